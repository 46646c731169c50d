import { expect, expectMounted, test } from './fixtures.ts';

/**
 * An address below a shop root that names no product answers 404 (no soft 404), yet the visitor
 * still sees the shop: its not-found view in the page's language with JavaScript, the same
 * message and a way back to the list without.
 */
const unknown = [
  { path: '/shop/does-not-exist', heading: 'Seite nicht gefunden', text: 'Dieses Produkt gibt es nicht (mehr).', list: '/shop' },
  { path: '/en/shop/does-not-exist', heading: 'Page not found', text: 'This product does not exist (any more).', list: '/en/shop' },
  { path: '/fr/shop/does-not-exist', heading: 'Page introuvable', text: 'Ce produit n’existe pas (ou plus).', list: '/fr/shop' },
];

for (const { path, heading, text } of unknown) {
  test(`${path} answers 404 and shows the shop's not-found view in its language`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectMounted(page, 'shop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('.shop-not-found')).toContainText(text);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // The build told the router which products exist: it asks for nothing, and nothing fails.
    expect(consoleErrors).toEqual([]);
  });
}

test('beside the unknown ones, a product and the cart still answer 200 and show themselves', async ({ page }) => {
  expect((await page.goto('/shop/taucheruhr-automatik-42-mm'))?.status()).toBe(200);
  await expectMounted(page, 'shop');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Taucheruhr');
  expect((await page.goto('/en/shop/warenkorb'))?.status()).toBe(200);
  await expectMounted(page, 'shop');
  await expect(page.locator('.shop-not-found')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an unknown product shows the not-found message and leads back to the list', async ({ page }) => {
    for (const { path, heading, text, list } of unknown) {
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('main')).toContainText(text);
      await expect(page.locator('main .shop-back a')).toHaveAttribute('href', list);
      await expect(page.locator('.product-card')).toHaveCount(0);
    }
  });
});

test('a category the shop does not have and a page past the last answer 404 and stay the not-found view once the router has hydrated', async ({ page, consoleErrors }) => {
  for (const [path, heading] of [
    ['/shop/kategorie/gibt-es-nicht', 'Seite nicht gefunden'],
    ['/en/shop/page/99', 'Page not found'],
  ] as const) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectMounted(page, 'shop');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('.product-card')).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`^${heading} \\|`));
  }
  expect(consoleErrors).toEqual([]);
});
