import type { Page } from '@playwright/test';
import { countingProxy } from '../support/counting-proxy.ts';
import { expect, test } from './fixtures.ts';

/** The rest of the suite blocks service workers (playwright.config.ts); here they are the subject. */
test.use({ serviceWorkers: 'allow' });

/** Resolves once a worker controls the page (it claims pages as soon as it is active). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 });

test('a visited page shows offline; a page never visited shows the offline page in its language', async ({ page, context }) => {
  await page.goto('/kontakt');
  await controlled(page);
  // A second page, visited while the worker is in control.
  await page.goto('/impressum');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  // Styles come from the worker's cache too.
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.skip-link')!).position)).not.toBe('static');

  await page.goto('/en/imprint');
  await expect(page.getByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
  await context.setOffline(false);
});

test('the site search works offline for words searched before: the worker keeps the index entry once, whatever ?ts= asked for it', async ({ page, context }) => {
  await page.goto('/kontakt');
  await controlled(page);
  const searchFor = async (words: string) => {
    await page.locator('.site-search__toggle').click();
    await page.keyboard.type(words);
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('Trauringe');
  };
  await searchFor('Trauring');

  await context.setOffline(true);
  // Pagefind asks for its entry file with a new ?ts= on each page: kept under its address without it, it answers offline.
  await page.reload();
  await searchFor('Trauring');
  expect(await page.evaluate(async () => (await caches.keys()).length > 0 && Boolean(await caches.match('/pagefind/pagefind-entry.json')))).toBe(true);
  await context.setOffline(false);
});

test('the worker lives at /sw.js with the whole site as its scope', async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    return { scope: found?.scope, script: found?.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: new URL('/', page.url()).href, script: new URL('/sw.js', page.url()).href });
});

test('a first visit fetches nothing twice: the worker keeps what the page loaded instead of loading it again', async ({ browser, baseURL }, testInfo) => {
  // Four first visits with an empty browser each, installing the worker each time.
  test.setTimeout(60_000);
  // Home (hero and product teasers), contact page (form, map), shop list, product page.
  for (const path of ['/', '/kontakt', '/shop', '/shop/taucheruhr-automatik-42-mm']) {
    const proxy = await countingProxy(baseURL!);
    const context = await browser.newContext({ baseURL: proxy.url, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(path);
    await controlled(page);
    // The worker has kept the page and its offline pages: it is done with this visit's work.
    await page.waitForFunction(async () => Boolean((await caches.match(location.href)) && (await caches.match('/en/offline.html'))), undefined, {
      timeout: 10_000,
    });
    await context.close();
    await proxy.close();

    expect(proxy.twice(), `fetched more than once on a first visit of ${path}`).toEqual([]);
    // Nothing of the worker's appears unless it was seen: the offline pages come only from it.
    expect(proxy.counts.get('GET /offline.html'), path).toBe(1);
    const { requests, bytes } = proxy.total();
    testInfo.annotations.push({ type: 'first visit', description: `${testInfo.project.name} ${path}: ${requests} requests, ${(bytes / 1024).toFixed(1)} KiB` });
  }
});
