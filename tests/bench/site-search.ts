import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { median, type BenchRow } from './verdicts.ts';

/**
 * The header's search on the 10,000-product build, throttled like Lighthouse's mobile preset
 * (4× slower CPU, 150 ms round trip, 1.6 Mbit/s down): what a first query downloads (the index's
 * own files apart from Pagefind's script and WebAssembly, which every index of any size loads),
 * and the time from the last keystroke of a query to its hits on screen, the typing pause
 * included. Budgets (issue 32): index ≤ 100 kB gzip for a first query, median ≤ 100 ms.
 */
export interface SiteSearchRun {
  indexBytes: number;
  engineBytes: number;
  firstQueryFiles: string[];
  keystrokeToHitsMs: number[];
}

/** Words a shopper types into the 10,000-product demo, one query after the other. */
const queries = ['Trauring', 'Perlenkette', 'Uhr', 'Armband', 'Ohrstecker', 'Kette', 'Anhänger', 'Solitär', 'Brosche', 'Creolen'];

const watchHits = () => {
  const state = { lastKey: NaN, hitsShown: NaN };
  (window as unknown as { __benchSearch: typeof state }).__benchSearch = state;
  document.addEventListener('keydown', () => (state.lastKey = performance.now()), true);
  new MutationObserver(() => {
    if (document.querySelector('#site-search-hits [role="option"]')) state.hitsShown = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

/** The bytes a file costs on the wire: Pagefind's index files and its WebAssembly are gzip already, the scripts are gzipped by the host. */
const wireBytes = (url: string, body: Buffer) => (/\.(pf_[a-z]+|pagefind)$/.test(new URL(url).pathname) ? body.length : gzipSync(body, { level: 9 }).length);
const isIndexFile = (url: string) => /\.pf_[a-z]+$|\/pagefind-entry\.json$/.test(new URL(url).pathname);

async function throttleLikeMobile(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function typeQuery(page: Page, query: string): Promise<number> {
  await page.locator('#site-search-field').fill('');
  await page.evaluate(() => ((window as unknown as { __benchSearch: { hitsShown: number } }).__benchSearch.hitsShown = NaN));
  // A quick typist: 80 ms between keys, so the pause before the search starts only after the last.
  await page.keyboard.type(query, { delay: 80 });
  await page.locator('#site-search-hits [role="option"]').first().waitFor({ timeout: 30_000 });
  // Later answers may still redraw the list: the last change counts.
  await page.waitForTimeout(1_500);
  return page.evaluate(() => {
    const state = (window as unknown as { __benchSearch: { lastKey: number; hitsShown: number } }).__benchSearch;
    return state.hitsShown - state.lastKey;
  });
}

export async function measureSiteSearch(browser: Browser, origin: string): Promise<SiteSearchRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.addInitScript(watchHits);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/kontakt`, { waitUntil: 'networkidle' });
    await throttleLikeMobile(page);
    const files: Array<Promise<{ url: string; bytes: number } | null>> = [];
    const collect = (response: import('@playwright/test').Response) => {
      if (new URL(response.url()).pathname.startsWith('/pagefind/')) files.push(response.body().then((body) => ({ url: response.url(), bytes: wireBytes(response.url(), body) }), () => null));
    };
    page.on('response', collect);
    await page.locator('.site-search__toggle').click();
    const first = await typeQuery(page, queries[0]!);
    page.off('response', collect);
    const loaded = (await Promise.all(files)).filter((file): file is { url: string; bytes: number } => file !== null);
    const keystrokeToHitsMs = [first];
    for (const query of queries.slice(1)) keystrokeToHitsMs.push(await typeQuery(page, query));
    return {
      indexBytes: loaded.filter((file) => isIndexFile(file.url)).reduce((total, file) => total + file.bytes, 0),
      engineBytes: loaded.filter((file) => !isIndexFile(file.url)).reduce((total, file) => total + file.bytes, 0),
      firstQueryFiles: loaded.map((file) => `${new URL(file.url).pathname} ${(file.bytes / 1024).toFixed(1)} kB`),
      keystrokeToHitsMs,
    };
  } finally {
    await context.close();
  }
}

/** `indexSeconds` and `buildSeconds`: the 10,000-product build's index time (from its output) and its whole wall time. */
export function siteSearchRows(run: SiteSearchRun, build: { indexSeconds: number | null; buildSeconds: number }): BenchRow[] {
  const group = 'site search, 10,000 products';
  const later = run.keystrokeToHitsMs.slice(1);
  return [
    { group, what: 'index downloaded for a first query (gzip)', value: run.indexBytes / 1024, unit: 'kB', budget: { max: 100 }, note: `${run.firstQueryFiles.filter((file) => /pf_|entry/.test(file)).length} index files` },
    { group, what: "Pagefind's script and WebAssembly, first query (gzip)", value: run.engineBytes / 1024, unit: 'kB', budget: null, note: 'the same at any index size' },
    { group, what: 'last keystroke → hits, throttled (median)', value: median(later), unit: 'ms', budget: { max: 100 }, note: `${later.length} queries after the first; the first ${run.keystrokeToHitsMs[0]!.toFixed(0)} ms with its downloads` },
    {
      group,
      what: 'index share of the build time',
      value: build.indexSeconds === null ? null : (100 * build.indexSeconds) / build.buildSeconds,
      unit: '%',
      budget: { max: 20 },
      note: build.indexSeconds === null ? undefined : `${build.indexSeconds.toFixed(1)} s of ${build.buildSeconds.toFixed(1)} s`,
    },
  ];
}
