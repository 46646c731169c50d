import { expect, expectMounted, test } from './fixtures.ts';

/**
 * The list's own pages (/shop/seite/2, /shop/kategorie/uhren, …) are the router's addresses too:
 * it hydrates them as drawn, 'Mehr anzeigen' goes on from the page the shopper arrived at, and
 * a filter chosen there leads to the address of what was chosen.
 */
const realCards = (page: import('@playwright/test').Page) => page.locator('.product-grid .product-card:not(.product-card--placeholder)');

test('the second page of the list: its own 20 products, "Mehr anzeigen" adds the third, a reload keeps both, the previous page is a link', async ({ page, consoleErrors }) => {
  await page.goto('/shop/seite/2');
  await expectMounted(page, 'shop');
  await expect(page).toHaveTitle(/^Unsere Produkte – Seite 2 \|/);
  const first = await realCards(page).first().locator('.product-card__name').textContent();
  await expect(realCards(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Mehr anzeigen' }).click();
  await expect(realCards(page)).toHaveCount(40);
  await expect(page).toHaveURL(/\/shop\/seite\/2\?page=2$/);
  await page.reload();
  await expectMounted(page, 'shop');
  await expect(realCards(page)).toHaveCount(40);
  await expect(realCards(page).first().locator('.product-card__name')).toHaveText(first!);
  await page.getByRole('link', { name: /Vorherige Seite/ }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(realCards(page)).toHaveCount(20);
  await expect(realCards(page).first().locator('.product-card__name')).not.toHaveText(first!);
  expect(consoleErrors).toEqual([]);
});

test('a category page: chosen in the filter, "Alle Filter zurücksetzen" leads back to every product, Back returns to it', async ({ page, consoleErrors }) => {
  await page.goto('/shop/kategorie/uhren');
  await expectMounted(page, 'shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uhren');
  await expect(page.getByLabel('Kategorie')).toHaveValue('uhren');
  await expect(page.locator('.shop-list__count')).toHaveText('22 Produkte');
  // The links that stand in for the filters without script are not shown beside them.
  await expect(page.getByRole('navigation', { name: 'Sortiment' })).toBeHidden();
  // A second filter makes it a question the query carries.
  await page.getByRole('group', { name: 'Hersteller' }).getByLabel('Nordkap Uhrenwerke').check();
  await expect(page).toHaveURL(/\/shop\?category=uhren&manufacturer=nordkap-uhrenwerke$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsere Produkte');
  await page.getByRole('link', { name: 'Alle Filter zurücksetzen' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/kategorie\/uhren$/);
  await expect(page.locator('.shop-list__count')).toHaveText('22 Produkte');
  expect(consoleErrors).toEqual([]);
});

test('another category chosen with the arrow keys, a reload, then Back: the first category is shown again, not only named in the address', async ({ page, consoleErrors }) => {
  await page.goto('/shop/kategorie/uhren');
  await expectMounted(page, 'shop');
  const category = page.getByLabel('Kategorie');
  await category.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).not.toHaveURL(/\/shop\/kategorie\/uhren$/);
  const chosen = await page.getByRole('heading', { level: 1 }).textContent();
  expect(chosen).not.toBe('Uhren');
  // Reloaded, the page stands as the build drew it; nothing is touched before going back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen!);
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/kategorie\/uhren$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uhren');
  await expect(page.locator('.shop-list__count')).toHaveText('22 Produkte');
  await expect(category).toHaveValue('uhren');
  expect(consoleErrors).toEqual([]);
});
