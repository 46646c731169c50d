import { effect } from '@preact/signals-core';
import { colorMode } from '../store/ui.ts';

/**
 * The header's light/dark switch, drawn by the server (both symbols; CSS shows the one in effect):
 * this says whether dark is on and switches it. The choice is kept; until then the system decides,
 * and a change of the system's preference while the page is open counts too.
 */
export function enhance(element: HTMLElement): void {
  const button = element.querySelector<HTMLButtonElement>('.color-mode-toggle');
  if (!button) return;
  const system = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  const isDark = () => (colorMode.value ?? (system?.matches ? 'dark' : 'light')) === 'dark';
  const show = () => button.setAttribute('aria-pressed', String(isDark()));
  effect(show);
  system?.addEventListener('change', show);
  button.addEventListener('click', () => {
    colorMode.value = isDark() ? 'light' : 'dark';
  });
}
