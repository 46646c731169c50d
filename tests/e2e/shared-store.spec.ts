import { expect, expectMounted, test } from './fixtures.ts';

test('adding to the cart in one widget updates the cart icon at once and after a reload', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expectMounted(page, 'cart-icon', 'add-to-cart');
  const cartIcon = page.locator('.cart-icon');
  await expect(cartIcon).toHaveAttribute('title', 'Warenkorb (0)');
  await expect(page.locator('.cart-icon__dot')).toBeHidden();

  const addButtons = page.getByRole('button', { name: 'In den Warenkorb' });
  await addButtons.nth(0).click();
  await addButtons.nth(1).click();
  await addButtons.nth(1).click();
  await expect(cartIcon).toHaveAttribute('title', 'Warenkorb (3)');
  await expect(page.locator('.cart-icon__dot')).toBeVisible();
  await expect(page.getByRole('status').nth(1)).toHaveText('Taucheruhr Automatik 42 mm liegt jetzt im Warenkorb.');

  await page.reload();
  await expectMounted(page, 'cart-icon');
  await expect(cartIcon).toHaveAttribute('title', 'Warenkorb (3)');
  await expect(page.locator('.cart-icon__dot')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('int-cart') ?? 'null'));
  // 1290.00 + 2 × 849.90, exactly.
  expect(stored.data.totalPriceBrutto).toBe('2989.80');
  expect(consoleErrors).toEqual([]);
});

test('a second tab sees the cart change without reloading', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/en');
  await expectMounted(first, 'add-to-cart');
  await expectMounted(second, 'cart-icon');

  await first.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await expect(second.locator('.cart-icon')).toHaveAttribute('title', 'Cart (1)');
});
