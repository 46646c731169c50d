import { defaultLanguage, type Language } from './languages.ts';
import type { SitePage } from './page.ts';
import { linkFor, type PageKey } from './routes.ts';

/**
 * Where a content page of the route table (the accessibility statement, the battery notes) is read
 * in the visitor's language: that language's page, else the German one (`inGerman`, marked where
 * it is linked), or null where the content holds neither.
 */
export function contentPageLink(pages: readonly Pick<SitePage, 'key' | 'translations'>[], key: PageKey, lang: Language): { href: string; inGerman: boolean } | null {
  const page = pages.find((entry) => entry.key === key);
  if (page?.translations[lang]) return { href: linkFor(key, lang), inGerman: false };
  if (page?.translations[defaultLanguage]) return { href: linkFor(key, defaultLanguage), inGerman: lang !== defaultLanguage };
  return null;
}
