import { expect, expectMounted, test, widget } from './fixtures.ts';

test('a corrupt stored cart is discarded with a warning; the page works and the cart starts empty', async ({ page, consoleErrors }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('int-cart', '{"v":1,"data":{"products":[{"cartId":'));
  await page.reload();
  await expectMounted(page, 'cart-icon', 'add-to-cart');
  await expect(page.locator('.cart-icon')).toHaveAttribute('title', 'Warenkorb (0)');
  expect(warnings.filter((text) => text.includes('Discarded the stored "int-cart"'))).toHaveLength(1);

  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await expect(page.locator('.cart-icon')).toHaveAttribute('title', 'Warenkorb (1)');
  expect(consoleErrors).toEqual([]);
});

test('a widget whose code fails to load keeps its fallback, and the others still mount', async ({ page, consoleErrors }) => {
  await page.route(/\/chunks\/cart-badge-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expectMounted(page, 'header-menu', 'add-to-cart');
  await expect(widget(page, 'cart-icon')).toHaveAttribute('data-widget-state', 'error');
  await expect(page.locator('a.cart-icon')).toHaveAttribute('href', '/shop/warenkorb');
  expect(consoleErrors.some((text) => text.includes('Widget "cart-icon" could not be loaded'))).toBe(true);
});

test('an unknown widget or unreadable props leave their fallback and one clear error each', async ({ page, consoleErrors }) => {
  await page.route('**/en', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<main id="main" tabindex="-1">',
      `<main id="main" tabindex="-1">
        <div data-widget="newsletterr" data-props="{}"><p>Newsletter ohne JavaScript</p></div>
        <div data-widget="add-to-cart" data-hydrate="eager" data-props="{product: 1"><p>Kein Knopf</p></div>`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/en');
  await expectMounted(page, 'cart-icon', 'header-menu');
  await expect(page.getByText('Newsletter ohne JavaScript')).toBeVisible();
  await expect(page.getByText('Kein Knopf')).toBeVisible();
  expect(consoleErrors).toEqual([
    '[widgets] Unknown widget "newsletterr"; its fallback content stays.',
    '[widgets] Widget "add-to-cart" has props that are not a JSON object; its fallback content stays.',
  ]);
});
