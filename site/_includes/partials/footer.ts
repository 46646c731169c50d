import { consentManagerAnchor } from './legal/consent-manager-slot.ts';
import { html, raw, type SafeHtml } from '../../../widgets/core/html.ts';
import { defaultLanguage, type Language } from '../../../widgets/core/languages.ts';
import { externalLinkRel } from '../../../widgets/core/menu.ts';
import { linkFor, type PageKey } from '../../../widgets/core/routes.ts';
import type { PageData, TemplateContext } from '../page-types.ts';
import { accessibilityLink } from './accessibility-link.ts';
import { contactList } from './legal/contact-list.ts';
import { newsletter } from './newsletter.ts';
import { pageLink } from './page-link.ts';
import { shopMenu } from './shop-menu.ts';
import { sameOnEveryPage } from './same-on-every-page.ts';
import { socialIcon } from './social-icons.ts';

const footerPages: Array<[PageKey, string]> = [
  ['contact', 'pages.contact'],
  ['imprint', 'pages.imprint'],
  ['privacy', 'pages.privacy'],
];
/** Listed with the other footer links unless the shop menu (beside them) already offers them. */
const shopLegalPages: Array<[PageKey, string]> = [
  ['terms', 'pages.terms'],
  ['withdrawal', 'pages.withdrawal'],
  ['shipping_and_payment', 'pages.shippingAndPayment'],
];

/** The shop's footer text in the visitor's language; the German one, marked as German, where it has no translation. */
function footerNote(notes: PageData['site']['globalFooterHtml'], lang: Language): SafeHtml {
  const translated = notes[lang];
  if (translated) return html`<div class="site-footer__note">${raw(translated)}</div>`;
  const german = notes[defaultLanguage];
  return german ? html`<div class="site-footer__note" lang="${defaultLanguage}">${raw(german)}</div>` : html``;
}

/**
 * Links to the legal and contact pages (in the visitor's language), shop menu, social links, contact block, copyright.
 * "Vertrag widerrufen" comes first among them and stands out (§ 356a BGB: always available,
 * prominently placed); the footer never folds away, so it shows on a phone without opening anything.
 * Only the newsletter form (which returns to this page) differs from page to page; the rest is made
 * once per language.
 */
export function footer(this: TemplateContext, data: PageData): SafeHtml {
  const { before, after } = sameOnEveryPage('footer', data.lang, () => sharedParts.call(this, data));
  return html`${before}
    ${newsletter.call(this, data)}
    ${after}`;
}

function sharedParts(this: TemplateContext, data: PageData): { before: SafeHtml; after: SafeHtml } {
  const { lang, site } = data;
  const t = (key: string, options?: Record<string, unknown>) => this.t(key, lang, options);
  const year = new Date().getFullYear();
  const before = html`<footer class="site-footer">
  <div class="site-footer__columns">
    <section class="site-footer__contact" aria-labelledby="footer-contact-heading">
      <h2 id="footer-contact-heading" class="visually-hidden">${t('pages.contact')}</h2>
      <p class="site-footer__company">${site.company.companyName}</p>
      ${contactList(site.company, t)}
    </section>
    <nav aria-label="${t('site.footerNavigation')}">
      <ul class="site-footer__links">
        <li class="site-footer__withdraw">${pageLink.call(this, 'withdraw_contract', 'pages.withdrawContract', lang)}</li>${[...footerPages, ...(site.settings.enable_cart ? [] : shopLegalPages)].map(
        ([page, label]) => html`<li>${pageLink.call(this, page, label, lang)}</li>`,
      )}${accessibilityLink.call(this, site, lang)}</ul>
    </nav>
    ${shopMenu.call(this, data)}`;
  const after = html`${site.social.length
      ? html`<nav aria-label="${t('site.socialMedia')}"><ul class="site-footer__social">${site.social.map(
          (link) => html`<li><a href="${link.href}" target="_blank" rel="${externalLinkRel}" class="social-link social-link--${link.media}">${socialIcon(link.media)}<span>${link.label}</span></a></li>`,
        )}</ul></nav>`
      : ''}
  </div>
  ${footerNote(site.globalFooterHtml, lang)}
  <p class="site-footer__consents">
  ${raw(
    this.widget('cookie-settings', {}, {
      tag: 'span',
      fallback: html`<a href="${linkFor('privacy', lang)}#cookies">${t('consent.reopen')}</a>`.value,
    }),
  )}
  <a href="${linkFor('privacy', lang)}#${consentManagerAnchor}">${t('legal.notice.consentManager')}</a>
  </p>
  <p class="site-footer__copyright">${t('site.copyright', { year, company: site.company.companyName })}</p>
</footer>`;
  return { before, after };
}
