import { html, type SafeHtml } from '../../../widgets/core/html.ts';

/**
 * The light/dark switch with both symbols; CSS shows the one for the colour mode in effect, and
 * the color-mode widget says whether dark is on and switches it (color-mode-toggle.ts).
 */
export function colorModeButton(label: string): SafeHtml {
  return html`<button type="button" class="color-mode-toggle" aria-pressed="false"><span class="color-mode-toggle__light" aria-hidden="true">☀</span><span class="color-mode-toggle__dark" aria-hidden="true">☾</span><span class="visually-hidden">${label}</span></button>`;
}
