import { effect } from '@preact/signals-core';
import { colorMode } from '../store/ui.ts';

const systemDark = () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

/**
 * The header's light/dark switch, drawn by the server (both symbols; CSS shows the one in effect):
 * this says whether dark is on and switches it. The choice is kept; until then the system decides.
 */
export function enhance(element: HTMLElement): void {
  const button = element.querySelector<HTMLButtonElement>('.color-mode-toggle');
  if (!button) return;
  const isDark = () => (colorMode.value ?? (systemDark() ? 'dark' : 'light')) === 'dark';
  effect(() => {
    button.setAttribute('aria-pressed', String(isDark()));
  });
  button.addEventListener('click', () => {
    colorMode.value = isDark() ? 'light' : 'dark';
  });
}
