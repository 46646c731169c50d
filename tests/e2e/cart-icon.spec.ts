import { expect, expectMounted, test } from './fixtures.ts';

const combinations = [
  { enable_cart: true, maintenance_mode: false, visible: true },
  { enable_cart: true, maintenance_mode: true, visible: false },
  { enable_cart: false, maintenance_mode: false, visible: false },
  { enable_cart: false, maintenance_mode: true, visible: false },
];

for (const { enable_cart, maintenance_mode, visible } of combinations) {
  test(`the cart icon is ${visible ? 'shown' : 'hidden'} with enable_cart ${enable_cart} and maintenance_mode ${maintenance_mode}`, async ({ page, request }) => {
    // The operator switches the settings: the widgets read them from /data/settings.json. The
    // handler answers at once, so no request of it can outlive the test.
    const published = await (await request.get('/data/settings.json')).json();
    await page.route('**/data/settings.json', (route) => route.fulfill({ json: { ...published, enable_cart, maintenance_mode } }));
    await page.goto('/');
    await expectMounted(page, 'cart-icon');
    if (visible) await expect(page.locator('a.cart-icon')).toBeVisible();
    else await expect(page.locator('a.cart-icon')).toBeHidden();
  });
}

test('the tooltip counts what is in the cart, and a red dot marks a non-empty cart', async ({ page }) => {
  await page.goto('/fr');
  await expectMounted(page, 'cart-icon', 'add-to-cart');
  const icon = page.locator('a.cart-icon');
  await expect(icon).toHaveAttribute('title', 'Panier (0)');
  await expect(icon).toHaveAttribute('href', '/fr/shop/warenkorb');
  await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
  await expect(icon).toHaveAttribute('title', 'Panier (1)');
  const dot = page.locator('.cart-icon__dot');
  await expect(dot).toBeVisible();
  expect(await dot.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(192, 40, 27)');
});
