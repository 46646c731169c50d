import { createStaticCatalog } from '../../widgets/core/shop/static-query.ts';
import { benchQueries, benchShop } from './shop-catalog.ts';

/**
 * Runs inside Chromium (bundled by run.ts): the static shop's answer to each query a shopper
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
  const startPrepare = performance.now();
  const catalog = createStaticCatalog(products);
  const prepareMs = performance.now() - startPrepare;

  const queries = benchQueries().map(({ name, filters, sort, page }) => {
    const run = () => {
      const start = performance.now();
      const result = catalog.query(filters, sort, page, taxonomy);
      return { ms: performance.now() - start, found: result.meta.filter_count };
    };
    const first = run();
    const warm = Array.from({ length: rounds }, () => run().ms).sort((a, b) => a - b);
    return { name, found: first.found, firstMs: first.ms, medianMs: percentile(warm, 0.5), p95Ms: percentile(warm, 0.95) };
  });
  return { products: count, prepareMs, queries };
}
