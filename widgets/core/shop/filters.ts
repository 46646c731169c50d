import { productSorts, type ProductSort } from '../catalog/shop-settings.ts';
import { toMoney, type Money } from '../money.ts';
import { isSlug } from './slug.ts';
import type { ShopFilters } from './types.ts';

/**
 * The shop list's filter state and its URL (spec §3 "Shop filter state"). The query string is
 * the state: a link or a reload shows the same list. Parameters, in this order:
 *   q=<words>  category=<slug>  manufacturer=<slug>,<slug>  subcategory=<slug>,<slug>  tag=<text>
 *   price_min=<price>  price_max=<price>  attr.<groupId>=<value>|<value>  sort=<sort>  page=<n>
 * Reading is tolerant: whatever is unknown or malformed is left out, never an error, since
 * people edit, shorten and forward URLs.
 */

export function emptyFilters(): ShopFilters {
  return { query: null, category: null, manufacturers: [], subcategories: [], attributes: {}, tag: null, priceMin: null, priceMax: null, sort: null, page: 0 };
}

/** A price a person would type: digits, optionally cents. "1e3", "-5" and "12,50" are not prices here. */
const pricePattern = /^\d{1,12}(\.\d{1,2})?$/;
/** Attribute group ids are numbers or uuids; nothing else can name a group (and "__proto__" never does). */
const groupIdPattern = /^[A-Za-z0-9-]{1,64}$/;
const pagePattern = /^\d{1,9}$/;
/** Longer than any product name a shopper would type; an address cut off there still searches. */
export const maxQueryLength = 100;
const attributePrefix = 'attr.';

/** "+" is a space in a query string (forms write it so); a broken %-escape makes the part unreadable. */
function decodePart(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

const unique = (values: readonly string[]) => [...new Set(values)];

function slugList(raw: string | undefined): string[] {
  const decoded = raw === undefined ? null : decodePart(raw);
  return decoded === null ? [] : unique(decoded.split(',').map((slug) => slug.trim()).filter(isSlug));
}

/** Values are %-encoded one by one, so a "|" inside a value cannot split it. */
function attributeValues(raw: string): string[] {
  const values = raw.split('|').map((part) => decodePart(part)?.trim() ?? '');
  return unique(values.filter(Boolean));
}

/** A price bound as the address or the price field holds it, or null when it is no price. */
export function priceBoundOf(text: string): Money | null {
  return pricePattern.test(text) ? toMoney(text) : null;
}

function priceOf(raw: string | undefined): Money | null {
  const decoded = raw === undefined ? null : decodePart(raw)?.trim();
  return decoded ? priceBoundOf(decoded) : null;
}

const isProductSort = (value: unknown): value is ProductSort => (productSorts as readonly unknown[]).includes(value);

/**
 * The words as the list searches them: spaces collapsed, at most maxQueryLength characters, cut
 * after a whole word where there is one to cut after; null when none are left.
 */
export function searchWords(text: string | null | undefined): string | null {
  const words = (text ?? '').replace(/\s+/g, ' ').trim();
  if (words.length <= maxQueryLength) return words || null;
  const cut = words.slice(0, maxQueryLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, maxQueryLength)).trim();
}

/** The filters a query string (with or without its "?") stands for. */
export function filtersFromSearch(search: string): ShopFilters {
  // The first occurrence of a parameter wins, as URLSearchParams.get reads it.
  const raw = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const separator = pair.indexOf('=');
    const key = decodePart(separator < 0 ? pair : pair.slice(0, separator));
    if (key !== null && !raw.has(key)) raw.set(key, separator < 0 ? '' : pair.slice(separator + 1));
  }
  const text = (key: string) => {
    const value = raw.get(key);
    return value === undefined ? null : (decodePart(value)?.trim() ?? null);
  };

  const category = text('category');
  const tag = text('tag');
  const sort = text('sort');
  const page = text('page');
  const attributes = Object.fromEntries(
    [...raw]
      .filter(([key]) => key.startsWith(attributePrefix) && groupIdPattern.test(key.slice(attributePrefix.length)))
      .map(([key, value]) => [key.slice(attributePrefix.length), attributeValues(value)] as const)
      .filter(([, values]) => values.length > 0),
  );
  return {
    query: searchWords(text('q')),
    category: isSlug(category) ? category : null,
    manufacturers: slugList(raw.get('manufacturer')),
    subcategories: slugList(raw.get('subcategory')),
    attributes,
    tag: tag || null,
    priceMin: priceOf(raw.get('price_min')),
    priceMax: priceOf(raw.get('price_max')),
    sort: isProductSort(sort) ? sort : null,
    page: page !== null && pagePattern.test(page) ? Number(page) : 0,
  };
}

/** "100.00" reads better as "100" in an address bar; the reader turns it back into Money. */
const priceParam = (price: Money) => price.replace(/\.00$/, '');

/** Numeric group ids in numeric order, so the same filters always give the same URL. */
function compareGroupIds(a: string, b: string): number {
  const [numberA, numberB] = [Number(a), Number(b)];
  if (Number.isInteger(numberA) && Number.isInteger(numberB)) return numberA - numberB;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The query string ("?…", or "" without filters) for the filters; defaults are left out. */
export function searchFromFilters(filters: ShopFilters): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${key}=${value}`);
  if (filters.query) add('q', encodeURIComponent(filters.query));
  if (filters.category) add('category', encodeURIComponent(filters.category));
  if (filters.manufacturers.length) add('manufacturer', filters.manufacturers.map(encodeURIComponent).join(','));
  if (filters.subcategories.length) add('subcategory', filters.subcategories.map(encodeURIComponent).join(','));
  if (filters.tag) add('tag', encodeURIComponent(filters.tag));
  if (filters.priceMin !== null) add('price_min', priceParam(filters.priceMin));
  if (filters.priceMax !== null) add('price_max', priceParam(filters.priceMax));
  for (const groupId of Object.keys(filters.attributes).sort(compareGroupIds)) {
    const values = filters.attributes[groupId] ?? [];
    if (values.length) add(`${attributePrefix}${encodeURIComponent(groupId)}`, values.map(encodeURIComponent).join('|'));
  }
  if (filters.sort) add('sort', encodeURIComponent(filters.sort));
  if (filters.page > 0) add('page', String(filters.page));
  return parts.length ? `?${parts.join('&')}` : '';
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const [setA, setB] = [new Set(a), new Set(b)];
  return setA.size === setB.size && [...setA].every((value) => setB.has(value));
}

function sameAttributes(a: ShopFilters['attributes'], b: ShopFilters['attributes']): boolean {
  const chosen = (attributes: ShopFilters['attributes']) => Object.keys(attributes).filter((key) => attributes[key]!.length > 0);
  const keys = chosen(a);
  return sameSet(keys, chosen(b)) && keys.every((key) => sameSet(a[key]!, b[key] ?? []));
}

/** Whether two filter states ask for the same products in the same order (the page aside). */
function sameResultSet(a: ShopFilters, b: ShopFilters): boolean {
  return (
    a.query === b.query &&
    a.category === b.category &&
    sameSet(a.manufacturers, b.manufacturers) &&
    sameSet(a.subcategories, b.subcategories) &&
    sameAttributes(a.attributes, b.attributes) &&
    a.tag === b.tag &&
    a.priceMin === b.priceMin &&
    a.priceMax === b.priceMax &&
    a.sort === b.sort
  );
}

/**
 * The filters after a change. Spec §4: the page resets to 0 when category, manufacturers or
 * subcategories change. Tag, price range, attributes and sort reset it too: each changes which
 * products the list shows (or their order), and "page 3" of another list would load three pages
 * of products nobody asked for yet. A change to the page alone (show more) keeps the filters.
 */
export function changeFilters(previous: ShopFilters, patch: Partial<ShopFilters>): ShopFilters {
  const next: ShopFilters = { ...previous, ...patch };
  return sameResultSet(previous, next) ? next : { ...next, page: 0 };
}

/** How many choices narrow the list: each value chosen, the price range as one (sort and page do not count). */
export function activeFilterCount(filters: ShopFilters): number {
  return (
    (filters.category !== null ? 1 : 0) +
    filters.manufacturers.length +
    filters.subcategories.length +
    Object.values(filters.attributes).reduce((sum, values) => sum + values.length, 0) +
    (filters.tag !== null ? 1 : 0) +
    (filters.priceMin !== null || filters.priceMax !== null ? 1 : 0)
  );
}

/** Whether any filter narrows the list, e.g. to offer "reset filters" (the searched words are no filter: they stay). */
export function hasActiveFilters(filters: ShopFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** Whether the list shows fewer than all products: a filter or searched words. */
export function narrowsList(filters: ShopFilters): boolean {
  return filters.query !== null || hasActiveFilters(filters);
}
