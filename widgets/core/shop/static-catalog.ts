import type { ItemId } from '../catalog/taxonomy.ts';
import { parseShopIndex, parseSortFile, priceRanks, ranksFor, type SortRanks } from './static-index.ts';
import { shopIndexFiles } from './static-index-writer.ts';
import { createIndexQuery } from './static-query.ts';
import type { ListSort, ProductPage, ProductSummary, ShopFilters, ShopTaxonomy } from './types.ts';

/**
 * The static shop's answers as whole pages, for the build (the prerendered first page) and the
 * tests: the index files the build writes, read back through JSON exactly as the browser reads
 * them, and each id's card looked up as the browser fetches it. One path for all of them, so
 * what the build prerenders and what the browser shows cannot disagree.
 */
export interface StaticCatalog {
  /** `matches`: the products the searched words find, best first (static-source.ts gets them from the site search). */
  query(filters: ShopFilters, sort: ListSort, pageIndex: number, taxonomy: ShopTaxonomy, matches?: readonly ItemId[]): ProductPage;
}

const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

export function createStaticCatalog(products: readonly ProductSummary[]): StaticCatalog {
  const files = shopIndexFiles(products);
  const index = parseShopIndex(throughJson(files.index));
  if (!index) throw new Error('The shop index written from these products does not read back (duplicate product ids?).');
  const ranks = new Map<string, SortRanks>([['price_brutto', priceRanks(index)]]);
  for (const file of files.sorts) {
    const read = parseSortFile(throughJson(file));
    const fieldRanks = read && ranksFor(index, read);
    if (!fieldRanks) throw new Error(`The ${file.field} sort file does not read back.`);
    ranks.set(file.field, fieldRanks);
  }
  const cards = new Map(products.map((product) => [String(product.id), product]));
  const query = createIndexQuery(index);
  return {
    query(filters, sort, pageIndex, taxonomy, matches) {
      const order = sort === 'relevance' ? { ranked: matches ?? [] } : { sort, ranks: ranks.get(sort.replace(/^-/, ''))! };
      const { ids, meta } = query.query(filters, order, pageIndex, taxonomy, matches);
      return { products: ids.map((id) => cards.get(String(id))!), meta };
    },
  };
}
