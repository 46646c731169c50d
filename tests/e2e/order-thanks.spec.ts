import type { Page } from '@playwright/test';
import { withRingInCart } from './cart-seed.ts';
import { expect, test } from './fixtures.ts';
import { theMailTo } from './mail-outbox.ts';

/**
 * The thanks view after an order says where the order goes: the delivery address with its
 * country by name (not its code), or for a pickup where and when to collect it and that it is
 * paid there, instead of a delivery address. The confirmation mail says the same.
 */

const form = (page: Page) => page.locator('form.checkout__form');
const field = (page: Page, label: string) => form(page).getByLabel(label).first();
const thanks = (page: Page) => page.locator('.checkout--thanks');

function uniqueEmail(testInfo: { testId: string; project: { name: string } }) {
  return `danke-${testInfo.project.name}-${testInfo.testId.slice(0, 8)}-${Date.now()}@example.org`;
}

async function fillAddress(page: Page, email: string, address: { zipCode: string; city: string; country?: string }) {
  await field(page, 'E-Mail-Adresse').fill(email);
  await field(page, 'Vorname').fill('Anna');
  await field(page, 'Nachname').fill('Muster');
  await field(page, 'Straße').fill('Getreidegasse');
  await field(page, 'Hausnummer').fill('9');
  if (address.country) await field(page, 'Land').selectOption(address.country);
  await field(page, 'PLZ').fill(address.zipCode);
  await field(page, 'Ort').fill(address.city);
}

const orderButton = (page: Page) => page.getByRole('button', { name: 'zahlungspflichtig bestellen' });

test('a delivery abroad: the thanks view shows the delivery address ending in the country’s name, also after a reload', async ({ page, consoleErrors }, testInfo) => {
  await withRingInCart(page);
  await page.goto('/shop/kasse');
  await fillAddress(page, uniqueEmail(testInfo), { zipCode: '5020', city: 'Salzburg', country: 'AT' });
  await field(page, 'DHL Paket EU').check();
  await field(page, 'Vorkasse per Überweisung').check();
  await orderButton(page).click();

  const delivery = thanks(page).getByRole('region', { name: 'Lieferadresse' });
  await expect(delivery).toBeVisible();
  await expect(delivery.locator('address')).toHaveText('Anna MusterGetreidegasse 95020 SalzburgÖsterreich');
  await expect(thanks(page).getByRole('region', { name: 'Abholung im Geschäft' })).toHaveCount(0);

  await page.reload();
  await expect(thanks(page).getByRole('region', { name: 'Lieferadresse' })).toContainText('Österreich');
  expect(consoleErrors).toEqual([]);
});

test('a pickup paid in cash: the thanks view says where and when to collect it and that it is paid there, and shows no delivery address; so does the mail', async ({ page, consoleErrors }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await withRingInCart(page);
  await page.goto('/shop/kasse');
  await fillAddress(page, email, { zipCode: '79098', city: 'Freiburg' });
  await field(page, 'Abholung im Geschäft').check();
  await field(page, 'Barzahlung bei Abholung').check();
  await orderButton(page).click();

  const pickup = thanks(page).getByRole('region', { name: 'Abholung im Geschäft' });
  await expect(pickup).toBeVisible();
  await expect(pickup.locator('address')).toHaveText('Juwelier Albrecht GmbHKaiser-Joseph-Straße 24579098 Freiburg im Breisgau');
  await expect(pickup).toContainText('Bitte holen Sie Ihre Bestellung zu unseren Öffnungszeiten in unserem Geschäft ab.');
  await expect(pickup).toContainText('Wir melden uns bei Ihnen, sobald sie abholbereit ist, und stimmen die Abholung mit Ihnen ab.');
  await expect(pickup).toContainText('Sie bezahlen den Betrag von 1.290,00 € bei der Abholung in bar.');
  await expect(thanks(page).getByRole('region', { name: 'Lieferadresse' })).toHaveCount(0);
  await expect(thanks(page)).not.toContainText('Getreidegasse');

  const mail = await theMailTo(testInfo.project.name, email);
  const text = mail.body.replace(/\u00a0/g, ' ');
  expect(text).toContain('Abholung im Geschäft:\n  Juwelier Albrecht GmbH\n  Kaiser-Joseph-Straße 245\n  79098 Freiburg im Breisgau\n');
  expect(text).toContain('Sie bezahlen den Betrag von 1.290,00 € bei der Abholung in bar.');
  expect(text).not.toContain('Lieferadresse');
  // The business details of the GmbH, from the company record the imprint shows.
  expect(text).toContain('Registergericht: Amtsgericht Freiburg\nGeschäftsführer: Katharina Albrecht, Jonas Albrecht\n');
  expect(consoleErrors).toEqual([]);
});

test('in English: the country is named in English', async ({ page }, testInfo) => {
  await withRingInCart(page);
  await page.goto('/en/shop/checkout');
  const english = (label: string) => form(page).getByLabel(label).first();
  await english('E-mail address').fill(uniqueEmail(testInfo));
  await english('First name').fill('Anna');
  await english('Last name').fill('Muster');
  await english('Street').fill('Hauptstraße');
  await english('House number').fill('5');
  await english('Postcode').fill('79098');
  await english('Town or city').fill('Freiburg');
  await english('DHL parcel, insured').check();
  await english('Prepayment by bank transfer').check();
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(thanks(page).getByRole('region', { name: 'Delivery address' }).locator('address')).toHaveText('Anna MusterHauptstraße 579098 FreiburgGermany');
});
