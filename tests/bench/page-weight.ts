import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { countingProxy } from '../support/counting-proxy.ts';
import { pageTypes, type PageType } from './browser.ts';
import type { BenchRow } from './verdicts.ts';

/**
 * What a first-time visitor's browser loads before touching anything (cookie banner showing):
 * each page type is opened in a fresh Chromium profile at 412×823, left until the network is
 * idle, and every JS and CSS response the page received is summed, compressed here as a host
 * would serve it (gzip level 9, brotli quality 11), so the figure does not depend on whether the
 * preview server compresses. Also counted: render-blocking stylesheets in the HTML, addresses
 * fetched from the network twice (by the page and again by the service worker), and the layout
 * shift a visitor saw.
 */
export interface PageWeight {
  runtime: string;
  type: PageType;
  js: { raw: number; gzip: number; brotli: number; files: number };
  css: { raw: number; gzip: number; brotli: number; files: number };
  blockingStylesheets: number;
  fetchedTwice: string[];
  cls: number;
}

const layoutShiftObserver = () => {
  const state = { cls: 0 };
  (window as unknown as { __benchShift: typeof state }).__benchShift = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) state.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

const compressed = (body: Buffer) => ({
  raw: body.length,
  gzip: gzipSync(body, { level: 9 }).length,
  brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

/** Stylesheet links in the head that hold up the first paint (no media query that excludes the screen). */
export function blockingStylesheets(html: string): number {
  const head = html.split(/<\/head>/i)[0] ?? '';
  return [...head.matchAll(/<link\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => /\brel=["']?stylesheet/i.test(tag) && !/\bmedia=["']?(print|not all)/i.test(tag) && !/\bdisabled\b/i.test(tag)).length;
}

async function measurePage(browser: Browser, origin: string, runtime: string, type: PageType, path: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'allow' });
  await context.addInitScript(layoutShiftObserver);
  // Counted at the network: the page's requests and the service worker's (tests/support/counting-proxy.ts).
  const proxy = await countingProxy(origin);
  const page = await context.newPage();
  const bodies: Array<Promise<{ kind: 'js' | 'css'; body: Buffer } | null>> = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    bodies.push(response.body().then((body) => ({ kind: kind === 'script' ? 'js' : 'css', body }), () => null));
  });
  try {
    const response = await page.goto(proxy.url + path, { waitUntil: 'networkidle' });
    const html = (await response?.text()) ?? '';
    const cls = await page.evaluate(() => (window as unknown as { __benchShift: { cls: number } }).__benchShift.cls);
    // Bytes are what arrived up to now; what loads while the worker settles below is not counted.
    const loaded = (await Promise.all(bodies.slice())).filter((entry) => entry !== null);
    // The worker keeps the page once it is in control: until then it may still fetch, so the
    // count of doubles waits for it. A worker that never keeps the page fails the bench here.
    await page.waitForFunction(async () => navigator.serviceWorker.controller !== null && Boolean(await caches.match(location.href)), undefined, { timeout: 10_000 });
    const sum = (kind: 'js' | 'css') => {
      const sizes = loaded.filter((entry) => entry.kind === kind).map((entry) => compressed(entry.body));
      return {
        raw: sizes.reduce((total, size) => total + size.raw, 0),
        gzip: sizes.reduce((total, size) => total + size.gzip, 0),
        brotli: sizes.reduce((total, size) => total + size.brotli, 0),
        files: sizes.length,
      };
    };
    return {
      runtime,
      type,
      js: sum('js'),
      css: sum('css'),
      blockingStylesheets: blockingStylesheets(html),
      fetchedTwice: proxy.twice(),
      cls,
    };
  } finally {
    await context.close();
    await proxy.close();
  }
}

export async function measurePages(browser: Browser, origin: string, runtime: string): Promise<PageWeight[]> {
  const results: PageWeight[] = [];
  for (const { type, path } of pageTypes) results.push(await measurePage(browser, origin, runtime, type, path));
  return results;
}

/** Budgets of issue 12: JS before interaction on content pages ≤ 80 kB gzip (React), ≤ 20 kB (preact). */
const jsBudgetKb = { react: 80, preact: 20 } as Record<string, number>;
const contentTypes: PageType[] = ['home', 'content page', 'contact'];

export function weightRows(weights: PageWeight[]): BenchRow[] {
  const kb = (bytes: number) => bytes / 1024;
  return weights.flatMap((weight) => {
    const label = `${weight.type}, ${weight.runtime}`;
    const jsBudget = contentTypes.includes(weight.type) ? { max: jsBudgetKb[weight.runtime]! } : null;
    return [
      { group: 'JS before interaction (gzip)', what: label, value: kb(weight.js.gzip), unit: 'kB', budget: jsBudget, note: `brotli ${kb(weight.js.brotli).toFixed(1)} kB, ${weight.js.files} files` },
      { group: 'CSS before interaction (gzip)', what: label, value: kb(weight.css.gzip), unit: 'kB', budget: null, note: `brotli ${kb(weight.css.brotli).toFixed(1)} kB, ${weight.css.files} files` },
      { group: 'render-blocking stylesheets', what: label, value: weight.blockingStylesheets, unit: '', budget: { max: 1 } },
      { group: 'fetched twice on a first visit', what: label, value: weight.fetchedTwice.length, unit: '', budget: { max: 0 }, note: weight.fetchedTwice.slice(0, 3).join(' ') || undefined },
      { group: 'CLS (own observer, load)', what: label, value: weight.cls, unit: '', budget: { max: 0.01 } },
    ];
  });
}
