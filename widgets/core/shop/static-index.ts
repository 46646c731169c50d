import type { ItemId } from '../catalog/taxonomy.ts';
import type { Language } from '../languages.ts';
import { shopDataDirectory } from './static-files.ts';
import { isFiniteNumber, isRecord } from '../shapes.ts';

/**
 * The static shop's index: what the list filters and sorts, without the cards. Columns, not
 * objects, one entry per product in each, products in id order (the tie-breaker of every sort).
 * Written by the build (static-index-writer.ts), read by the browser (parseShopIndex) and queried
 * there (static-query.ts). Measured at 10,000 products, the shape is chosen for its gzip size:
 * - `/data/shop/<lang>/index.json`: ids (as steps when they are whole numbers, since they ascend),
 *   prices, and every filterable text of a product (category slug, manufacturer id, subcategory
 *   ids, tags, attribute values) as one list of positions into one table of texts: a product's
 *   values repeat together (a category's attributes), which compresses to half of one column each.
 * - `/data/shop/<lang>/sort-<field>.json` for display_name and date_created: each product's rank,
 *   computed by the build with Directus' comparison (sort-ranks.ts), so the browser never runs the
 *   collator; fetched for a sort that uses it. The price order comes from the prices themselves.
 */

export const staticIndexPath = (lang: Language) => `${shopDataDirectory(lang)}/index.json`;

/** Raised whenever the files' meaning changes, so a browser holding another deploy's file refuses it. */
export const shopIndexFormat = 'shop-index/1';

/** The sort fields whose ranks the build writes to a file of their own. */
export const rankedSortFields = ['display_name', 'date_created'] as const;
export type RankedSortField = (typeof rankedSortFields)[number];
type SortField = RankedSortField | 'price_brutto';

export const staticSortPath = (lang: Language, field: RankedSortField) => `${shopDataDirectory(lang)}/sort-${field}.json`;

/** What a filterable text is: the product's category slug, a manufacturer or subcategory id (as text), a tag slug, a value of attribute group `group`. */
export type FacetKind = 'category' | 'manufacturer' | 'subcategory' | 'tag' | 'attribute';

export interface ShopIndexJson {
  format: typeof shopIndexFormat;
  /** Names this build's index; its sort files carry it, so files of two deploys are never mixed. */
  build: string;
  /** The ids, or for whole-number ids the steps from one to the next (the first from 0). */
  ids: ItemId[] | { steps: number[] };
  /** Gross price as a number (exact for the decimals the build writes); null on request. */
  prices: Array<number | null>;
  facets: {
    /** The table of texts, by kind; a position counts through the kinds in this order. */
    kinds: Array<{ kind: FacetKind; group?: string; keys: string[] }>;
    /** Per product the positions of its texts: one number, or a list (none or several). */
    of: Array<number | number[]>;
  };
}

export interface SortFileJson {
  format: typeof shopIndexFormat;
  build: string;
  field: RankedSortField;
  /** Per product (in the index's order) its rank among the distinct values (equal values share one); -1 when empty. */
  ranks: number[];
}

/** The index as the browser queries it: the texts of product p are facets[start[p] .. start[p + 1]). */
export interface ShopIndex {
  build: string;
  size: number;
  ids: readonly ItemId[];
  /** NaN: on request (NaN fails every price comparison, as a missing price fails the API's). */
  prices: Float64Array;
  /** Per position of the text table: its kind, attribute group ('' for other kinds) and text. */
  keys: ReadonlyArray<{ kind: FacetKind; group: string; key: string }>;
  start: Int32Array;
  facets: Int32Array;
}

export interface SortRanks {
  field: SortField;
  ranks: Int32Array;
}

const isItemId = (value: unknown): value is ItemId => (typeof value === 'string' && value !== '') || isFiniteNumber(value);
const facetKinds: readonly unknown[] = ['category', 'manufacturer', 'subcategory', 'tag', 'attribute'] satisfies FacetKind[];

function idsOf(value: unknown): ItemId[] | null {
  if (Array.isArray(value)) return value.every(isItemId) ? value : null;
  if (!isRecord(value) || !Array.isArray(value.steps)) return null;
  const ids: number[] = [];
  let id = 0;
  for (const step of value.steps as unknown[]) {
    if (!Number.isSafeInteger(step) || (ids.length > 0 && (step as number) <= 0)) return null;
    id += step as number;
    ids.push(id);
  }
  return Number.isSafeInteger(id) ? ids : null;
}

const isPosition = (value: unknown, limit: number) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < limit;

function priceColumn(value: unknown, size: number): Float64Array | null {
  if (!Array.isArray(value) || value.length !== size) return null;
  const prices = new Float64Array(size);
  for (let index = 0; index < size; index++) {
    const price: unknown = value[index];
    if (price === null) prices[index] = Number.NaN;
    else if (isFiniteNumber(price) && price >= 0) prices[index] = price;
    else return null;
  }
  return prices;
}

function keyTable(value: unknown): ShopIndex['keys'] | null {
  if (!Array.isArray(value)) return null;
  const keys: Array<ShopIndex['keys'][number]> = [];
  for (const entry of value as unknown[]) {
    if (!isRecord(entry) || !facetKinds.includes(entry.kind) || !Array.isArray(entry.keys)) return null;
    const group = entry.kind === 'attribute' ? entry.group : '';
    if (typeof group !== 'string') return null;
    for (const key of entry.keys as unknown[]) {
      if (typeof key !== 'string') return null;
      keys.push({ kind: entry.kind as FacetKind, group, key });
    }
  }
  return keys;
}

/**
 * The index ready to query, or null for a file of another shape or format (a half-finished
 * deploy, an old cache): refused as a whole, as every shop file is (shop-json.ts). One pass over
 * each column into typed arrays: a few milliseconds at 10,000 products.
 */
export function parseShopIndex(json: unknown): ShopIndex | null {
  if (!isRecord(json) || json.format !== shopIndexFormat || typeof json.build !== 'string' || !isRecord(json.facets)) return null;
  const ids = idsOf(json.ids);
  if (!ids) return null;
  const size = ids.length;
  // Cards are fetched by id: two products with one id would show one card twice (steps are positive, so those ids differ).
  if (Array.isArray(json.ids) && new Set(ids.map(String)).size !== size) return null;
  const prices = priceColumn(json.prices, size);
  const keys = keyTable(json.facets.kinds);
  const of = json.facets.of;
  if (!prices || !keys || !Array.isArray(of) || of.length !== size) return null;
  // Two passes (count, then fill) straight into typed arrays: no array of 100,000 numbers in between.
  const start = new Int32Array(size + 1);
  const limit = keys.length;
  for (let product = 0; product < size; product++) {
    const entry: unknown = of[product];
    let count = 1;
    if (Array.isArray(entry)) {
      count = entry.length;
      for (let at = 0; at < count; at++) if (!isPosition(entry[at], limit)) return null;
    } else if (!isPosition(entry, limit)) return null;
    start[product + 1] = start[product]! + count;
  }
  const facets = new Int32Array(start[size]!);
  for (let product = 0, at = 0; product < size; product++) {
    const entry = of[product] as number | number[];
    if (Array.isArray(entry)) for (const position of entry) facets[at++] = position;
    else facets[at++] = entry;
  }
  return { build: json.build, size, ids, prices, keys, start, facets };
}

/** A sort file's ranks, or null for another shape; whether it belongs to the index is checked by ranksFor. */
export function parseSortFile(json: unknown): { build: string; field: RankedSortField; ranks: unknown[] } | null {
  if (!isRecord(json) || json.format !== shopIndexFormat || typeof json.build !== 'string' || !Array.isArray(json.ranks)) return null;
  return (rankedSortFields as readonly unknown[]).includes(json.field) ? { build: json.build, field: json.field as RankedSortField, ranks: json.ranks } : null;
}

/** The ranks of a sort file for this index: null when it is of another build (a deploy between the two fetches) or broken. */
export function ranksFor(index: ShopIndex, file: NonNullable<ReturnType<typeof parseSortFile>>): SortRanks | null {
  if (file.build !== index.build || file.ranks.length !== index.size) return null;
  const ranks = new Int32Array(index.size);
  for (let product = 0; product < index.size; product++) {
    const rank: unknown = file.ranks[product];
    if (!Number.isInteger(rank) || (rank as number) < -1 || (rank as number) >= index.size) return null;
    ranks[product] = rank as number;
  }
  return { field: file.field, ranks };
}

/** The price order's ranks, from the prices: numbers compare as the database compares decimals; on request is empty. */
export function priceRanks(index: ShopIndex): SortRanks {
  // Sorted natively (NaN last), distinct prices kept, each price's rank found by binary search.
  const sorted = Float64Array.from(index.prices).sort();
  let distinct = 0;
  for (const price of sorted) if (!Number.isNaN(price) && (distinct === 0 || sorted[distinct - 1] !== price)) sorted[distinct++] = price;
  const ranks = new Int32Array(index.size);
  for (let product = 0; product < index.size; product++) {
    const price = index.prices[product]!;
    if (Number.isNaN(price)) {
      ranks[product] = -1;
      continue;
    }
    let [low, high] = [0, distinct - 1];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle]! < price) low = middle + 1;
      else high = middle;
    }
    ranks[product] = low;
  }
  return { field: 'price_brutto', ranks };
}
