import { html, type SafeHtml } from '../../../widgets/core/html.ts';
import { defaultLanguage, type Language } from '../../../widgets/core/languages.ts';
import { linkFor, pathFor, type PageKey } from '../../../widgets/core/routes.ts';
import type { TemplateContext } from '../page-types.ts';

/**
 * A link to a page of the route table for a visitor reading `lang`. A page without a version in
 * that language leads to the German one, and the link says so before the visitor follows it
 * ("Terms and conditions (in German)", hreflang="de").
 */
export function pageLink(this: TemplateContext, page: PageKey, labelKey: string, lang: Language): SafeHtml {
  const label = this.t(labelKey, lang);
  if (pathFor(page, lang)) return html`<a href="${linkFor(page, lang)}">${label}</a>`;
  return html`<a href="${linkFor(page, lang)}" hreflang="${defaultLanguage}">${this.t('site.inGerman', lang, { title: label })}</a>`;
}
