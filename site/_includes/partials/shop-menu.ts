import { html, type SafeHtml } from '../../../widgets/core/html.ts';
import { linkFor, type PageKey } from '../../../widgets/core/routes.ts';
import type { PageData, TemplateContext } from '../page-types.ts';

/** The shop's legal pages (spec §2 "Shop menu"); offered only while the cart is switched on. */
const shopPages: Array<[PageKey, string]> = [
  ['terms', 'AGB'],
  ['withdrawal', 'Widerruf'],
  ['shipping_and_payment', 'Versand und Zahlung'],
];

export function shopMenu(this: TemplateContext, data: PageData): SafeHtml {
  if (!data.site.settings.enable_cart) return html``;
  return html`<nav class="shop-menu" aria-label="${this.t('site.shopMenu', data.lang)}">
  <ul>${shopPages.map(([page, label]) => html`<li><a href="${linkFor(page, data.lang)}" lang="de">${label}</a></li>`)}</ul>
</nav>`;
}
