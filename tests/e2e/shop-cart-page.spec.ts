import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, expectMounted, test } from './fixtures.ts';

/** The cart page as a shopper meets it: lines checked against the shop's data, counts, sums, the way to the checkout. */

const watch = { cartId: 'watch', product: { id: 102, display_name: 'Taucheruhr Automatik 42 mm', slug: 'taucheruhr-automatik-42-mm' }, variant: null, personalization: null, count: 1, priceBrutto: '849.90' };
const pendant = {
  cartId: 'pendant',
  product: { id: 1022, display_name: 'Anhänger Herz Sterlingsilber', slug: 'anhaenger-herz-sterlingsilber' },
  variant: { id: 102201, display_name: 'ohne Kette' },
  personalization: { id: 1, values: { gravur: 'A & B', schriftart: 'Antiqua' } },
  count: 1,
  priceBrutto: '79.00',
};
// Out of stock, and the demo shop does not order in.
const cufflinks = { cartId: 'cufflinks', product: { id: 1047, display_name: 'Manschettenknöpfe Perlmutt', slug: 'manschettenknoepfe-perlmutt' }, variant: null, personalization: null, count: 1, priceBrutto: '99.00' };

/** Puts a cart into the browser's storage as a returning visitor would have it, then opens the cart page. */
async function openCartWith(page: Page, products: unknown[], path = '/shop/warenkorb') {
  await page.goto('/impressum');
  await page.evaluate((lines) => localStorage.setItem('int-cart', JSON.stringify({ v: 1, data: { products: lines, totalCount: 0, totalPriceBrutto: '0.00', timestamp: 1 } })), products);
  await page.goto(path);
  await expectMounted(page, 'shop');
}

const storedLines = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('int-cart') ?? 'null')?.data?.products ?? []) as Array<{ cartId: string; count: number; priceBrutto: string }>);

const line = (page: Page, name: string) => page.locator('.cart-line').filter({ has: page.getByRole('link', { name }) });

test('each line shows image, linked name, variant, labelled personalization and unit price; the sums add shipping and name the VAT', async ({ page, consoleErrors }) => {
  await openCartWith(page, [watch, pendant]);
  const pendantLine = line(page, 'Anhänger Herz Sterlingsilber');
  await expect(pendantLine.locator('img')).toHaveAttribute('src', /\/assets\/img\//);
  await expect(pendantLine.getByRole('link', { name: 'Anhänger Herz Sterlingsilber' })).toHaveAttribute('href', '/shop/anhaenger-herz-sterlingsilber');
  // The product calls its variants "Kette"; the stored line, from before the label was kept, learns it from the product data.
  await expect(pendantLine).toContainText('Kette: ohne Kette');
  await expect(pendantLine).toContainText('Gravurtext: A & B');
  await expect(pendantLine).toContainText('Schriftart: Antiqua');
  await expect(pendantLine).toContainText('Stückpreis: 79,00 €');

  const summary = page.locator('.cart-summary');
  await expect(summary.locator('.cart-summary__subtotal')).toContainText('928,90 €');
  // The cheapest delivery to the first shipping country (collecting it in the shop is no delivery).
  await expect(summary).toContainText('Versand nach Deutschland (günstigste Versandart)6,90 €');
  await expect(summary.locator('.cart-summary__total')).toContainText('935,80 €');
  // 935.80 × 19 / 119 = 149.41
  await expect(summary.locator('.cart-summary__vat')).toContainText('Enthaltene MwSt. (19 %)149,41 €');
  await expect(page.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/shop/kasse');
  expect(consoleErrors).toEqual([]);
});

test('the stepper changes count and sums, stops at the stock, and says so to screen readers', async ({ page, consoleErrors }) => {
  await openCartWith(page, [watch]);
  const less = page.getByRole('button', { name: 'Eins weniger: Taucheruhr Automatik 42 mm' });
  const more = page.getByRole('button', { name: 'Eins mehr: Taucheruhr Automatik 42 mm' });
  const count = page.getByLabel('Anzahl');
  await expect(less).toHaveAttribute('aria-disabled', 'true');
  await more.click();
  await expect(count).toHaveValue('2');
  await expect(page.locator('.cart-summary__subtotal')).toContainText('1.699,80 €');
  // With the cheapest delivery, 6,90 €.
  await expect(page.locator('.cart-summary__total')).toContainText('1.706,70 €');
  await expect(page.getByRole('status').filter({ hasText: 'Anzahl 2' })).toHaveText('Taucheruhr Automatik 42 mm: Anzahl 2. Zwischensumme 1.699,80 €.');
  for (let press = 0; press < 3; press++) await more.click();
  await expect(count).toHaveValue('5');
  // Five in stock: the button says it is at its end and keeps the focus; pressing it changes nothing.
  await expect(more).toHaveAttribute('aria-disabled', 'true');
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Nur 5 auf Lager')).toBeVisible();
  expect((await storedLines(page))[0]!.count).toBe(5);
  await less.click();
  await expect(count).toHaveValue('4');
  await expect(more).not.toHaveAttribute('aria-disabled', 'true');
  // Typing past the stock is refused with the limit named.
  await count.fill('9');
  await expect(page.getByText('Bitte geben Sie eine ganze Zahl von 1 bis 5 ein.')).toBeVisible();
  expect((await storedLines(page))[0]!.count).toBe(4);
  expect(consoleErrors).toEqual([]);
});

test('adding the same watch again on its page never puts more than the stock into the cart', async ({ page, consoleErrors }) => {
  await openCartWith(page, [{ ...watch, count: 4, maxCount: 5 }], '/shop/taucheruhr-automatik-42-mm');
  const count = page.getByLabel('Anzahl');
  await count.fill('3');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('Mehr haben wir nicht auf Lager: Taucheruhr Automatik 42 mm liegt jetzt 5-mal im Warenkorb.')).toBeVisible();
  expect((await storedLines(page))[0]!.count).toBe(5);
  expect(consoleErrors).toEqual([]);
});

test('a price edited in storage is corrected from the shop’s data and shown as changed', async ({ page, consoleErrors }) => {
  await openCartWith(page, [{ ...watch, priceBrutto: '0.01', count: 2 }]);
  await expect(page.getByText('Der Preis hat sich geändert: vorher 0,01 €, jetzt 849,90 €.')).toBeVisible();
  await expect(page.locator('.cart-summary__subtotal')).toContainText('1.699,80 €');
  await expect.poll(async () => (await storedLines(page))[0]!.priceBrutto).toBe('849.90');
  expect(consoleErrors).toEqual([]);
});

test('a count above the stock is lowered with a notice', async ({ page, consoleErrors }) => {
  await openCartWith(page, [{ ...watch, count: 40 }]);
  await expect(page.getByText('Wir haben nur 5 auf Lager: Die Anzahl wurde von 40 auf 5 gesenkt.')).toBeVisible();
  await expect(page.getByLabel('Anzahl')).toHaveValue('5');
  expect(consoleErrors).toEqual([]);
});

test('damaged stored lines are dropped with a message, the good ones stay', async ({ page, consoleErrors }) => {
  await openCartWith(page, [
    { ...watch, cartId: 'bad-price', product: { ...watch.product, id: 999 }, priceBrutto: '1e400' },
    watch,
    { ...pendant, variant: { id: 102201, display_name: { de: 'ohne Kette' } } },
  ]);
  await expect(page.getByRole('alert')).toHaveText('2 Artikel in Ihrem Warenkorb waren beschädigt und wurden entfernt.');
  await expect(page.locator('.cart-line')).toHaveCount(1);
  await expect(line(page, 'Taucheruhr Automatik 42 mm')).toBeVisible();
  // The message stays through a reload, until the cart is changed.
  await page.reload();
  await expectMounted(page, 'shop');
  await expect(page.getByRole('alert')).toHaveText('2 Artikel in Ihrem Warenkorb waren beschädigt und wurden entfernt.');
  await page.getByRole('button', { name: 'Eins mehr: Taucheruhr Automatik 42 mm' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a stored cart of 5,000 lines opens with the first 50 and says the rest was removed', async ({ page, consoleErrors }) => {
  // Only a cart edited by hand holds more than the 50 different purchases a cart (and an order) takes.
  const engraved = (index: number) => ({ ...pendant, cartId: `engraved-${index}`, personalization: { id: 1, values: { gravur: `Nr. ${index}`, schriftart: 'Antiqua' } } });
  await openCartWith(page, Array.from({ length: 5_000 }, (_, index) => engraved(index)));
  await expect(page.getByRole('alert')).toHaveText('Ihr Warenkorb fasst höchstens 50 verschiedene Artikel; was darüber hinaus gespeichert war, wurde entfernt.');
  await expect(page.locator('.cart-line')).toHaveCount(50);
  await expect(page.locator('.cart-line').last()).toContainText('Nr. 49');
  await expect(page.locator('.cart-summary__subtotal')).toContainText('3.950,00 €');
  await expect.poll(async () => (await storedLines(page)).length).toBe(50);
  // The removal is reported until the cart is changed.
  await page.getByRole('button', { name: 'Anhänger Herz Sterlingsilber entfernen' }).first().click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.cart-line')).toHaveCount(49);
  expect(consoleErrors).toEqual([]);
});

test('a sold-out line is flagged and keeps the checkout closed until it is removed; the focus moves on to the next line', async ({ page, consoleErrors }) => {
  await openCartWith(page, [cufflinks, watch]);
  const soldOut = line(page, 'Manschettenknöpfe Perlmutt');
  await expect(soldOut).toContainText('Dieser Artikel ist ausverkauft. Bitte entfernen Sie ihn.');
  await expect(soldOut.locator('.cart-line__price')).toHaveText(/nicht bestellbar/);
  await expect(page.locator('.cart-summary__subtotal')).toContainText('849,90 €');
  const closed = page.getByRole('link', { name: 'Zur Kasse' });
  await expect(closed).toHaveAttribute('aria-disabled', 'true');
  await expect(closed).not.toHaveAttribute('href');
  await expect(page.getByText('Bitte entfernen Sie zuerst den Artikel, der sich nicht bestellen lässt.')).toBeVisible();

  await soldOut.getByRole('button', { name: 'Manschettenknöpfe Perlmutt entfernen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'entfernt' })).toHaveText('Manschettenknöpfe Perlmutt wurde aus dem Warenkorb entfernt.');
  await expect(page.getByRole('link', { name: 'Taucheruhr Automatik 42 mm' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/shop/kasse');
  expect(consoleErrors).toEqual([]);
});

test('removing the last line leaves an empty cart with the way back to the shop, and the focus on its heading', async ({ page, consoleErrors }) => {
  await openCartWith(page, [watch]);
  await page.getByRole('button', { name: 'Taucheruhr Automatik 42 mm entfernen' }).click();
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('int-cart'))).toBeNull();
  await page.locator('.shop-cart').getByRole('link', { name: 'Unsere Produkte' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsere Produkte' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('keyboard only: tab to the stepper, step up, and remove the line', async ({ page, consoleErrors }) => {
  await openCartWith(page, [watch]);
  const more = page.getByRole('button', { name: 'Eins mehr: Taucheruhr Automatik 42 mm' });
  await page.getByLabel('Anzahl').focus();
  await page.keyboard.press('Tab');
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Anzahl')).toHaveValue('3');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Taucheruhr Automatik 42 mm entfernen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zur Kasse' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a full cart fits the screen without sideways scroll and has no axe violations, in German and English', async ({ page, consoleErrors }) => {
    for (const path of ['/shop/warenkorb', '/en/shop/warenkorb']) {
      await openCartWith(page, [watch, pendant, cufflinks], path);
      await expect(page.locator('.cart-line--unavailable')).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      for (const part of await page.locator('.cart-line > *, .cart-summary > *').all()) {
        const box = (await part.boundingBox())!;
        expect(box.x + box.width, `${await part.textContent()} ends past the right edge`).toBeLessThanOrEqual(375);
      }
      expect(await axeViolations(page)).toEqual([]);
    }
    await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('aria-disabled', 'true');
    expect(consoleErrors).toEqual([]);
  });
});
