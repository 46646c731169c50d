import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectMounted, test } from './fixtures.ts';

/**
 * The operator's two switches (spec §1): enable_cart off means the products stay on show but
 * nothing can be ordered online; maintenance_mode closes the shop for buying and says so on every
 * shop page. Each has its own message in each language. The widgets read /data/settings.json.
 */
const messages = {
  de: {
    maintenance: 'Der Shop wird gerade gewartet. Bitte schauen Sie später wieder vorbei.',
    cartOff: 'Online bestellen ist zurzeit nicht möglich. Zu unseren Produkten beraten wir Sie gern persönlich.',
  },
  en: {
    maintenance: 'The shop is closed for maintenance. Please come back later.',
    cartOff: 'Ordering online is not available at the moment. We are glad to advise you on our products in person.',
  },
};

async function withSettings(page: Page, request: APIRequestContext, switches: { enable_cart: boolean; maintenance_mode: boolean }) {
  const published = await (await request.get('/data/settings.json')).json();
  await page.route('**/data/settings.json', (route) => route.fulfill({ json: { ...published, ...switches } }));
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expectMounted(page, 'shop');
}

test('with the cart switched off, the cart page says online ordering is not possible, not that the shop is in maintenance', async ({ page, request, consoleErrors }) => {
  await withSettings(page, request, { enable_cart: false, maintenance_mode: false });
  await open(page, '/shop/warenkorb');
  await expect(page.getByText(messages.de.cartOff)).toBeVisible();
  await expect(page.getByText(messages.de.maintenance)).toHaveCount(0);
  await open(page, '/en/shop/warenkorb');
  await expect(page.getByText(messages.en.cartOff)).toBeVisible();
  await expect(page.getByText(messages.en.maintenance)).toHaveCount(0);
  // The products stay on show, without a way into the cart and without a maintenance notice.
  await open(page, '/shop/taucheruhr-automatik-42-mm');
  await expect(page.locator('.purchase-box .price__amount')).toHaveText('849,90 €');
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await expect(page.getByText(messages.de.maintenance)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('in maintenance the cart page says so, in each language', async ({ page, request, consoleErrors }) => {
  await withSettings(page, request, { enable_cart: true, maintenance_mode: true });
  await open(page, '/shop/warenkorb');
  await expect(page.getByText(messages.de.maintenance)).toBeVisible();
  await expect(page.getByText(messages.de.cartOff)).toHaveCount(0);
  await open(page, '/en/shop/warenkorb');
  await expect(page.getByText(messages.en.maintenance)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('in maintenance the list and a product page say so, and nothing can be bought', async ({ page, request, consoleErrors }) => {
  await withSettings(page, request, { enable_cart: true, maintenance_mode: true });
  await open(page, '/shop');
  await expect(page.getByText(messages.de.maintenance)).toBeVisible();
  await expect(page.locator('.product-grid .product-card').first()).toBeVisible();

  await open(page, '/shop/taucheruhr-automatik-42-mm');
  await expect(page.getByText(messages.de.maintenance)).toBeVisible();
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await expect(page.getByLabel('Anzahl')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the checkout takes no order while the shop is closed, and says why', async ({ page, request, consoleErrors }) => {
  // A cart filled before the operator closed the shop.
  await page.addInitScript(() => {
    const line = { cartId: 'line-1', product: { id: 102, display_name: 'Taucheruhr Automatik 42 mm', slug: 'taucheruhr-automatik-42-mm' }, variant: null, personalization: null, count: 1, priceBrutto: '849.90' };
    localStorage.setItem('int-cart', JSON.stringify({ v: 1, data: { products: [line], totalCount: 1, totalPriceBrutto: '849.90', timestamp: 1 } }));
  });
  for (const [switches, message] of [
    [{ enable_cart: true, maintenance_mode: true }, messages.de.maintenance],
    [{ enable_cart: false, maintenance_mode: false }, messages.de.cartOff],
  ] as const) {
    await page.unrouteAll();
    await withSettings(page, request, switches);
    await open(page, '/shop/kasse');
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('button', { name: 'zahlungspflichtig bestellen' })).toHaveCount(0);
    await expect(page.locator('form.checkout__form')).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});
