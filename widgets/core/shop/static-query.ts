import type { ProductSort } from '../catalog/shop-settings.ts';
import type { ItemId } from '../catalog/taxonomy.ts';
import { productPageMeta, validPageIndex } from './page-meta.ts';
import type { FacetKind, ShopIndex, SortRanks } from './static-index.ts';
import { shopPageSize, type ProductPageMeta, type ShopFilters, type ShopTaxonomy } from './types.ts';

/**
 * The product list answered in the browser from the static shop's index (static-index.ts): the
 * same products, order and filter_count as the content API gives for productListQuery
 * (tests/unit/shop-static-query proves it against Directus' semantics). Built for thousands of
 * products: filters become sets of key positions checked against typed arrays, each sort order
 * is computed once from the build's ranks and kept, and a query is one pass over that order.
 * It answers with the page's ids; the cards are fetched apart (static-source.ts).
 */
interface IndexPage {
  ids: ItemId[];
  meta: ProductPageMeta;
}

/**
 * The order of the list: a sort with the ranks of its field (priceRanks, or the field's sort file
 * read by ranksFor), or the site search's ranking of the products that match the searched words.
 */
type IndexOrder = { sort: ProductSort; ranks: SortRanks } | { ranked: readonly ItemId[] };

export interface IndexQuery {
  /** `matches`: while the shopper searches for words, the products that match them (any order); only those are listed. */
  query(filters: ShopFilters, order: IndexOrder, pageIndex: number, taxonomy: ShopTaxonomy, matches?: readonly ItemId[]): IndexPage;
}

type Check = (product: number) => boolean;

/**
 * A check for "the product has one of these texts of this kind"; with none known at all,
 * nothing matches (an unknown slug names nothing, as in the API's filter).
 */
function anyOf(index: ShopIndex, kind: FacetKind, group: string, wanted: (key: string) => boolean): Check {
  const chosen = Uint8Array.from(index.keys, (entry) => (entry.kind === kind && entry.group === group && wanted(entry.key) ? 1 : 0));
  if (!chosen.includes(1)) return () => false;
  const { start, facets } = index;
  return (product) => {
    for (let at = start[product]!, end = start[product + 1]!; at < end; at++) if (chosen[facets[at]!]) return true;
    return false;
  };
}

const idsOf = (entries: ReadonlyArray<{ id: unknown; slug: string }>, slugs: readonly string[]) =>
  new Set(entries.filter((entry) => slugs.includes(entry.slug)).map((entry) => String(entry.id)));

/** The checks of the active filters, with the meaning of productListFilter (product-query.ts). */
function checksFor(index: ShopIndex, filters: ShopFilters, taxonomy: ShopTaxonomy): Check[] {
  const checks: Check[] = [];
  const { category, tag, priceMin, priceMax } = filters;
  if (category) checks.push(anyOf(index, 'category', '', (slug) => slug === category));
  if (filters.manufacturers.length) {
    const ids = idsOf(taxonomy.manufacturers, filters.manufacturers);
    checks.push(anyOf(index, 'manufacturer', '', (id) => ids.has(id)));
  }
  if (filters.subcategories.length) {
    const ids = idsOf(taxonomy.subcategories, filters.subcategories);
    checks.push(anyOf(index, 'subcategory', '', (id) => ids.has(id)));
  }
  if (tag) checks.push(anyOf(index, 'tag', '', (slug) => slug === tag));
  const { prices } = index;
  // A price on request is NaN, which no comparison lets through.
  if (priceMin !== null) {
    const lowest = Number(priceMin);
    checks.push((product) => prices[product]! >= lowest);
  }
  if (priceMax !== null) {
    const highest = Number(priceMax);
    checks.push((product) => prices[product]! <= highest);
  }
  for (const [groupId, chosen] of Object.entries(filters.attributes)) {
    if (chosen.length > 0) checks.push(anyOf(index, 'attribute', groupId, (value) => chosen.includes(value)));
  }
  return checks;
}

/**
 * The index's order for one sort, as directus-sort.ts orders items for [sort, 'id']: by rank,
 * empty values last in both directions, ties by id ascending, which is the index's own order.
 * Each product folded into one number (slot × size + position) and sorted by the engine's
 * numeric sort, many times faster than a sort calling back per comparison.
 */
function sortOrder(ranks: Int32Array, descending: boolean): Int32Array {
  const size = ranks.length;
  let highest = -1;
  for (const rank of ranks) if (rank > highest) highest = rank;
  const keys = new Float64Array(size);
  for (let product = 0; product < size; product++) {
    const rank = ranks[product]!;
    const slot = rank === -1 ? highest + 1 : descending ? highest - rank : rank;
    keys[product] = slot * size + product;
  }
  keys.sort();
  const order = new Int32Array(size);
  for (let place = 0; place < size; place++) order[place] = keys[place]! % size;
  return order;
}

export function createIndexQuery(index: ShopIndex): IndexQuery {
  // Each order is computed once per visit and kept (the ranks of a field never change within one).
  const orders = new Map<string, { ranks: Int32Array; order: Int32Array }>();
  const orderFor = (sort: ProductSort, { field, ranks }: SortRanks) => {
    const descending = sort.startsWith('-');
    if (field !== sort.replace(/^-/, '')) throw new Error(`The ranks of ${field} cannot order by ${sort}.`);
    let kept = orders.get(sort);
    if (!kept || kept.ranks !== ranks) orders.set(sort, (kept = { ranks, order: sortOrder(ranks, descending) }));
    return kept.order;
  };

  // Where each product is in the index, for the search's matches (named by id); made on the first search.
  let positions: Map<string, number> | null = null;
  const positionsOf = (ids: readonly ItemId[]): number[] => {
    positions ??= new Map(index.ids.map((id, position) => [String(id), position]));
    const known = positions;
    return ids.map((id) => known.get(String(id))).filter((position): position is number => position !== undefined);
  };

  return {
    query(filters, order, pageIndex, taxonomy, matches) {
      const page = validPageIndex(pageIndex);
      const checks = checksFor(index, filters, taxonomy);
      if (matches) {
        const matching = new Uint8Array(index.ids.length);
        for (const position of positionsOf(matches)) matching[position] = 1;
        checks.unshift((product) => matching[product] === 1);
      }
      const [first, end] = [page * shopPageSize, (page + 1) * shopPageSize];
      const ids: ItemId[] = [];
      let count = 0;
      const sequence = 'ranked' in order ? positionsOf(order.ranked) : orderFor(order.sort, order.ranks);
      for (const product of sequence) {
        if (!checks.every((check) => check(product))) continue;
        if (count >= first && count < end) ids.push(index.ids[product]!);
        count++;
      }
      return { ids, meta: productPageMeta(count, page, ids.length) };
    },
  };
}
