import type { ItemId } from '../core/catalog/taxonomy.ts';
import { isRecord } from '../core/shapes.ts';
import type { ShopFetchResult } from '../core/shop/types.ts';
import type { FetchJson } from '../content/shop/fetch-json.ts';
import { loadPagefind, type PagefindApi } from './pagefind-client.ts';
import { pagefindEntryPath, parseProductHits, productHitsPath } from './product-hits-file.ts';

/**
 * The shop's products that match the searched words, best first: the site search's index
 * (Pagefind, the same one the header's search asks), each hit turned into its product by the
 * build's product hits file (product-hits-file.ts), which names no content page. The static shop
 * then applies its own filters and sorts to these (static-source.ts).
 */
export interface ProductMatchOptions {
  fetchJson: FetchJson;
  /** The page's language: Pagefind searches the index of `<html lang>`, the hits file must be that one's. */
  lang: string;
  baseUrl?: string;
  /** Test seam: Pagefind as the page loads it. */
  pagefind?: () => Promise<PagefindApi>;
}

/** The hash of the language's index in Pagefind's entry file, which names its hits file. */
const languageIndexOf = (lang: string) => (json: unknown) => {
  const entry = isRecord(json) && isRecord(json.languages) ? json.languages[lang] : undefined;
  return isRecord(entry) && typeof entry.hash === 'string' ? entry.hash : null;
};

const searchUnreachable = (reason: unknown): ShopFetchResult<never> => ({
  ok: false,
  kind: 'error',
  error: `The site search could not be loaded: ${reason instanceof Error ? reason.message : String(reason)}`,
});

export function createProductMatches({ fetchJson, lang, baseUrl = '', pagefind = loadPagefind }: ProductMatchOptions) {
  const base = baseUrl.replace(/\/+$/, '');
  let hits: Promise<ShopFetchResult<Map<string, ItemId>>> | null = null;

  // Read once per visit, as the index itself; a failure is forgotten, so the next search tries again.
  function loadHits(): Promise<ShopFetchResult<Map<string, ItemId>>> {
    // With a new ?ts=, as Pagefind asks for it: a copy the browser kept from before a deploy would name the last build's index.
    hits ??= fetchJson(`${base}${pagefindEntryPath}?ts=${Date.now()}`, languageIndexOf(lang)).then(async (languageIndex) => {
      const result = languageIndex.ok ? await fetchJson(`${base}${productHitsPath(languageIndex.value)}`, parseProductHits) : languageIndex;
      if (!result.ok) hits = null;
      return result;
    });
    return hits;
  }

  return async function productMatches(query: string): Promise<ShopFetchResult<ItemId[]>> {
    let search: Awaited<ReturnType<PagefindApi['search']>>;
    const known = loadHits();
    try {
      search = await (await pagefind()).search(query);
    } catch (error) {
      return searchUnreachable(error);
    }
    const products = await known;
    if (!products.ok) return products;
    const ranked: ItemId[] = [];
    for (const result of search.results) {
      const id = products.value.get(result.id);
      if (id !== undefined) ranked.push(id);
    }
    return { ok: true, value: ranked };
  };
}
