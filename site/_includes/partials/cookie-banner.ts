import { html, type SafeHtml } from '../../../widgets/core/html.ts';
import type { Language } from '../../../widgets/core/languages.ts';
import type { TemplateContext } from '../page-types.ts';

/**
 * The cookie banner's first layer as the server draws it, the same markup the widget renders
 * (widgets/cookie-banner/CookieBanner.tsx): hidden by CSS unless the entry script found no stored
 * choice, so a first visit sees it at first paint without a framework. Its buttons wake the widget,
 * which answers the press that woke it.
 */
export function cookieBanner(this: TemplateContext, lang: Language, privacyPath: string): SafeHtml {
  const t = (key: string) => this.t(key, lang);
  return html`<section class="cookie-banner" aria-label="${t('consent.title')}"><h2 tabindex="-1">${t('consent.title')}</h2><p>${t('consent.text')} <a href="${privacyPath}#cookies">${t('consent.more')}</a></p><div class="cookie-banner__actions"><button type="button" class="button">${t('consent.acceptAll')}</button><button type="button" class="button">${t('consent.rejectAll')}</button><button type="button" class="button button--secondary">${t('consent.settings')}</button></div></section>`;
}
