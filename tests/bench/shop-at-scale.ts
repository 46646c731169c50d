import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { median, type BenchRow } from './verdicts.ts';

/**
 * /shop of the 10,000-product build, as a first-time visitor on a desktop meets it: when the
 * product cards are there to stay (the last time the list went from empty to filled, so a
 * router that blanks the prerendered list counts), the data the list downloads up to and
 * including the first filter (every fetch, whatever it is called: a whole catalog or a compact
 * index), long tasks up to then, and how long a filter click takes to change the list.
 */
export interface ShopAtScale {
  cardsShownMs: number;
  firstPaintMs: number;
  dataRaw: number;
  dataGzip: number;
  dataFiles: number;
  longestTaskMs: number;
  longTasks: number;
  redrawMs: number[];
}

const watchShop = () => {
  const state = { cardsShownMs: NaN, longTasks: [] as number[] };
  (window as unknown as { __benchShop: typeof state }).__benchShop = state;
  let shown = false;
  // No named function inside: the page gets this function's source, without tsx's __name helper.
  new MutationObserver(() => {
    const now = document.querySelector('.product-card') !== null;
    if (now && !shown) state.cardsShownMs = performance.now();
    shown = now;
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

/** Clicks a filter box and waits until the product list changes; the time from click to the next frame after it. */
const clickAndWait = async (index: number): Promise<number> => {
  const boxes = [...document.querySelectorAll<HTMLInputElement>('.shop-filters input[type="checkbox"]')];
  const box = boxes[index % boxes.length];
  const list = document.querySelector('.shop-list__count')?.closest('section, div') ?? document.body;
  if (!box) return NaN;
  return new Promise<number>((resolve) => {
    const started = performance.now();
    const timeout = setTimeout(() => (observer.disconnect(), resolve(NaN)), 10_000);
    const observer = new MutationObserver(() => {
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => resolve(performance.now() - started));
    });
    observer.observe(list, { childList: true, subtree: true, characterData: true });
    box.click();
  });
};

export async function measureShopAtScale(browser: Browser, origin: string, redraws: number): Promise<ShopAtScale> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(watchShop);
  const page = await context.newPage();
  const data: Array<Promise<Buffer | null>> = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind === 'fetch' || kind === 'xhr') data.push(response.body().catch(() => null));
  });
  try {
    await page.goto(`${origin}/shop`, { waitUntil: 'networkidle' });
    await page.locator('.shop-filters input[type="checkbox"]').first().waitFor({ state: 'attached', timeout: 60_000 });
    // Read before the first click: a filter legitimately redraws the cards.
    const cardsShownMs = await page.evaluate(() => (window as unknown as { __benchShop: { cardsShownMs: number } }).__benchShop.cardsShownMs);
    const firstPaintMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    const redrawMs: number[] = [];
    // The first click is the one that may fetch the filter index; then on and off, as shoppers do.
    for (let index = 0; index < redraws; index += 1) {
      redrawMs.push(await page.evaluate(clickAndWait, Math.floor(index / 2)));
      if (index === 0) await page.waitForLoadState('networkidle');
    }
    const state = await page.evaluate(() => (window as unknown as { __benchShop: { longTasks: number[] } }).__benchShop);
    const bodies = (await Promise.all(data)).filter((body): body is Buffer => body !== null);
    return {
      cardsShownMs,
      firstPaintMs,
      dataRaw: bodies.reduce((total, body) => total + body.length, 0),
      dataGzip: bodies.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0),
      dataFiles: bodies.length,
      longestTaskMs: Math.max(0, ...state.longTasks),
      longTasks: state.longTasks.length,
      redrawMs,
    };
  } finally {
    await context.close();
  }
}

/** Budgets of issue 12: cards from the HTML, index ≤ 150 kB gzip, no long task over 50 ms, a filter redraw < 100 ms. */
export function shopRows(visits: ShopAtScale[]): BenchRow[] {
  const first = visits[0]!;
  const redraws = visits.flatMap((visit) => visit.redrawMs).filter((value) => !Number.isNaN(value));
  return [
    { group: '/shop, 10,000 products', what: 'product cards shown to stay', value: median(visits.map((visit) => visit.cardsShownMs)), unit: 'ms', budget: null, note: `median of ${visits.length} visits` },
    // Cards from the HTML are in place before the first paint: anything later is a wait (or a blank list).
    { group: '/shop, 10,000 products', what: 'cards later than the first paint', value: median(visits.map((visit) => Math.max(0, visit.cardsShownMs - visit.firstPaintMs))), unit: 'ms', budget: { max: 0 } },
    { group: '/shop, 10,000 products', what: 'data downloaded up to the first filter (gzip)', value: first.dataGzip / 1024, unit: 'kB', budget: { max: 150 }, note: `${(first.dataRaw / 1024).toFixed(0)} kB raw, ${first.dataFiles} files` },
    { group: '/shop, 10,000 products', what: 'longest task', value: median(visits.map((visit) => visit.longestTaskMs)), unit: 'ms', budget: { max: 50 }, note: `${first.longTasks} long tasks in the first visit` },
    { group: '/shop, 10,000 products', what: 'filter click → list updated', value: median(redraws), unit: 'ms', budget: { max: 100 }, note: `median of ${redraws.length} clicks` },
  ];
}
