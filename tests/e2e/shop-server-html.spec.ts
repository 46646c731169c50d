import type { Page } from '@playwright/test';
import { expect, expectMounted, test } from './fixtures.ts';

/**
 * The build prerenders the shop's list and product pages; the shop router keeps that HTML on show
 * until it can show the same or better. With a slow catalog the products never disappear between
 * first paint and the router's own render, and nothing visible moves (CLS ≤ 0.01).
 */
declare global {
  interface Window {
    shopWatch: { layoutShift: number; fewestCards: number | null; headingMissing: boolean };
  }
}

/** From the first frame on: the layout shift so far, and the fewest product cards (or a missing heading) seen in the shop. */
async function watchShop(page: Page) {
  await page.addInitScript(() => {
    window.shopWatch = { layoutShift: 0, fewestCards: null, headingMissing: false };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.shopWatch.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const sample = () => {
      const shop = document.querySelector('[data-widget="shop"]');
      // Once the placeholder is parsed completely (the footer follows it), it must always show products.
      if (shop && document.querySelector('footer')) {
        const cards = shop.querySelectorAll('.product-card').length;
        window.shopWatch.fewestCards = Math.min(window.shopWatch.fewestCards ?? cards, cards);
        if (!shop.querySelector('h1')) window.shopWatch.headingMissing = true;
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/** The catalog answers late, as on a slow connection. */
async function slowCatalog(page: Page, delayMs: number) {
  await page.route('**/data/shop/**', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ response }).catch(() => {});
  });
}

const watched = (page: Page) => page.evaluate(() => window.shopWatch);

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a cold /shop with a slow catalog keeps its prerendered products on show until the full list is there, without moving', async ({ page, consoleErrors }) => {
      await watchShop(page);
      await slowCatalog(page, 2000);
      await page.goto('/shop');
      await expect(page.locator('.product-grid .product-card')).toHaveCount(20);
      // Still loading: the prerendered list is what the shopper sees meanwhile.
      await page.waitForTimeout(1000);
      expect((await watched(page)).fewestCards).toBe(20);
      await expectMounted(page, 'shop');
      await expect(page.locator('.shop-list__count')).toHaveText(/^\d+ Produkte$/);
      await page.waitForTimeout(500);
      const { fewestCards, layoutShift } = await watched(page);
      expect(fewestCards).toBe(20);
      expect(layoutShift).toBeLessThanOrEqual(0.01);
      // The router's list works as before. The next page waits for two slow answers in turn (the
      // index with the sort's ranks, then the page's cards), 2 s each here.
      await page.getByRole('button', { name: 'Mehr anzeigen' }).click();
      await expect(page.locator('.product-grid .product-card')).toHaveCount(40, { timeout: 10_000 });
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('a product page with a slow catalog keeps its prerendered content until the router has the product, without moving', async ({ page, consoleErrors }) => {
  await watchShop(page);
  await slowCatalog(page, 2000);
  await page.goto('/shop/taucheruhr-automatik-42-mm');
  const heading = page.getByRole('heading', { level: 1, name: 'Taucheruhr Automatik 42 mm' });
  await expect(heading).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(heading).toBeVisible();
  await expect(page.locator('.purchase-box .price__amount')).toHaveText('849,90 €');
  await expectMounted(page, 'shop');
  await expect(page.getByLabel('Anzahl')).toBeVisible();
  await page.waitForTimeout(500);
  const { headingMissing, layoutShift } = await watched(page);
  expect(headingMissing).toBe(false);
  expect(layoutShift).toBeLessThanOrEqual(0.01);
  expect(consoleErrors).toEqual([]);
});

test('a filtered list, which the build did not prerender, holds the prerendered products in place until the delayed-load notice is due, then shows the filtered products', async ({ page }) => {
  await slowCatalog(page, 1500);
  await page.goto('/shop?category=optik');
  await expect(page.locator('.shop-list__count')).toHaveText('12 Produkte', { timeout: 10_000 });
  await expect(page.locator('.product-grid .product-card')).toHaveCount(12);
});
