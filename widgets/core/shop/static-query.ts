import type { ProductSort } from '../catalog/shop-settings.ts';
import { compareSortValues } from '../directus-sort.ts';
import { productPageMeta, validPageIndex } from './page-meta.ts';
import { shopPageSize, type ProductPage, type ProductSummary, type ShopFilters, type ShopTaxonomy } from './types.ts';

/**
 * The product list answered in the browser from the published catalog: the same products, order
 * and filter_count as the content API gives for productListQuery (tests/unit/shop-static-query
 * proves it against Directus' semantics). Built for thousands of products: every product's
 * filter fields are prepared once, each sort order is computed once and kept, and a query is
 * one pass over that order with a predicate made for the active filters only.
 */
export interface StaticCatalog {
  readonly products: readonly ProductSummary[];
  query(filters: ShopFilters, sort: ProductSort, pageIndex: number, taxonomy: ShopTaxonomy): ProductPage;
}

/** A product's filter fields, prepared for quick comparison (ids as text, as Directus compares them). */
interface Prepared {
  manufacturerId: string | null;
  categorySlug: string | null;
  subcategoryIds: readonly string[];
  tags: readonly string[];
  attributes: ReadonlyMap<string, readonly string[]>;
  /** Prices are validated two-place decimals: as numbers they compare exactly. */
  price: number | null;
}

function prepare(product: ProductSummary): Prepared {
  const attributes = new Map<string, string[]>();
  for (const { groupId, values } of product.attributes) {
    attributes.set(String(groupId), [...(attributes.get(String(groupId)) ?? []), ...values]);
  }
  return {
    manufacturerId: product.manufacturer ? String(product.manufacturer.id) : null,
    categorySlug: product.category?.slug ?? null,
    subcategoryIds: product.subcategoryIds.map(String),
    tags: product.tags,
    attributes,
    price: product.priceBrutto === null ? null : Number(product.priceBrutto),
  };
}

type Check = (product: Prepared) => boolean;

const idsOf = (entries: ReadonlyArray<{ id: unknown; slug: string }>, slugs: readonly string[]) =>
  new Set(entries.filter((entry) => slugs.includes(entry.slug)).map((entry) => String(entry.id)));

/** The checks of the active filters, with the meaning of productListFilter (product-query.ts). */
function checksFor(filters: ShopFilters, taxonomy: ShopTaxonomy): Check[] {
  const checks: Check[] = [];
  const { category, tag, priceMin, priceMax } = filters;
  if (category) checks.push((product) => product.categorySlug === category);
  if (filters.manufacturers.length) {
    // Unknown slugs name no manufacturer; if none is known, nothing matches.
    const ids = idsOf(taxonomy.manufacturers, filters.manufacturers);
    checks.push((product) => product.manufacturerId !== null && ids.has(product.manufacturerId));
  }
  if (filters.subcategories.length) {
    const ids = idsOf(taxonomy.subcategories, filters.subcategories);
    checks.push((product) => product.subcategoryIds.some((id) => ids.has(id)));
  }
  if (tag) checks.push((product) => product.tags.includes(tag));
  if (priceMin !== null) {
    const lowest = Number(priceMin);
    checks.push((product) => product.price !== null && product.price >= lowest);
  }
  if (priceMax !== null) {
    const highest = Number(priceMax);
    checks.push((product) => product.price !== null && product.price <= highest);
  }
  for (const [groupId, chosen] of Object.entries(filters.attributes)) {
    if (chosen.length === 0) continue;
    checks.push((product) => {
      const values = product.attributes.get(groupId);
      return values !== undefined && chosen.some((value) => values.includes(value));
    });
  }
  return checks;
}

const sortFields: Record<string, (product: ProductSummary) => string | number | null> = {
  display_name: (product: ProductSummary) => product.displayName,
  price_brutto: (product: ProductSummary) => (product.priceBrutto === null ? null : Number(product.priceBrutto)),
  // The build writes '' for a product without a creation date; Directus has NULL there.
  date_created: (product: ProductSummary) => product.dateCreated || null,
};

/** Timestamps of one shape ('2024-05-01T10:00:00'): the collator orders them as plain text does. */
const timestampShape = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z?$/;

/**
 * The values as numbers where that keeps compareSortValues' order (numbers, and timestamps of one
 * shape, whose text order is their time order), so the engine's numeric sort can order them.
 */
function asSortNumbers(values: Array<string | number>): Array<string | number> {
  if (values.every((value) => typeof value === 'number')) return values;
  const first = values[0];
  if (typeof first !== 'string' || !values.every((value) => typeof value === 'string' && value.length === first.length && timestampShape.test(value))) return values;
  // One shape: all with a zone or all without, so reading all as UTC keeps their order.
  const times = values.map((value) => Date.parse(String(value).endsWith('Z') ? String(value) : `${String(value)}Z`));
  return times.some(Number.isNaN) ? values : times;
}

/** The rank of each number among the distinct ones: sorted natively, looked up by binary search. */
function numberRanks(keys: readonly number[]): { rankOf(key: number): number; distinct: number } {
  const sorted = Float64Array.from(keys).sort();
  let size = 0;
  for (const key of sorted) if (size === 0 || sorted[size - 1] !== key) sorted[size++] = key;
  const rankOf = (key: number) => {
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle]! < key) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return { rankOf, distinct: size };
}

/** The rank of each text among the distinct ones, in the collator's order. */
function textRanks(keys: ReadonlyArray<string | number>): { rankOf(key: string | number): number; distinct: number } {
  const distinct = [...new Set(keys)].sort(compareSortValues);
  const ranks = new Map(distinct.map((value, rank) => [value, rank]));
  return { rankOf: (key) => ranks.get(key)!, distinct: distinct.length };
}

/**
 * Each product's rank among the distinct non-empty values of a field (-1 when empty): the
 * collator compares each distinct value a few times instead of every product many times.
 */
function ranksOf(values: ReadonlyArray<string | number | null>): { ranks: Float64Array; distinct: number } {
  const present = values.filter((value): value is string | number => value !== null);
  const keys = asSortNumbers(present);
  const { rankOf, distinct } = keys === present ? textRanks(keys) : numberRanks(keys as number[]);
  const ranks = new Float64Array(values.length);
  for (let index = 0, next = 0; index < values.length; index++) {
    ranks[index] = values[index] === null ? -1 : rankOf(keys[next++]! as never);
  }
  return { ranks, distinct };
}

/**
 * Indices ordered by slot, ties by index: each index folded into one number with its slot and
 * sorted by the engine's numeric sort, many times faster than a sort calling back per comparison.
 */
function orderBySlot(slots: ArrayLike<number>): Int32Array {
  const size = slots.length;
  const keys = new Float64Array(size);
  for (let index = 0; index < size; index++) keys[index] = slots[index]! * size + index;
  keys.sort();
  const order = new Int32Array(size);
  for (let place = 0; place < size; place++) order[place] = keys[place]! % size;
  return order;
}

/** Each product's place when ordered by id (ascending, as the tie-breaker of every sort). */
function idPlaces(products: readonly ProductSummary[]): Int32Array {
  const byId = orderBySlot(ranksOf(products.map((product) => product.id)).ranks);
  const places = new Int32Array(products.length);
  byId.forEach((index, place) => (places[index] = place));
  return places;
}

type FieldRanks = ReturnType<typeof ranksOf>;

/**
 * The catalog's order for one sort, as directus-sort.ts orders items for [sort, 'id']: the same
 * value comparison, empty values last in both directions, ties by id ascending.
 */
function sortOrder({ ranks, distinct }: FieldRanks, descending: boolean, places: Int32Array): Int32Array {
  const valueSlot = (rank: number) => (rank === -1 ? distinct : descending ? distinct - 1 - rank : rank);
  // One slot per product: its value's slot, then its place by id for the ties.
  const slots = new Float64Array(ranks.length);
  for (let index = 0; index < ranks.length; index++) slots[index] = valueSlot(ranks[index]!) * ranks.length + places[index]!;
  return orderBySlot(slots);
}

export function createStaticCatalog(products: ProductSummary[]): StaticCatalog {
  const prepared = products.map(prepare);
  // The costly part of sorting (the collator, parsing times) is done here, once per page visit,
  // so a visitor's first choice of a sort waits only for the engine's numeric sort.
  const places = idPlaces(products);
  const fieldRanks = new Map(Object.entries(sortFields).map(([field, valueOf]) => [field, ranksOf(products.map(valueOf))]));
  const orders = new Map<ProductSort, Int32Array>();
  const orderFor = (sort: ProductSort) => {
    let order = orders.get(sort);
    const descending = sort.startsWith('-');
    if (!order) orders.set(sort, (order = sortOrder(fieldRanks.get(descending ? sort.slice(1) : sort)!, descending, places)));
    return order;
  };

  return {
    products,
    query(filters, sort, pageIndex, taxonomy) {
      const page = validPageIndex(pageIndex);
      const checks = checksFor(filters, taxonomy);
      const [first, end] = [page * shopPageSize, (page + 1) * shopPageSize];
      const found: ProductSummary[] = [];
      let count = 0;
      for (const index of orderFor(sort)) {
        const product = prepared[index]!;
        if (!checks.every((check) => check(product))) continue;
        if (count >= first && count < end) found.push(products[index]!);
        count++;
      }
      return { products: found, meta: productPageMeta(count, page, found.length) };
    },
  };
}
