import type { ImageRef } from '../../widgets/core/image.ts';
import { defaultLanguage, languages, type Language } from '../../widgets/core/languages.ts';
import { requiredPages, type SitePage } from '../../widgets/core/page.ts';
import { pathFor, routeTable, type PageKey } from '../../widgets/core/routes.ts';
import type { ShopLegalText } from '../../widgets/core/catalog/legal-pages.ts';
import type { Alternate } from '../../widgets/core/seo.ts';

/** How a page is laid out. */
type PageKind = 'home' | 'content' | 'legal' | 'shop-legal' | 'contact' | 'thanks' | 'display' | 'window' | 'withdraw-contract';

/** One page in one language: what the pages template renders. */
export interface PageEntry {
  key: PageKey;
  kind: PageKind;
  lang: Language;
  path: string;
  title: string;
  description: string;
  keywords: string;
  bodyHtml: string;
  image: ImageRef | null;
  /** Every language this page is built in, for the hreflang set and the language switcher. */
  alternates: Alternate[];
  /**
   * Set when title and text are in another language than the page's: a legal text the content has
   * only in German, which the page shows (marked as German) under a line saying so.
   */
  textLanguage?: Language;
}

const kindOf: Partial<Record<PageKey, PageKind>> = {
  home: 'home',
  contact: 'contact',
  thanks: 'thanks',
  imprint: 'legal',
  privacy: 'legal',
  social_media_privacy: 'legal',
  display: 'display',
  window: 'window',
  terms: 'shop-legal',
  withdrawal: 'shop-legal',
  shipping_and_payment: 'shop-legal',
};

/** Built separately: the shop is its own client-side section. */
const notContentPages = new Set<PageKey>(['shop']);

/**
 * Pages the site itself provides in every language of the route table, titled from the
 * translations: the law requires the withdrawal function (§ 356a BGB) whatever the CMS holds.
 */
const builtInPages: Partial<Record<PageKey, PageKind>> = { withdraw_contract: 'withdraw-contract' };

interface EntryInput {
  pages: readonly SitePage[];
  shopLegalTexts: readonly ShopLegalText[];
  /** Translated title of a page without CMS content (the shop legal pages). */
  titleOf(key: PageKey, lang: Language): string;
  /** Translated search-result description of a built-in page; none when not given. */
  descriptionOf?(key: PageKey, lang: Language): string;
  warn(message: string): void;
}

/**
 * Every page of the route table in every language that has both a path and content. Required
 * pages without content fail the build; other pages without content are left out with a warning.
 */
export function buildPageEntries({ pages, shopLegalTexts, titleOf, descriptionOf = () => '', warn }: EntryInput): PageEntry[] {
  const drafts: Array<Omit<PageEntry, 'alternates'>> = [];
  for (const key of Object.keys(routeTable) as PageKey[]) {
    if (notContentPages.has(key)) continue;
    const page = pages.find((candidate) => candidate.key === key);
    const shopText = shopLegalTexts.find((text) => text.key === key);
    for (const lang of languages) {
      const path = pathFor(key, lang);
      if (!path) continue;
      const translation = page?.translations[lang];
      const builtInKind = builtInPages[key];
      if (builtInKind) {
        drafts.push({ key, kind: builtInKind, lang, path, title: titleOf(key, lang), description: descriptionOf(key, lang), keywords: '', bodyHtml: '', image: null });
      } else if (shopText) {
        const own = shopText.html[lang];
        if (!own) warn(`No "${lang}" text of the shop's "${key}" (${path}); the page shows the German one and says so.`);
        const text = own ? { title: titleOf(key, lang), bodyHtml: own } : { title: titleOf(key, defaultLanguage), bodyHtml: shopText.html.de, textLanguage: defaultLanguage };
        drafts.push({ key, kind: 'shop-legal', lang, path, description: '', keywords: '', image: null, ...text });
      } else if (translation) {
        drafts.push({ key, kind: kindOf[key] ?? 'content', lang, path, ...translation, image: page?.image ?? null });
      } else if (kindOf[key] === 'legal' && page?.translations[defaultLanguage]) {
        // A legal text the content has in German only: binding as it is, so shown rather than left out.
        warn(`No "${lang}" content for the page "${key}" (${path}); the page shows the German text and says so.`);
        drafts.push({ key, kind: 'legal', lang, path, ...page.translations[defaultLanguage], image: page.image, textLanguage: defaultLanguage });
      } else if (requiredPages.includes(key)) {
        throw new Error(`The content service has no "${lang}" version of the page "${key}" (${path}); a site cannot go live without it.`);
      } else {
        warn(`No "${lang}" content for the page "${key}" (${path}); the page is left out.`);
      }
    }
  }
  return drafts.map((entry) => ({
    ...entry,
    alternates: drafts.filter((other) => other.key === entry.key).map(({ lang, path }) => ({ lang, path })),
  }));
}
