import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startPreviewServer } from '../../server/preview.ts';
import { startDirectusDouble, type DirectusDouble } from '../support/directus-double.ts';
import { distDir, e2eBuildEnv, portBase } from './build-env.mjs';
import { expect, expectMounted, test } from './fixtures.ts';

/**
 * SHOP_SOURCE=live: the shop asks the content service from the browser and shows its product
 * images from there (/assets/{id}?width=…). The page's CSP must let exactly those load. This
 * file makes its own build against a local Directus double (the suite's builds are static) and
 * serves it; the policy and the live source are the same in both runtimes, so it runs for React
 * only, to spend one build (about a minute on a busy machine), not two.
 */
const doublePort = portBase + 10;
const sitePort = portBase + 11;
const siteOrigin = `http://127.0.0.1:${sitePort}`;
const liveDir = path.resolve(distDir, 'live-react');

let double: DirectusDouble;
let site: { close(): Promise<void> } | undefined;

function buildLiveSite(contentUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['build.mjs', '--runtime=react', `--out=${liveDir}`], {
      env: { ...process.env, ...e2eBuildEnv, SHOP_SOURCE: 'live', CONTENT_URL: contentUrl, PROJECT_DOMAIN: 'juwelier-albrecht.de', CONTENT_CACHE_DURATION: '0s' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the live build failed (exit ${code}):\n${errors}`))));
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'react') return;
  testInfo.setTimeout(240_000);
  double = await startDirectusDouble({ port: doublePort, corsOrigins: [siteOrigin] });
  await buildLiveSite(double.url);
  site = await startPreviewServer({ root: liveDir, port: sitePort });
});

test.afterAll(async () => {
  await site?.close();
  await double?.close();
});

test.beforeEach(({}, testInfo) => {
  // Scrolling through a list of two dozen cards and waiting for each image takes a while.
  test.slow();
  test.skip(testInfo.project.name !== 'react', 'one live build, for React: the CSP and the live source do not depend on the runtime');
});

/** Scrolls through the page as a visitor would, so every lazy image asks for its file. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/** The images that did not load, once each has finished one way or the other. */
async function brokenImages(page: Page, selector: string): Promise<string[]> {
  const images = page.locator(selector);
  // Each lazy image is brought near the viewport so it asks for its file, then all are awaited together.
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await expect.poll(() => images.evaluateAll((elements: HTMLImageElement[]) => elements.every((element) => element.complete)), { timeout: 20_000 }).toBe(true);
  return images.evaluateAll((elements: HTMLImageElement[]) => elements.filter((element) => element.naturalWidth === 0).map((element) => element.currentSrc || element.src));
}

// A CSP violation fails every test of the suite (fixtures.ts); these would be img-src ones.
test("the live shop's product images come from the content service and all load, with no CSP violation", async ({ page, consoleErrors }) => {
  await page.goto(`${siteOrigin}/shop`);
  await expectMounted(page, 'shop');
  const liveImages = `.product-card img[src^="${double.url}/assets/"]`;
  // The prerendered list shows the build's copies; the router's live answer replaces them.
  await expect(page.locator(liveImages).first()).toBeVisible();
  await scrollThrough(page);
  const cards = await page.locator('.product-card').count();
  expect(cards).toBeGreaterThanOrEqual(20);
  // A quick scroll on a busy machine can pass a card between two frames, before its image asked
  // for its file; a visitor would stop there, so each is brought into view before it is counted.
  for (const image of await page.locator('.product-card img').all()) await image.scrollIntoViewIfNeeded();
  await expect(page.locator(liveImages)).toHaveCount(cards);
  expect(await brokenImages(page, liveImages)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a live product page's gallery loads from the content service, with no CSP violation", async ({ page, consoleErrors }) => {
  await page.goto(`${siteOrigin}/shop/polarkreis-fliegeruhr-42-mm`);
  await expectMounted(page, 'shop');
  const liveImages = `.product-detail img[src^="${double.url}/assets/"]`;
  await expect(page.locator(liveImages).first()).toBeVisible();
  await scrollThrough(page);
  expect(await brokenImages(page, liveImages)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
