import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../e2e/ensure-chromium.mjs';
import { withModuleInChromium } from '../support/chromium-bundle.ts';
import type { ShopBenchResult } from './shop-query.browser.ts';

/**
 * `npm run bench`: performance measured, never asserted by a timed test. Each case runs in real
 * Chromium (Debian's, as the browser tests) and is judged against its budget; the command exits
 * non-zero when a budget is missed, so a slower change shows up when someone runs it.
 *
 * Case "shop query": filter, sort and page a 10,000-product static catalog in the browser
 * (widgets/core/shop/static-query.ts), as the static shop source does on every filter change.
 * Budget: under 10 ms per query, for the first run of a query (which builds its sort order)
 * as much as for the 95th percentile of the warm runs.
 */
const catalogSize = Number(process.env.BENCH_PRODUCTS || 10_000);
const rounds = Number(process.env.BENCH_ROUNDS || 50);
const budgetMs = 10;

const entry = fileURLToPath(new URL('./shop-query.browser.ts', import.meta.url));

// The same Chromium as the browser tests: installed when missing (as root), else a clear message.
try {
  process.env.CHROMIUM_PATH = ensureChromium();
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}

const result = await withModuleInChromium(entry, 'shopBench', (page) =>
  page.evaluate(([count, times]) => (window as unknown as { shopBench: { runShopBench(count: number, rounds: number): ShopBenchResult } }).shopBench.runShopBench(count, times), [catalogSize, rounds] as const),
);

const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
console.log(`\nShop query: ${result.products.toLocaleString('en')} products in Chromium, ${rounds} warm runs per query, budget ${budgetMs} ms`);
console.log(`  catalog preparation (once per page visit): ${ms(result.prepareMs)}\n`);
console.log(`  ${'query'.padEnd(40)} ${'found'.padStart(6)} ${'first'.padStart(10)} ${'median'.padStart(10)} ${'p95'.padStart(10)}`);
const over: string[] = [];
for (const query of result.queries) {
  const worst = Math.max(query.firstMs, query.p95Ms);
  const verdict = worst < budgetMs ? '' : '  OVER BUDGET';
  if (verdict) over.push(query.name);
  console.log(`  ${query.name.padEnd(40)} ${String(query.found).padStart(6)} ${ms(query.firstMs)} ${ms(query.medianMs)} ${ms(query.p95Ms)}${verdict}`);
}
if (over.length) {
  console.error(`\n✗ ${over.length} of ${result.queries.length} queries over the ${budgetMs} ms budget: ${over.join(', ')}`);
  process.exit(1);
}
console.log(`\n✓ Every query under ${budgetMs} ms.`);
