import { html, type SafeHtml } from '../../../widgets/core/html.ts';

/**
 * The header's cart link with its bag and its red dot (hidden while the cart is empty). Drawn by
 * the server in full: the cart-icon widget only keeps its count and dot in step (cart-badge.ts).
 */
export function cartIconLink(href: string, label: string): SafeHtml {
  return html`<a class="cart-icon" href="${href}" title="${label}" aria-label="${label}" data-count="0"><svg class="cart-icon__bag" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M6 7h12l1 14H5L6 7zm3 0a3 3 0 0 1 6 0" fill="none" stroke="currentColor" stroke-width="1.6"/></svg><span class="cart-icon__dot" aria-hidden="true"></span></a>`;
}
