import type { Page } from '@playwright/test';
import { expect, expectMounted, test } from './fixtures.ts';

/**
 * 'Mehr anzeigen' as a shopper uses it: on a slow line the page below does not jump when the next
 * products arrive, the keyboard goes on at the first new product, and a phone's filter panel stays
 * open while the shopper takes filters back.
 */

declare global {
  interface Window {
    unexpectedShift: number;
  }
}

/** Sums the layout shifts from now on that came without the visitor's doing (what CLS counts). */
async function watchShifts(page: Page) {
  await page.evaluate(() => {
    window.unexpectedShift = 0;
    type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) if (!entry.hadRecentInput) window.unexpectedShift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
}

/** Product files answer 1.5 s late, as on a slow mobile line. */
async function slowProductFiles(page: Page) {
  await page.route(/\/data\/shop\/de\/(cards|sort-|index)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
}

const realCards = (page: Page) => page.locator('.product-grid .product-card:not(.product-card--placeholder)');

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('on a slow line the next products take their room at once: nothing below them jumps when they arrive', async ({ page, consoleErrors }) => {
      await slowProductFiles(page);
      await page.goto('/shop');
      await expectMounted(page, 'shop');
      await expect(realCards(page)).toHaveCount(20);
      const more = page.getByRole('button', { name: 'Mehr anzeigen' });
      await more.scrollIntoViewIfNeeded();
      await watchShifts(page);
      await more.click();
      await expect(page.locator('.product-card--placeholder')).toHaveCount(20);
      await expect(realCards(page)).toHaveCount(40, { timeout: 15_000 });
      await expect(page.locator('.product-card--placeholder')).toHaveCount(0);
      // Two frames after the last card, so a late shift is counted too.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => window.unexpectedShift)).toBeLessThanOrEqual(0.01);
      expect(consoleErrors).toEqual([]);
    });

    test('by keyboard, Enter on "Mehr anzeigen" leads on to the first new product, and Tab goes on from there', async ({ page }) => {
      await page.goto('/shop');
      await expectMounted(page, 'shop');
      await expect(realCards(page)).toHaveCount(20);
      const more = page.getByRole('button', { name: 'Mehr anzeigen' });
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(realCards(page)).toHaveCount(40);
      const firstNew = realCards(page).nth(20).locator('.product-card__name a');
      await expect(firstNew).toBeFocused();
      // Tab goes on through the new products (their name and shipping-cost links), not back up the page.
      const cardOfFocus = () =>
        page.evaluate(() => [...document.querySelectorAll('.product-grid .product-card')].findIndex((card) => card.contains(document.activeElement)));
      for (let step = 0; step < 3; step += 1) {
        await page.keyboard.press('Tab');
        expect(await cardOfFocus()).toBeGreaterThanOrEqual(20);
      }
      expect(await cardOfFocus()).toBeGreaterThan(20);
    });
  });
}

test('the next products are fetched as the shopper scrolls near "Mehr anzeigen", so the press shows them without asking again', async ({ page }) => {
  const cardFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/data/shop/de/cards/')) cardFiles.push(pathname);
  });
  await page.goto('/shop');
  await expectMounted(page, 'shop');
  await expect(realCards(page)).toHaveCount(20);
  expect(cardFiles).toEqual([]);
  await page.getByRole('button', { name: 'Mehr anzeigen' }).scrollIntoViewIfNeeded();
  await expect.poll(() => cardFiles.length).toBe(20);
  const fetchedAhead = [...cardFiles];
  await page.getByRole('button', { name: 'Mehr anzeigen' }).click();
  await expect(realCards(page)).toHaveCount(40);
  expect(cardFiles).toEqual(fetchedAhead);
});

test('a reload halfway down the longer list comes back to the same place in it', async ({ page }) => {
  await page.goto('/shop');
  await expectMounted(page, 'shop');
  const more = page.getByRole('button', { name: 'Mehr anzeigen' });
  await more.click();
  await expect(realCards(page)).toHaveCount(40);
  await more.click();
  await expect(realCards(page)).toHaveCount(60);
  await expect(page).toHaveURL(/page=2/);
  await realCards(page).nth(45).scrollIntoViewIfNeeded();
  const card = realCards(page).nth(45).locator('.product-card__name a');
  const name = await card.textContent();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(1000);

  await page.reload();
  await expect(realCards(page)).toHaveCount(60);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 40);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 40);
  await expect(realCards(page).nth(45).locator('.product-card__name a')).toHaveText(name!);
  await expect(realCards(page).nth(45)).toBeInViewport();
});

test('a price that is no price is named with a message, the list stays as it was, and a valid one then applies', async ({ page }) => {
  await page.goto('/shop');
  await expectMounted(page, 'shop');
  const count = page.locator('.shop-list__count');
  await expect(count).toHaveText(/^\d+ Produkte$/);
  const before = await count.textContent();
  const from = page.getByLabel('von (€)');
  await from.fill('abc');
  await page.getByRole('button', { name: 'Preis anwenden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte einen Preis in Euro eingeben, z. B. 49,90.');
  await expect(from).toBeFocused();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveValue('abc');
  await expect(count).toHaveText(before!);
  expect(page.url()).not.toContain('price_min');

  await from.fill('200,5');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/price_min=200\.50/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(count).not.toHaveText(before!);
});

test('choosing another order and then the shop\'s own order again leaves the plain address', async ({ page }) => {
  await page.goto('/shop');
  await expectMounted(page, 'shop');
  const sort = page.getByLabel('Sortieren');
  await expect(sort).toHaveValue('-date_created');
  await sort.selectOption('price_brutto');
  await expect(page).toHaveURL(/\?sort=price_brutto$/);
  await sort.selectOption('-date_created');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(sort).toHaveValue('-date_created');
  await expect(page.locator('.shop-list__count')).toHaveText(/^\d+ Produkte$/);
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a keyboard user skips the filters with one link and goes on at the products', async ({ page }) => {
    await page.goto('/shop');
    await expectMounted(page, 'shop');
    const skip = page.getByRole('link', { name: 'Zu den Produkten springen' });
    await skip.focus();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#shop-results')))).toBe(true);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.shop-filters')))).toBe(false);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the filter panel stays open, with the focus on the box, when the shopper takes the last filter back', async ({ page }) => {
    await page.goto('/shop');
    await expectMounted(page, 'shop');
    const panel = page.locator('details.shop-filters');
    await panel.locator('summary').click();
    const box = panel.getByRole('checkbox').first();
    await box.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\?/);
    await expect(panel.locator('summary')).toHaveText(/\(1\)/);
    await expect(box).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).not.toHaveURL(/\?.*(manufacturer|category|attr|subcategory)/);
    await expect(panel.locator('summary')).toHaveText('Filter');
    await expect(panel).toHaveAttribute('open', '');
    await expect(box).toBeFocused();
    await expect(box).not.toBeChecked();
  });
});
