import { html, raw, type SafeHtml } from '../../../widgets/core/html.ts';
import { defaultLanguage } from '../../../widgets/core/languages.ts';
import { linkFor, type PageKey } from '../../../widgets/core/routes.ts';
import type { PageData, TemplateContext } from '../page-types.ts';

const footerPages: Array<[PageKey, string]> = [
  ['contact', 'pages.contact'],
  ['imprint', 'pages.imprint'],
  ['privacy', 'pages.privacy'],
  ['terms', 'pages.terms'],
  ['withdrawal', 'pages.withdrawal'],
  ['shipping_and_payment', 'pages.shippingAndPayment'],
];

export function footer(this: TemplateContext, data: PageData): SafeHtml {
  const { lang, site } = data;
  const year = new Date().getFullYear();
  return html`<footer class="site-footer">
  <nav aria-label="${this.t('site.footerNavigation', lang)}">
    <ul class="site-footer__links">${footerPages.map(
      ([page, label]) => html`<li><a href="${linkFor(page, lang)}">${this.t(label, lang)}</a></li>`,
    )}</ul>
  </nav>
  ${site.globalFooterHtml
    ? lang === defaultLanguage
      ? html`<div class="site-footer__note">${raw(site.globalFooterHtml)}</div>`
      : html`<div class="site-footer__note" lang="${defaultLanguage}">${raw(site.globalFooterHtml)}</div>`
    : ''}
  <p class="site-footer__copyright">${this.t('site.copyright', lang, { year, company: site.company.companyName })}</p>
</footer>`;
}
