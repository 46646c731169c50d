import type { ItemId } from '../core/catalog/taxonomy.ts';
import { isRecord } from '../core/shapes.ts';

/**
 * Which shop product each of the search index's product pages is. Pagefind names a hit by the
 * hash of its page's fragment and tells the page's address only when that fragment is loaded, one
 * request per hit; the shop list's text query needs every match at once (to count them and to
 * apply the shop's own filters), so the build writes this file beside the index
 * (site/_config/search-product-hits.ts) and the browser reads it once (product-matches.ts).
 *
 * One file per language, named by that language's index (the hash in Pagefind's entry file), so a
 * browser never pairs the hits of one build with the file of another, and each can be kept for good.
 * Ids ascending and the hashes beside them: `{ "ids": [3, 8, …], "pages": ["de_019ba9f", …] }`.
 */
export interface ProductHitsFile {
  ids: ItemId[];
  pages: string[];
}

/** Pagefind's entry file, which names each language's index, and so its hits file. */
export const pagefindEntryPath = '/pagefind/pagefind-entry.json';

/** `languageIndex`: the language's entry in Pagefind's entry file (`languages.de.hash`, e.g. "de_f4b9744ef4"). */
export const productHitsPath = (languageIndex: string) => `/pagefind/products/${languageIndex}.json`;

/** Only what a build can write: a hash is the language, an underscore and hex digits. */
const pageHashPattern = /^[a-z]{2,3}(-[a-z0-9]+)?_[0-9a-f]{1,32}$/i;

const isItemId = (value: unknown): value is ItemId => (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && value.length > 0);

/** The page hash → product lookup the file stands for; null for anything of another shape. */
export function parseProductHits(json: unknown): Map<string, ItemId> | null {
  if (!isRecord(json) || !Array.isArray(json.ids) || !Array.isArray(json.pages) || json.ids.length !== json.pages.length) return null;
  const hits = new Map<string, ItemId>();
  for (const [at, page] of json.pages.entries()) {
    const id: unknown = json.ids[at];
    if (typeof page !== 'string' || !pageHashPattern.test(page) || !isItemId(id)) return null;
    hits.set(page, id);
  }
  return hits;
}

/** The file for these page → product pairs: in id order, so the same shop gives the same file. */
export function productHitsFile(pairs: Iterable<readonly [page: string, id: ItemId]>): ProductHitsFile {
  const sorted = [...pairs].sort(([, a], [, b]) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))));
  return { ids: sorted.map(([, id]) => id), pages: sorted.map(([page]) => page) };
}
