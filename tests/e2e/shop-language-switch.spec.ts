import type { Page } from '@playwright/test';
import { expect, expectMounted, test } from './fixtures.ts';

/**
 * The language switcher in the header always leads to the shop view on show, in the other
 * language: the same product, the same filtered list, the brands page, the cart, also after the
 * shop has changed its view without a page load.
 */
const switcherHrefs = (page: Page) =>
  page.locator('.language-switcher a[hreflang]').evaluateAll((links) => Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])));

test('switching the language on a product page shows the same product in that language', async ({ page, consoleErrors }) => {
  await page.goto('/shop/taucheruhr-automatik-42-mm');
  await expectMounted(page, 'shop');
  await page.locator('.language-switcher').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/shop\/taucheruhr-automatik-42-mm$/);
  await expectMounted(page, 'shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Automatic Dive Watch 42 mm' })).toBeVisible();
  await expect(page.getByLabel('Quantity')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('after moving through the shop without page loads, the switcher follows: filtered list, product, brands', async ({ page, consoleErrors }) => {
  await page.goto('/shop');
  await expectMounted(page, 'shop');
  await page.getByLabel('Kategorie').selectOption({ label: 'Uhren' });
  await expect(page).toHaveURL(/\/shop\/kategorie\/uhren$/);
  await expect.poll(() => switcherHrefs(page)).toEqual({ de: '/shop/kategorie/uhren', en: '/en/shop/category/uhren', fr: '/fr/shop/categorie/uhren' });
  // The watches, once there (until then the last products stay, marked busy).
  await expect(page.locator('.shop-list__count')).toHaveText('22 Produkte');

  const card = page.locator('.product-grid .product-card').first();
  const name = (await card.locator('.product-card__name').textContent())!;
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  await expect.poll(() => switcherHrefs(page)).toEqual({ de: `/shop/${slug}`, en: `/en/shop/${slug}`, fr: `/fr/shop/${slug}` });

  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/kategorie\/uhren$/);
  await expect.poll(() => switcherHrefs(page)).toEqual({ de: '/shop/kategorie/uhren', en: '/en/shop/category/uhren', fr: '/fr/shop/categorie/uhren' });

  await page.locator('.shop-list').getByRole('link', { name: 'Marken', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marken' })).toBeVisible();
  await expect.poll(() => switcherHrefs(page)).toEqual({ de: '/shop/marken', en: '/en/shop/brands', fr: '/fr/shop/marques' });
  await page.locator('.language-switcher').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/shop\/marques$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Marques' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('on the cart page the switcher leads to the cart in the other language', async ({ page, consoleErrors }) => {
  await page.goto('/en/shop/warenkorb');
  await expectMounted(page, 'shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect.poll(() => switcherHrefs(page)).toEqual({ de: '/shop/warenkorb', en: '/en/shop/warenkorb', fr: '/fr/shop/warenkorb' });
  await page.locator('.language-switcher').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/shop\/warenkorb$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
