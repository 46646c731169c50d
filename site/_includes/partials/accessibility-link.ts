import { html, type SafeHtml } from '../../../widgets/core/html.ts';
import { contentPageLink } from '../../../widgets/core/content-page-link.ts';
import { defaultLanguage, type Language } from '../../../widgets/core/languages.ts';
import type { PageData, TemplateContext } from '../page-types.ts';

/**
 * The accessibility statement (BFSG § 14) where the content holds one: in the visitor's language,
 * else the German one, marked as German. A site without one gets no link (the build warns).
 */
export function accessibilityLink(this: TemplateContext, site: PageData['site'], lang: Language): SafeHtml | '' {
  const link = contentPageLink(site.pages, 'accessibility', lang);
  if (!link) return '';
  const label = this.t('pages.accessibility', lang);
  if (!link.inGerman) return html`<li><a href="${link.href}">${label}</a></li>`;
  return html`<li><a href="${link.href}" hreflang="${defaultLanguage}">${this.t('site.inGerman', lang, { title: label })}</a></li>`;
}
