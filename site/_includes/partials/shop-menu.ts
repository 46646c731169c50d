import { html, type SafeHtml } from '../../../widgets/core/html.ts';
import type { PageKey } from '../../../widgets/core/routes.ts';
import type { PageData, TemplateContext } from '../page-types.ts';
import { pageLink } from './page-link.ts';

/** The shop's legal pages (spec §2 "Shop menu"); offered only while the cart is switched on. */
const shopPages: Array<[PageKey, string]> = [
  ['terms', 'pages.terms'],
  ['withdrawal', 'pages.withdrawal'],
  ['shipping_and_payment', 'pages.shippingAndPayment'],
];

export function shopMenu(this: TemplateContext, data: PageData): SafeHtml {
  if (!data.site.settings.enable_cart) return html``;
  return html`<nav class="shop-menu" aria-label="${this.t('site.shopMenu', data.lang)}">
  <ul>${shopPages.map(([page, label]) => html`<li>${pageLink.call(this, page, label, data.lang)}</li>`)}</ul>
</nav>`;
}
