import { html, type SafeHtml } from '../../../widgets/core/html.ts';
import { defaultLanguage, type Language } from '../../../widgets/core/languages.ts';
import { linkFor } from '../../../widgets/core/routes.ts';
import type { PageData, TemplateContext } from '../page-types.ts';

/**
 * The accessibility statement (BFSG § 14) where the content holds one: in the visitor's language,
 * else the German one, marked as German. A site without one gets no link (the build warns).
 */
export function accessibilityLink(this: TemplateContext, site: PageData['site'], lang: Language): SafeHtml | '' {
  const statement = site.pages.find((page) => page.key === 'accessibility');
  if (!statement?.translations[defaultLanguage] && !statement?.translations[lang]) return '';
  const label = this.t('pages.accessibility', lang);
  if (statement.translations[lang]) return html`<li><a href="${linkFor('accessibility', lang)}">${label}</a></li>`;
  return html`<li><a href="${linkFor('accessibility', defaultLanguage)}" hreflang="${defaultLanguage}">${this.t('site.inGerman', lang, { title: label })}</a></li>`;
}
