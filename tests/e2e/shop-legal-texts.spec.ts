import type { Page } from '@playwright/test';
import { withRingInCart } from './cart-seed.ts';
import { expect, test } from './fixtures.ts';

/**
 * The demo shop's texts promise what its checkout does: the payment methods each shipping method
 * offers, cash (and only cash) when collecting in the shop, PayPal paid in PayPal's own window from
 * the order page (no redirect away from the shop), Klarna's pay-later only (no instalments).
 */

const checkoutForm = (page: Page) => page.locator('form.checkout__form');

/** The payment methods the checkout offers with each shipping method, for an address in that country. */
async function offeredInCheckout(page: Page, country: string): Promise<Record<string, string[]>> {
  await checkoutForm(page).getByLabel('Land').first().selectOption({ label: country });
  const shipping = checkoutForm(page).getByRole('group', { name: 'Versandart' });
  const payment = checkoutForm(page).getByRole('group', { name: 'Zahlungsart' });
  const offered: Record<string, string[]> = {};
  for (const option of await shipping.locator('label.checkout__option').all()) {
    await option.getByRole('radio').check();
    const name = (await option.locator('.checkout__option-name').textContent())!;
    await expect(payment.getByRole('radio').first()).toBeVisible();
    offered[name] = (await payment.locator('.checkout__option-name').allTextContents()).sort();
  }
  return offered;
}

test('the shipping page names, for each shipping method, the payment methods the checkout offers with it', async ({ page, consoleErrors }) => {
  await withRingInCart(page);
  await page.goto('/shop/kasse');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  const offered = { ...(await offeredInCheckout(page, 'Deutschland')), ...(await offeredInCheckout(page, 'Österreich')) };
  expect(Object.keys(offered).sort()).toEqual(['Abholung im Geschäft', 'DHL Paket EU', 'DHL Paket versichert', 'DHL Wertversand']);

  await page.goto('/versand-und-zahlung');
  const main = page.locator('main');
  const paymentTable = main.locator('table').filter({ has: page.getByRole('columnheader', { name: 'Zahlungsarten' }) });
  await expect(paymentTable).toBeVisible();
  for (const [method, payments] of Object.entries(offered)) {
    const row = paymentTable.getByRole('row').filter({ has: page.getByRole('cell', { name: method, exact: true }) });
    const listed = (await row.getByRole('cell').nth(1).textContent())!.split(',').map((entry) => entry.trim());
    expect(listed.sort(), `payment methods listed for ${method}`).toEqual(payments);
  }
  expect(consoleErrors).toEqual([]);
});

test('the shipping page, the terms and the privacy policy promise no card at pickup, no redirect to PayPal and no instalments', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'react', 'the legal texts are static HTML, the same on both runtimes');
  await page.goto('/versand-und-zahlung');
  const shipping = page.locator('main');
  await expect(shipping).toContainText('Barzahlung bei Abholung: nur bei Abholung in unserem Geschäft in Freiburg');
  await expect(shipping).toContainText('PayPal öffnet darüber ein eigenes Fenster');
  await expect(shipping).not.toContainText(/Karte|weitergeleitet/);

  await page.goto('/agb');
  const terms = page.locator('main');
  await expect(terms).toContainText('bei Abholung in unserem Geschäft auch bar bei der Abholung');
  await expect(terms).not.toContainText(/Karte|nach Absprache|auf Rechnung/);

  for (const [path, instalments] of [['/datenschutz', /Ratenkauf/], ['/en/privacy', /instalment/]] as const) {
    await page.goto(path);
    await expect(page.locator('main')).toContainText(/Klarna/);
    await expect(page.locator('main')).not.toContainText(instalments);
  }
});

test('on a phone the shipping page in every language stays as wide as the screen: its tables scroll sideways in their own box, by keyboard too', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'react', 'the legal texts are static HTML, the same on both runtimes');
  await page.setViewportSize({ width: 375, height: 740 });
  const scrolled: string[] = [];
  for (const path of ['/versand-und-zahlung', '/en/shipping-and-payment', '/fr/livraison-et-paiement']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    // A table wider than its box scrolls in it; focused, the arrow keys move it. (A language's table may fit.)
    for (const box of await page.locator('main .table-scroll').all()) {
      if (!(await box.evaluate((element) => element.scrollWidth > element.clientWidth))) continue;
      await box.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((element) => element.scrollLeft), { message: path }).toBeGreaterThan(0);
      scrolled.push(path);
      break;
    }
  }
  // The German table, the widest, is wider than a phone: the scrolling above was tried.
  expect(scrolled).toContain('/versand-und-zahlung');
});
