import { parseShopIndex, parseSortFile, priceRanks, ranksFor, type SortRanks } from '../../widgets/core/shop/static-index.ts';
import { shopIndexFiles } from '../../widgets/core/shop/static-index-writer.ts';
import { createIndexQuery } from '../../widgets/core/shop/static-query.ts';
import { benchQueries, benchShop } from './shop-catalog.ts';

/**
 * Runs inside Chromium (bundled by run.ts): the static shop's answer (from its index) to each query a shopper
 * makes, on a generated catalog of `count` products. The first run of a query is timed apart,
 * because the first query with a sort order also builds that order (what a visitor waits for
 * once per page visit); the warm runs are what every further filter click costs.
 */
export interface QueryTiming {
  name: string;
  found: number;
  firstMs: number;
  medianMs: number;
  p95Ms: number;
}

export interface ShopBenchResult {
  products: number;
  prepareMs: number;
  queries: QueryTiming[];
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

export function runShopBench(count: number, rounds: number): ShopBenchResult {
  const { products, taxonomy } = benchShop(count);
  // The build's part (the index file's text) apart; timed is the browser's: reading the file and preparing it.
  const files = shopIndexFiles(products);
  const [indexText, ...sortTexts] = [files.index, ...files.sorts].map((file) => JSON.stringify(file));
  const startPrepare = performance.now();
  const index = parseShopIndex(JSON.parse(indexText!));
  if (!index) throw new Error('The bench catalog gives no valid index.');
  const ranks = new Map<string, SortRanks>([['price_brutto', priceRanks(index)]]);
  for (const text of sortTexts) {
    const file = parseSortFile(JSON.parse(text));
    const fieldRanks = file && ranksFor(index, file);
    if (fieldRanks) ranks.set(fieldRanks.field, fieldRanks);
  }
  const catalog = createIndexQuery(index);
  const prepareMs = performance.now() - startPrepare;

  const queries = benchQueries().map(({ name, filters, sort, page }) => {
    const run = () => {
      const start = performance.now();
      const result = catalog.query(filters, { sort, ranks: ranks.get(sort.replace(/^-/, ''))! }, page, taxonomy);
      return { ms: performance.now() - start, found: result.meta.filter_count };
    };
    const first = run();
    const warm = Array.from({ length: rounds }, () => run().ms).sort((a, b) => a - b);
    return { name, found: first.found, firstMs: first.ms, medianMs: percentile(warm, 0.5), p95Ms: percentile(warm, 0.95) };
  });
  return { products: count, prepareMs, queries };
}
