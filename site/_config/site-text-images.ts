import type { Language } from '../../widgets/core/languages.ts';
import type { LegalTexts } from '../../widgets/core/legal/types.ts';
import type { SiteContent } from '../../widgets/core/site.ts';

/** content-images.ts's processBodyImages with the renderer and warnings bound; `where` names the text. */
export type BodyImages = (html: string, where: string) => Promise<string>;

/**
 * The site-wide CMS texts (the footer note, the legal texts) with their images served from the
 * site, done once per build rather than on each of the pages that show them. Page bodies and
 * shop descriptions get the same treatment where they are rendered (pages.11ty.ts, shop-catalog.ts).
 */
export async function withLocalTextImages(site: SiteContent, bodyImages: BodyImages): Promise<SiteContent> {
  const footer = Object.fromEntries(
    await Promise.all(Object.entries(site.globalFooterHtml).map(async ([lang, html]) => [lang, html ? await bodyImages(html, `footer note (${lang})`) : html])),
  ) as SiteContent['globalFooterHtml'];
  const texts = Object.fromEntries(
    await Promise.all(
      Object.entries(site.legal.texts).map(async ([lang, legalTexts]) => {
        const entries = await Promise.all(
          Object.entries(legalTexts).map(async ([field, text]) => [
            field,
            text.html ? { ...text, html: await bodyImages(text.html, `legal text ${field} (${lang})`) } : text,
          ]),
        );
        return [lang, Object.fromEntries(entries) as unknown as LegalTexts];
      }),
    ),
  ) as Record<Language, LegalTexts>;
  return { ...site, globalFooterHtml: footer, legal: { ...site.legal, texts } };
}
