import { expect, expectMounted, test } from './fixtures.ts';

/**
 * The brands page is reachable with JavaScript on: the list links it (in each language), and a
 * product's maker leads to that maker's products. Demo: taucheruhr-automatik-42-mm is by
 * Nordkap Uhrenwerke; Perla Marina has 11 products.
 */
const brandsPages = [
  { list: '/shop', brands: '/shop/marken', label: 'Marken', heading: 'Marken' },
  { list: '/en/shop', brands: '/en/shop/brands', label: 'Brands', heading: 'Brands' },
  { list: '/fr/shop', brands: '/fr/shop/marques', label: 'Marques', heading: 'Marques' },
];

for (const { list, brands, label, heading } of brandsPages) {
  test(`the list at ${list} links the brands page, and a brand leads back to its products`, async ({ page, consoleErrors }) => {
    await page.goto(list);
    await expectMounted(page, 'shop');
    const link = page.locator('.shop-list').getByRole('link', { name: label, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', brands);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${brands}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('link', { name: 'Perla Marina' }).click();
    // The maker's own page, a real one below the brands page.
    await expect(page).toHaveURL(new RegExp(`${brands}/perla-marina$`));
    await expect(page.locator('.shop-list__count')).toHaveText(/^11 /);
    expect(consoleErrors).toEqual([]);
  });
}

test('a product’s maker leads to the list of that maker’s products', async ({ page, consoleErrors }) => {
  await page.goto('/shop/taucheruhr-automatik-42-mm');
  await expectMounted(page, 'shop');
  await page.locator('.product-detail__maker').getByRole('link', { name: 'Nordkap Uhrenwerke' }).click();
  await expect(page).toHaveURL(/\/shop\/marken\/nordkap-uhrenwerke$/);
  await expect(page.getByRole('group', { name: 'Hersteller' }).getByLabel('Nordkap Uhrenwerke')).toBeChecked();
  const makers = page.locator('.product-grid .product-card__maker');
  await expect(makers.first()).toBeVisible();
  expect(new Set(await makers.allTextContents())).toEqual(new Set(['Nordkap Uhrenwerke']));
  expect(consoleErrors).toEqual([]);
});
