import type { Page } from '@playwright/test';
import { expect, expectMounted, test } from './fixtures.ts';

/**
 * What the browser keeps can be edited by anyone (by hand, an extension, an older release). A
 * returning shopper with damaged stored values still gets a working shop: what is intact stays,
 * what is broken goes, and the shopper is told when something of theirs was removed.
 */

const watch = { cartId: 'watch', product: { id: 102, display_name: 'Taucheruhr Automatik 42 mm', slug: 'taucheruhr-automatik-42-mm' }, variant: null, personalization: null, count: 1, priceBrutto: '849.90' };
/** A line like the watch, for another product, with one field broken. */
const broken = (cartId: string, patch: object) => ({ ...watch, cartId, product: { id: 9000 + cartId.length, display_name: `Defekt ${cartId}`, slug: 'taucheruhr-automatik-42-mm' }, ...patch });
const hostileLines = [
  broken('variant-name-object', { variant: { id: 1, display_name: { de: 'Größe 54' } } }),
  broken('count-negative', { count: -5 }),
  broken('count-zero', { count: 0 }),
  broken('count-fraction', { count: 2.5 }),
  broken('count-1e21', { count: 1e21 }),
  broken('count-beyond-field', { count: 500 }),
  broken('price-trailing-text', { priceBrutto: '12abc' }),
  broken('price-exponent', { priceBrutto: '1e400' }),
  broken('price-hex', { priceBrutto: '0x1F' }),
];

/** Stores values as a returning visitor's browser would hold them, then opens the page. */
async function openWith(page: Page, path: string, local: Record<string, unknown>, session: Record<string, unknown> = {}) {
  await page.goto('/impressum');
  await page.evaluate(
    ({ local, session }) => {
      for (const [key, data] of Object.entries(local)) localStorage.setItem(key, JSON.stringify({ v: 1, data }));
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, JSON.stringify(value));
    },
    { local, session },
  );
  await page.goto(path);
  await expectMounted(page, 'shop');
}

const stored = (page: Page, key: string) => page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null')?.data, key);

test('a cart with one good line among hostile ones shows the good line and says the others were removed', async ({ page, consoleErrors }) => {
  await openWith(page, '/shop/warenkorb', { 'int-cart': { products: [hostileLines[0], watch, ...hostileLines.slice(1)], totalCount: 1e21, totalPriceBrutto: '1e400', timestamp: 1 } });
  await expect(page.getByRole('alert')).toHaveText('9 Artikel in Ihrem Warenkorb waren beschädigt und wurden entfernt.');
  await expect(page.locator('.cart-line')).toHaveCount(1);
  await expect(page.locator('.cart-line')).toContainText('Taucheruhr Automatik 42 mm');
  await expect(page.locator('.cart-summary__subtotal')).toContainText('849,90 €');
  await expect(page.locator('main')).not.toContainText('Defekt');
  await expect(page.locator('main')).not.toContainText('∞');
  // The bad lines are gone from storage too, not only from the page.
  await expect.poll(async () => ((await stored(page, 'int-cart'))?.products ?? []).map((line: { cartId: string }) => line.cartId)).toEqual(['watch']);
  expect((await stored(page, 'int-cart')).totalCount).toBe(1);
  expect(consoleErrors).toEqual([]);
});

test('the header badge counts the pieces of the stored lines, not a stored total of 1e21', async ({ page }) => {
  await page.addInitScript((lines) => localStorage.setItem('int-cart', JSON.stringify({ v: 1, data: { products: lines, totalCount: 1e21, totalPriceBrutto: '1e400', timestamp: 1 } })), [
    watch,
    ...hostileLines.filter((line) => String(line.cartId).startsWith('count')),
  ]);
  await page.goto('/impressum');
  await expect(page.locator('a.cart-icon')).toHaveAttribute('title', 'Warenkorb (1)');
});

test('a damaged checkout draft keeps what the shopper typed and forgets the rest', async ({ page, consoleErrors }) => {
  const draft = {
    customerEmail: 'anna@example.org',
    shippingAddress: { firstName: 'Anna', lastName: { evil: true }, company: '', street: 'Hauptstraße', number: '5', zipCode: '79098', city: 'Freiburg', country: 'DE' },
    invoiceAddress: null,
    comment: 'Bitte klingeln',
    paymentMethod: {},
    shippingMethod: null,
    shippingCost: -1000,
    presentWrap: 'yes',
    timestamp: 1,
    discount: '100.00',
  };
  await openWith(page, '/shop/kasse', { 'int-cart': { products: [watch], timestamp: 1 }, 'int-checkout': draft });
  const form = page.locator('form.checkout__form');
  await expect(form.getByLabel('E-Mail-Adresse').first()).toHaveValue('anna@example.org');
  await expect(form.getByLabel('Vorname')).toHaveValue('Anna');
  await expect(form.getByLabel('Nachname')).toHaveValue('');
  await expect(form.getByLabel('Ort')).toHaveValue('Freiburg');
  await expect(form.getByLabel('Anmerkung zur Bestellung (optional)')).toHaveValue('Bitte klingeln');
  await expect(form.getByLabel('Als Geschenk verpacken (kostenlos)')).not.toBeChecked();
  // Saved again on the next entry: without the foreign field and with no negative cost.
  await form.getByLabel('Nachname').fill('Muster');
  await expect.poll(async () => (await stored(page, 'int-checkout'))?.shippingAddress?.lastName).toBe('Muster');
  const saved = await stored(page, 'int-checkout');
  expect(saved).not.toHaveProperty('discount');
  expect(saved.shippingCost).toBeGreaterThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
});

test('a kept order that cannot be shown leaves the checkout working instead of crashing it', async ({ page, consoleErrors }) => {
  for (const kept of [
    { orderUuid: 'u-1', orderNumber: '42', total: '1e400', email: 'anna@example.org', paymentMethod: 'prepayment', bankDetails: { iban: {}, bic: 1 } },
    { orderUuid: 'u-2', orderNumber: '43', total: 'abc', email: 'anna@example.org', paymentMethod: 'prepayment', bankDetails: null },
  ]) {
    await openWith(page, '/shop/kasse', {}, { 'int-last-order': kept });
    // The build's checkout page says so already; the checkout itself then reads the kept order and drops it.
    await expect(page.getByText('Ihr Warenkorb ist leer – es gibt nichts zu bestellen.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('int-last-order'))).toBeNull();
    await expect(page.getByText('Ihr Warenkorb ist leer – es gibt nichts zu bestellen.')).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('a withdrawal kept in the tab with an order date that is no day opens at the entries, kept, instead of crashing', async ({ page, consoleErrors }) => {
  await page.goto('/impressum');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'int-withdrawal',
      JSON.stringify({ v: 1, data: { step: 'review', input: { name: 'Anna Muster', email: 'anna@example.org', orderNumber: '10007', orderDate: 'kein Datum', reason: '' } } }),
    ),
  );
  await page.goto('/vertrag-widerrufen');
  await expectMounted(page, 'withdrawal');
  const form = page.locator('#withdrawal-form');
  await expect(form.getByLabel('Ihr Name')).toHaveValue('Anna Muster');
  await expect(form.getByLabel('Bestellnummer')).toHaveValue('10007');
  await page.reload();
  await expectMounted(page, 'withdrawal');
  await expect(form.getByLabel('Ihr Name')).toHaveValue('Anna Muster');
  expect(consoleErrors).toEqual([]);
});
