import type { Page } from '@playwright/test';
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

test('the worker lives at /sw.js with the whole site as its scope', async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    return { scope: found?.scope, script: found?.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: new URL('/', page.url()).href, script: new URL('/sw.js', page.url()).href });
});
