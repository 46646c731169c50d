import { fileURLToPath } from 'node:url';
import { withModuleInChromium } from '../support/chromium-bundle.ts';
import type { ShopBenchResult } from './shop-query.browser.ts';
import type { BenchRow } from './verdicts.ts';

/**
 * Filter, sort and page a 10,000-product static catalog in Chromium (widgets/core/shop/static-query.ts),
 * as the static shop source does on every filter change. Budget: under 10 ms per query, for the
 * first run of a query (which builds its sort order) as for the median and 95th percentile of the warm runs.
 */
const entry = fileURLToPath(new URL('./shop-query.browser.ts', import.meta.url));
const queryBudgetMs = 10;

export function measureShopQueries(count: number, rounds: number): Promise<ShopBenchResult> {
  return withModuleInChromium(entry, 'shopBench', (page) =>
    page.evaluate(
      ([products, times]) => (window as unknown as { shopBench: { runShopBench(count: number, rounds: number): ShopBenchResult } }).shopBench.runShopBench(products, times),
      [count, rounds] as const,
    ),
  );
}

export function shopQueryRows(result: ShopBenchResult, rounds: number): BenchRow[] {
  const worst = (pick: (query: ShopBenchResult['queries'][number]) => number) =>
    result.queries.reduce((slowest, query) => (pick(query) > pick(slowest) ? query : slowest));
  const group = `shop query, ${result.products.toLocaleString('en')} products`;
  const row = (what: string, pick: (query: ShopBenchResult['queries'][number]) => number): BenchRow => {
    const query = worst(pick);
    return { group, what, value: pick(query), unit: 'ms', budget: { max: queryBudgetMs }, note: `slowest: ${query.name}` };
  };
  return [
    row('first run of a query (slowest)', (query) => query.firstMs),
    row(`median of ${rounds} warm runs (slowest query)`, (query) => query.medianMs),
    row('p95 of the warm runs (slowest query)', (query) => query.p95Ms),
  ];
}
