import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { withRingInCart } from './cart-seed.ts';
import { expect, test } from './fixtures.ts';
import { theMailTo } from './mail-outbox.ts';
import { checkoutByTransfer, checkoutForm, field, fillAddress, orderAndReadConfirmation, orderButton } from './checkout-steps.ts';
import { pdfText } from '../support/pdf-text.ts';

/**
 * The purchase as a shopper makes it: a cart, the checkout at /shop/kasse, the order placed once
 * against the local order service (ORDER_SERVICE_INSPECT=1 lists what arrived), the thanks view.
 */

/** A body as the local order service received it: JSON the tests read field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type ReceivedBody = Record<string, any>;

/** The orders the service accepted for this e-mail address. */
async function ordersFor(page: Page, email: string): Promise<Array<ReceivedBody>> {
  const reply = await page.request.get('/ecom/_received');
  const all = (await reply.json()) as Array<{ endpoint: string; body: ReceivedBody }>;
  return all.filter((entry) => entry.endpoint === 'order' && entry.body.checkout?.customerEmail === email).map((entry) => entry.body);
}

function uniqueEmail(testInfo: { testId: string; project: { name: string } }) {
  return `kauf-${testInfo.project.name}-${testInfo.testId.slice(0, 8)}-${Date.now()}@example.org`;
}

/** A ring ordered by this address with PayPal and insured parcel: the thanks view, not paid yet. */
async function orderRingWithPaypal(page: Page, email: string) {
  await withRingInCart(page);
  await page.goto('/shop/kasse');
  await fillAddress(page, email);
  await field(page, 'DHL Paket versichert').check();
  await field(page, 'PayPal').check();
  await orderButton(page).click();
}

test('goods above the insured parcel\'s 2,500 €: the cart counts the value parcel, and the checkout offers it instead, saying why', async ({ page, consoleErrors }) => {
  await withRingInCart(page, 2);
  await page.goto('/shop/warenkorb');
  const summary = page.locator('.cart-summary');
  await expect(summary).toContainText('2.580,00 €');
  await expect(summary.locator('div').filter({ hasText: 'Versand' }).first()).toContainText('14,90 €');

  await page.goto('/shop/kasse');
  await fillAddress(page, 'wert@example.org');
  const shipping = checkoutForm(page).getByRole('group', { name: 'Versandart' });
  await expect(shipping.getByRole('radio')).toHaveCount(2);
  await expect(shipping.getByLabel('DHL Wertversand')).toBeVisible();
  await expect(shipping.getByLabel('DHL Paket versichert')).toHaveCount(0);
  await expect(shipping).toContainText('DHL Paket versichert ist nur bis 2.500,00 € Warenwert möglich.');
  await shipping.getByLabel('DHL Wertversand').check();
  await expect(page.locator('.checkout__summary')).toContainText('14,90 €');
  expect(consoleErrors).toEqual([]);
});

test('a whole purchase by bank transfer: the summary above the button, one order, the bank details with the order number', async ({ page, consoleErrors }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await withRingInCart(page);
  await page.goto('/shop/kasse');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await fillAddress(page, email);
  await field(page, 'DHL Paket versichert').check();
  await field(page, 'Vorkasse per Überweisung').check();

  const summary = page.getByRole('region', { name: 'Ihre Bestellung' });
  await expect(summary).toContainText('1 × Solitärring Weißgold 0,25 ct');
  // § 312j Abs. 2 BGB: the essential characteristics above the button, and (Art. 246a EGBGB) the
  // delivery time; the line was stored without them, the checkout's check against the product brings them.
  await expect(summary.locator('.checkout__line-characteristics')).toHaveText('Wesentliche Merkmale: Material: Weißgold 585 · Farbe: Weiß · Stein: Brillant');
  await expect(summary.locator('.checkout__line')).toContainText('Versandfertig in 2 Werktagen');
  await expect(summary).toContainText('Versand: DHL Paket versichert6,90 €');
  await expect(summary).toContainText('Gesamtsumme1.296,90 €');
  await expect(summary).toContainText('darin enthaltene MwSt. (19 %)207,07 €');
  await expect(summary.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/agb');
  await expect(summary.getByRole('link', { name: 'Widerrufsbelehrung' })).toHaveAttribute('href', '/widerruf');
  await expect(summary.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');

  await orderButton(page).click();
  const thanks = page.locator('.checkout--thanks');
  await expect(thanks.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeFocused();
  const orders = await ordersFor(page, email);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ language: 'de', totals: { total: '1296.90', vatContained: '207.07' }, checkout: { shippingMethod: 'DHL Paket versichert', paymentMethod: '1' } });
  const number = (await thanks.locator('.checkout__order-number').innerText()).replace('Ihre Bestellnummer: ', '');
  expect(number.length).toBeGreaterThan(0);
  await expect(thanks.getByRole('region', { name: 'Bitte überweisen Sie den Betrag auf unser Konto' })).toContainText('DE72 1234 5678 0001 9620 00');
  await expect(thanks.locator('.checkout__reference')).toHaveText(number);
  await expect(thanks).toContainText(`Betrag: 1.296,90 €`);

  // The confirmation in the shopper's mailbox: the order, how to pay it, and who sells.
  const mail = await theMailTo(testInfo.project.name, email);
  expect(mail.headers.subject).toBe(`Ihre Bestellung ${number}`);
  const text = mail.body.replace(/\u00a0/g, ' ');
  for (const line of ['1 × Solitärring Weißgold 0,25 ct', 'Gesamtsumme: 1.296,90 €', `Verwendungszweck: ${number}`, 'Juwelier Albrecht GmbH']) expect(text).toContain(line);
  expect(text).toContain('1.290,00 €\n    Material: Weißgold 585 · Farbe: Weiß · Stein: Brillant\n    Versandfertig in 2 Werktagen\n');
  // The contract on a durable medium (§ 312f BGB): the AGB and the withdrawal policy with the model
  // form, in the mail and in the attached PDF with the order.
  for (const line of ['Allgemeine Geschäftsbedingungen\n===', 'Widerrufsbelehrung\n===', 'Muster-Widerrufsformular']) expect(text).toContain(line);
  expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([{ filename: `Vertragsunterlagen-${number}.pdf`, contentType: 'application/pdf' }]);
  const pdf = pdfText(mail.attachments[0]!.content).replace(/\u00a0/g, ' ');
  for (const line of [`Vertragsunterlagen zur Bestellung ${number}`, '1 × Solitärring Weißgold 0,25 ct', 'Gesamtsumme: 1.296,90 €', 'Muster-Widerrufsformular']) expect(pdf).toContain(line);

  // The cart is empty now; a reload of the thanks view still shows the order.
  await expect(page.locator('.cart-icon__dot')).toBeHidden();
  await page.reload();
  await expect(page.locator('.checkout__reference')).toHaveText(number);
  expect(consoleErrors).toEqual([]);
});

test('a product with no delivery time of its own states the shop’s, and the cart, the summary above the order button and the confirmation name it for its line', async ({ page, consoleErrors }, testInfo) => {
  // Art. 246a § 1 Nr. 7 EGBGB: the candles state no shipping_time; the settings' default_shipping_time (3) applies.
  await page.goto('/en/shop/duftkerze-feige-und-zeder');
  await expect(page.locator('.purchase-box .availability')).toHaveText('1 in stock · Ready to ship in 3 working days');
  const email = uniqueEmail(testInfo);
  await page.goto('/shop/duftkerze-weinbergpfirsich');
  await expect(page.locator('.purchase-box .availability')).toHaveText('8 auf Lager · Versandfertig in 3 Werktagen');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('liegt jetzt im Warenkorb')).toBeVisible();

  await page.goto('/shop/warenkorb');
  await expect(page.locator('.cart-line').filter({ hasText: 'Duftkerze Weinbergpfirsich' })).toContainText('Versandfertig in 3 Werktagen');
  const line = (await checkoutByTransfer(page, email)).locator('.checkout__line');
  await expect(line).toContainText('1 × Duftkerze Weinbergpfirsich');
  await expect(line).toContainText('Versandfertig in 3 Werktagen');
  const text = await orderAndReadConfirmation(page, testInfo.project.name, email);
  expect(text).toContain('- 1 × Duftkerze Weinbergpfirsich: je 34,00 €, 34,00 €\n    Material: Sojawachs · Duftnote: Pfirsich\n    Versandfertig in 3 Werktagen\n');
  expect(consoleErrors).toEqual([]);
});

test('goods sold by volume show their unit price beside every price: list, product page, variant choice, cart, the summary above the order button and the confirmation', async ({ page, consoleErrors }, testInfo) => {
  // § 4 PAngV: the room spray holds 100 ml at 24,00 €; the diffuser comes in 100 / 250 / 500 ml at 39 / 68 / 107 €.
  const readable = async (locator: ReturnType<Page['locator']>) => (await locator.innerText()).replace(/[\u00a0\u202f]/g, ' ');
  await page.goto('/shop?category=raumduefte');
  const sprayCard = page.locator('.product-card').filter({ hasText: 'Raumspray Leinen & Baumwolle 100 ml' });
  await expect(sprayCard.locator('.price')).toBeVisible();
  expect(await readable(sprayCard.locator('.price'))).toContain('24,00 € (240,00 € / 1 l) inkl. MwSt.');
  expect(await readable(page.locator('.product-card').filter({ hasText: 'Raumdiffuser Orangenblüte' }).locator('.price'))).toContain('39,00 € – 107,00 € (214,00 € – 390,00 € / 1 l)');

  await page.goto('/en/shop/raumspray-leinen-und-baumwolle-100-ml');
  await expect(page.locator('.purchase-box .price')).toContainText('€240.00 / 1 l');

  const email = uniqueEmail(testInfo);
  await page.goto('/shop/raumdiffuser-orangenbluete');
  const price = page.locator('.purchase-box .price');
  expect(await readable(price)).toContain('39,00 € – 107,00 € (214,00 € – 390,00 € / 1 l)');
  await page.getByLabel('Inhalt', { exact: true }).selectOption({ label: '250 ml – 68,00 € (272,00 € / 1 l)' });
  await expect(price).toContainText('68,00 €');
  expect(await readable(price)).toContain('68,00 € (272,00 € / 1 l) inkl. MwSt.');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('liegt jetzt im Warenkorb')).toBeVisible();

  await page.goto('/shop/warenkorb');
  const cartLine = page.locator('.cart-line').filter({ hasText: 'Raumdiffuser Orangenblüte' });
  await expect(cartLine.locator('.cart-line__unit')).toBeVisible();
  expect(await readable(cartLine.locator('.cart-line__unit'))).toBe('Stückpreis: 68,00 € (272,00 € / 1 l)');
  const line = (await checkoutByTransfer(page, email)).locator('.checkout__line');
  await expect(line.locator('.checkout__line-unit-price')).toBeVisible();
  expect(await readable(line.locator('.checkout__line-unit-price'))).toBe('Stückpreis: 68,00 € (272,00 € / 1 l)');
  const text = await orderAndReadConfirmation(page, testInfo.project.name, email);
  expect(text).toContain('- 1 × Raumdiffuser Orangenblüte (Inhalt: 250 ml): je 68,00 € (272,00 € / 1 l), 68,00 €\n');
  expect(consoleErrors).toEqual([]);
});

test('product safety on the page and at the checkout: the maker and its addresses, the warnings, and where a watch’s battery goes back (GPSR Art. 19, BattDG)', async ({ page, consoleErrors }, testInfo) => {
  await page.goto('/shop/e-bike-schauinsland-trekking');
  const safety = page.getByRole('region', { name: 'Produktsicherheit' });
  await expect(safety.getByRole('definition').first()).toHaveText(/^Velo Dreisam GmbH\s*Wiesentalstraße 4\s*79115 Freiburg im Breisgau\s*Deutschland\s*service@velo-dreisam\.example$/);
  await expect(safety.getByRole('link', { name: 'service@velo-dreisam.example' })).toHaveAttribute('href', 'mailto:service@velo-dreisam.example');
  await expect(safety).toContainText('Den Akku nur mit dem mitgelieferten Ladegerät');
  await expect(safety).toContainText('Enthält Batterien oder Akkus.');

  // A maker outside the EU: the person responsible in it (English page).
  await page.goto('/en/shop/taucheruhr-automatik-42-mm');
  const watchSafety = page.getByRole('region', { name: 'Product safety' });
  await expect(watchSafety).toContainText('Person responsible in the EU');
  await expect(watchSafety).toContainText('Nordkap Vertrieb Europa GmbH');
  await expect(watchSafety.getByRole('link', { name: 'produkt@nordkap-uhrenwerke.example' })).toHaveAttribute('href', 'mailto:produkt@nordkap-uhrenwerke.example');
  await expect(watchSafety).not.toContainText('Contains batteries');

  const email = uniqueEmail(testInfo);
  await page.goto('/shop/meridian-slim-damenuhr-32-mm');
  const notes = page.getByRole('region', { name: 'Produktsicherheit' }).getByRole('link', { name: 'Hinweise zur Batterierücknahme' });
  await expect(notes).toHaveAttribute('href', '/batteriehinweise');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('liegt jetzt im Warenkorb')).toBeVisible();
  const summary = await checkoutByTransfer(page, email);
  await expect(summary.locator('.checkout__battery-notice')).toContainText('Altbatterien gehören nicht in den Hausmüll');
  await expect(summary.getByRole('link', { name: 'Hinweise zur Batterierücknahme' })).toHaveAttribute('href', '/batteriehinweise');
  const text = await orderAndReadConfirmation(page, testInfo.project.name, email);
  expect(text).toContain('Enthält Batterien oder Akkus.');
  expect(text).toMatch(/Hinweise zur Batterierücknahme: \S+\/batteriehinweise\n/);

  await page.goto('/batteriehinweise');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hinweise zur Batterierücknahme');
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('an engraved ring: the summary above the button names each choice with its label and says the ring cannot be withdrawn from', async ({ page, consoleErrors }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/shop/trauringe-platin-950-mattiert');
  await page.getByLabel('Ringgröße').selectOption({ label: 'Größe 52 – 2.190,00 €' });
  await page.getByLabel('Gravur Damenring (z. B. Datum und Name)').fill('Anna 12.06.2026');
  await page.getByLabel('Schriftart').selectOption('Englische Schreibschrift');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('liegt jetzt im Warenkorb')).toBeVisible();

  await page.goto('/shop/kasse');
  await fillAddress(page, email);
  await field(page, 'DHL Paket versichert').check();
  await field(page, 'Vorkasse per Überweisung').check();
  const line = page.getByRole('region', { name: 'Ihre Bestellung' }).locator('.checkout__line');
  await expect(line.locator('.checkout__line-choices')).toHaveText(
    'Ringgröße: Größe 52 Gravur Damenring (z. B. Datum und Name): Anna 12.06.2026 Schriftart: Englische Schreibschrift',
    { useInnerText: true },
  );
  await expect(line).toContainText('1 × Trauringe Platin 950 mattiert');
  await expect(line).toContainText('Personalisiert – vom Widerrufsrecht ausgeschlossen (§ 312g Abs. 2 Nr. 1 BGB)');

  // The labels are the page's; the order carries the values as before.
  await orderButton(page).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeFocused();
  const [order] = await ordersFor(page, email);
  expect(order?.cart.products[0]).toMatchObject({ variant: { id: 105802 }, personalization: { values: { gravur_damenring: 'Anna 12.06.2026', schriftart: 'Englische Schreibschrift' } } });
  expect(consoleErrors).toEqual([]);
});

test('a note longer than the shop takes is said while it is typed, blocks the order with the focus on it, and nothing of it is lost', async ({ page, consoleErrors }) => {
  await withRingInCart(page);
  await page.goto('/shop/kasse');
  const note = field(page, 'Anmerkung zur Bestellung (optional)');
  await note.fill(`Bitte als Geschenk verpacken. ${'x'.repeat(1980)}`);
  await expect(note).toHaveAccessibleDescription('Ihre Anmerkung ist 2.010 Zeichen lang; bitte kürzen Sie sie auf höchstens 2.000 Zeichen.');
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await fillAddress(page, 'lang@example.org');
  await field(page, 'DHL Paket versichert').check();
  await field(page, 'Vorkasse per Überweisung').check();
  await orderButton(page).click();
  await expect(note).toBeFocused();
  expect(await ordersFor(page, 'lang@example.org')).toHaveLength(0);
  // Shortened by the shopper, it goes through as written.
  await note.press('End');
  for (let index = 0; index < 10; index++) await note.press('Backspace');
  await expect(note).not.toHaveAttribute('aria-invalid', 'true');
  await orderButton(page).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const [order] = await ordersFor(page, 'lang@example.org');
  expect(order!.checkout.comment).toHaveLength(2000);
  expect(consoleErrors).toEqual([]);
});

test('the note to check the marked entries goes once nothing is marked any more', async ({ page }) => {
  await withRingInCart(page);
  await page.goto('/shop/kasse');
  await orderButton(page).click();
  const note = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie die markierten Angaben.' });
  await expect(note).toBeVisible();
  await fillAddress(page, 'markiert@example.org');
  await field(page, 'DHL Paket versichert').check();
  await expect(note).toBeVisible();
  await field(page, 'Vorkasse per Überweisung').check();
  await expect(note).toHaveCount(0);
});

test('nothing typed is lost by a reload, and the messages name what is missing', async ({ page }) => {
  await withRingInCart(page);
  await page.goto('/shop/kasse');
  await orderButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie die markierten Angaben.' })).toBeVisible();
  await expect(field(page, 'E-Mail-Adresse')).toBeFocused();
  await expect(checkoutForm(page).getByText('Bitte füllen Sie dieses Feld aus.')).toHaveCount(7);
  await expect(checkoutForm(page).getByText('Bitte wählen Sie eine Versandart.')).toBeVisible();

  await field(page, 'E-Mail-Adresse').fill('anna@example.org');
  await field(page, 'PLZ').fill('7909');
  await field(page, 'Land').selectOption('AT');
  await field(page, 'DHL Paket EU').check();
  await field(page, 'Vorkasse per Überweisung').check();
  await field(page, 'Rechnungsadresse wie Lieferadresse').uncheck();
  await page.locator('#invoice-city').fill('Basel');
  await field(page, 'Anmerkung zur Bestellung (optional)').fill('Bitte als Geschenk.');
  await page.reload();

  await expect(field(page, 'E-Mail-Adresse')).toHaveValue('anna@example.org');
  await expect(field(page, 'PLZ')).toHaveValue('7909');
  await expect(field(page, 'Land')).toHaveValue('AT');
  await expect(field(page, 'DHL Paket EU')).toBeChecked();
  await expect(field(page, 'Vorkasse per Überweisung')).toBeChecked();
  await expect(page.locator('#invoice-city')).toHaveValue('Basel');
  await expect(field(page, 'Anmerkung zur Bestellung (optional)')).toHaveValue('Bitte als Geschenk.');
  // A four-digit postcode is Austrian: right for Austria, where the German methods do not go.
  await field(page, 'PLZ').blur();
  await expect(checkoutForm(page).getByText('Diese Postleitzahl passt nicht zum gewählten Land.')).toHaveCount(0);
  await expect(field(page, 'DHL Paket versichert')).toHaveCount(0);
});

for (const [fault, handle] of [
  ['an HTTP 500', (route: import('@playwright/test').Route) => route.fulfill({ status: 500, body: 'boom' })],
  ['a reply that is not ok', (route: import('@playwright/test').Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"error"}' })],
  ['unreadable JSON', (route: import('@playwright/test').Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"ok"' })],
  ['no network', (route: import('@playwright/test').Route) => route.abort('internetdisconnected')],
] as const) {
  test(`${fault} shows the message, keeps cart and entries, and the retry places one order`, async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await withRingInCart(page);
    await page.goto('/shop/kasse');
    await fillAddress(page, email);
    await field(page, 'Abholung im Geschäft').check();
    await field(page, 'Barzahlung bei Abholung').check();
    await page.route('**/ecom/order', handle);
    await orderButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Die Bestellung konnte nicht gesendet werden. Ihr Warenkorb und Ihre Angaben sind erhalten – bitte versuchen Sie es noch einmal.');
    await expect(field(page, 'Vorname')).toHaveValue('Anna');
    await expect(field(page, 'Barzahlung bei Abholung')).toBeChecked();
    await expect(page.locator('a.cart-icon')).toHaveAttribute('title', 'Warenkorb (1)');

    await page.unroute('**/ecom/order');
    await orderButton(page).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
    expect(await ordersFor(page, email)).toHaveLength(1);
  });
}

test('a price lowered on its way to the order service is refused: nothing is ordered until the real price is sent', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await withRingInCart(page);
  await page.goto('/shop/kasse');
  await fillAddress(page, email);
  await field(page, 'Abholung im Geschäft').check();
  await field(page, 'Vorkasse per Überweisung').check();
  // What a shopper with the developer tools could send: the ring for one cent, the sums to match.
  const refused: number[] = [];
  await page.route('**/ecom/order', async (route) => {
    const order = route.request().postDataJSON();
    order.cart.products[0].priceBrutto = '0.01';
    order.cart.totalPriceBrutto = '0.01';
    Object.assign(order.totals, { subtotal: '0.01', total: '0.01', vatContained: '0.00' });
    const reply = await route.fetch({ postData: JSON.stringify(order) });
    refused.push(reply.status());
    await route.fulfill({ response: reply });
  });
  await orderButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Preise oder Verfügbarkeit haben sich geändert. Bitte prüfen Sie Ihren Warenkorb und bestellen Sie dann erneut.');
  expect(refused).toEqual([422]);
  expect(await ordersFor(page, email)).toEqual([]);

  await page.unroute('**/ecom/order');
  await orderButton(page).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const orders = await ordersFor(page, email);
  expect(orders.map((order) => order.totals.total)).toEqual(['1290.00']);
});

test('a reply that never comes does not leave the shopper waiting', async ({ page }) => {
  await page.clock.install();
  await withRingInCart(page);
  await page.goto('/shop/kasse');
  await fillAddress(page, 'warten@example.org');
  await field(page, 'Abholung im Geschäft').check();
  await field(page, 'Barzahlung bei Abholung').check();
  await page.route('**/ecom/order', () => undefined);
  await orderButton(page).click();
  await expect(page.getByRole('button', { name: 'Ihre Bestellung wird gesendet …' })).toBeVisible();
  await page.clock.runFor(31_000);
  await expect(page.getByRole('alert')).toContainText('Die Bestellung konnte nicht gesendet werden.');
  await expect(orderButton(page)).toBeVisible();
});

test('a double click and a retry after a lost reply place one order', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await withRingInCart(page);
  await page.goto('/shop/kasse');
  await fillAddress(page, email);
  await field(page, 'Abholung im Geschäft').check();
  await field(page, 'Vorkasse per Überweisung').check();
  // The first order reaches the service, but its answer is lost on the way back.
  let lost = false;
  await page.route('**/ecom/order', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await orderButton(page).dblclick();
  await expect(page.getByRole('alert')).toContainText('Die Bestellung konnte nicht gesendet werden.');
  await orderButton(page).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  expect(await ordersFor(page, email)).toHaveLength(1);
});

test('by keyboard alone, at 375 px, with nothing cut off and nothing axe can fault', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.setViewportSize({ width: 375, height: 800 });
  await withRingInCart(page);
  await page.goto('/shop/kasse');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await field(page, 'E-Mail-Adresse').focus();
  await page.keyboard.type(email);
  for (const text of ['Anna', 'Muster', '', 'Hauptstraße', '5', '79098', 'Freiburg']) {
    await page.keyboard.press('Tab');
    if (text) await page.keyboard.type(text);
  }
  await page.keyboard.press('Tab'); // the country: Germany stays
  await page.keyboard.press('Tab'); // invoice same as delivery: stays checked
  await page.keyboard.press('Tab'); // the first shipping method
  await page.keyboard.press('Space');
  await expect(field(page, 'DHL Paket versichert')).toBeChecked();
  await page.keyboard.press('Tab'); // into the payment methods
  await page.keyboard.press('Space');
  await expect(field(page, 'Vorkasse per Überweisung')).toBeChecked();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);

  await orderButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  expect(await ordersFor(page, email)).toHaveLength(1);
});

test('an empty cart has nothing to order and leads back to the shop', async ({ page }) => {
  await page.goto('/shop/kasse');
  await expect(page.getByText('Ihr Warenkorb ist leer – es gibt nichts zu bestellen.')).toBeVisible();
  await expect(page.locator('.checkout').getByRole('link', { name: 'Unsere Produkte' })).toHaveAttribute('href', '/shop');
  await expect(orderButton(page)).toHaveCount(0);
});

test('the checkout speaks English and French below their shop roots', async ({ page }) => {
  await withRingInCart(page);
  await page.goto('/en/shop/checkout');
  await expect(page.getByRole('button', { name: 'Order with obligation to pay' })).toBeVisible();
  await expect(field(page, 'Country')).toContainText('Germany');
  await page.goto('/fr/shop/commande');
  await expect(page.getByRole('button', { name: 'Commande avec obligation de paiement' })).toBeVisible();
});

test('PayPal: the order first, then PayPal’s buttons pay it; the service captures with PayPal, and the shopper is told and mailed', async ({ page, consoleErrors }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await orderRingWithPaypal(page, email);
  const thanks = page.locator('.checkout--thanks');
  await expect(thanks.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  // Placed, not paid: the page says so, and the confirmation mail too.
  await expect(thanks).toContainText('Ihre Bestellung ist noch nicht bezahlt. Bitte bezahlen Sie jetzt mit PayPal');
  const [order] = await ordersFor(page, email);
  expect(order).toMatchObject({ checkout: { paymentMethod: '4' } });
  const number = (await thanks.getByText(/Ihre Bestellnummer/).textContent())!.replace(/\D/g, '');
  const confirmation = await theMailTo(testInfo.project.name, email);
  expect(confirmation.body).toContain('Noch nicht bezahlt: Bitte schließen Sie die Zahlung mit PayPal auf der Bestellseite ab.');
  // PayPal's script loads only now, from the local double; the service opens PayPal's order and captures it.
  await thanks.getByRole('button', { name: 'PayPal' }).click();
  await expect(thanks).toContainText('Vielen Dank! Ihre Zahlung mit PayPal ist eingegangen.');
  await expect(thanks).not.toContainText('noch nicht bezahlt');
  const paid = await theMailTo(testInfo.project.name, email, { subject: `Zahlung bestätigt: Bestellung ${number}` });
  expect(paid.body.replace(/\u00a0/g, ' ')).toContain(`PayPal hat uns Ihre Zahlung von 1.296,90 € für die Bestellung ${number} bestätigt.`);
  // Paid is paid: a reload does not offer the payment again.
  await page.reload();
  await expect(page.locator('.checkout--thanks')).toContainText('Vielen Dank! Ihre Zahlung mit PayPal ist eingegangen.');
  await expect(page.locator('.checkout--thanks').getByRole('button', { name: 'PayPal' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('PayPal later: an order left unpaid is paid from the confirmation mail’s link, and the link then says it is paid', async ({ page, consoleErrors }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await orderRingWithPaypal(page, email);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const number = (await page.getByText(/Ihre Bestellnummer/).textContent())!.replace(/\D/g, '');
  const confirmation = await theMailTo(testInfo.project.name, email);
  const link = /Hier bezahlen Sie Ihre Bestellung mit PayPal, auch später: (\S+)/.exec(confirmation.body)?.[1];
  expect(link).toMatch(/\/shop\/kasse\?pay=[\w-]+$/);

  // Another day, another tab: the link from the mail.
  const later = await page.context().newPage();
  const laterErrors: string[] = [];
  later.on('pageerror', (error) => laterErrors.push(error.message));
  later.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && laterErrors.push(message.text()));
  const { pathname, search } = new URL(link!);
  await later.goto(pathname + search);
  await expect(later.getByRole('heading', { level: 1, name: `Bestellung ${number} bezahlen` })).toBeVisible();
  await expect(later.getByText('Betrag: 1.296,90 €')).toBeVisible();
  await later.getByRole('button', { name: 'PayPal' }).click();
  await expect(later.getByText('Vielen Dank! Ihre Zahlung mit PayPal ist eingegangen.')).toBeVisible();
  await theMailTo(testInfo.project.name, email, { subject: `Zahlung bestätigt: Bestellung ${number}` });
  await later.reload();
  await expect(later.getByText('Diese Bestellung ist bereits bezahlt. Vielen Dank!')).toBeVisible();
  await expect(later.getByRole('button', { name: 'PayPal' })).toHaveCount(0);
  expect(await axeViolations(later)).toEqual([]);

  // A link with an order nobody placed says so.
  await later.goto('/shop/kasse?pay=gibt-es-nicht');
  await expect(later.getByText('Diese Bestellung kennen wir nicht.')).toBeVisible();
  expect(laterErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('Klarna: its form shows when chosen, the authorization comes before the order, and Klarna’s order follows with the same uuid', async ({ page, consoleErrors }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await withRingInCart(page);
  await page.goto('/shop/kasse');
  await fillAddress(page, email);
  await field(page, 'DHL Paket versichert').check();
  await field(page, 'Klarna – Später bezahlen').check();
  await expect(page.getByText('Klarna – Später bezahlen').last()).toBeVisible();

  // Klarna refuses first: nothing is ordered, and the shopper can try again.
  await page.getByLabel('Zahlung ablehnen (Test)').check();
  await orderButton(page).click();
  await expect(page.getByRole('alert')).toContainText('Klarna hat die Zahlung nicht bestätigt.');
  expect(await ordersFor(page, email)).toHaveLength(0);

  await page.getByLabel('Zahlung ablehnen (Test)').uncheck();
  await orderButton(page).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  const orders = await ordersFor(page, email);
  expect(orders).toHaveLength(1);
  const all = (await (await page.request.get('/ecom/_received')).json()) as Array<{ endpoint: string; body: ReceivedBody }>;
  await expect(page.locator('.checkout--thanks')).toContainText('Klarna hat Ihre Zahlung angenommen.');
  // Klarna's order was placed by the service for the placed order; the token itself is never kept.
  const klarnaOrder = all.find((entry) => entry.endpoint === 'klarnaOrder' && entry.body.order_uuid === orders[0]!.order_uuid);
  expect(klarnaOrder?.body).toEqual({ project: 'juwelier-albrecht.de', order_uuid: orders[0]!.order_uuid });
  const number = (await page.getByText(/Ihre Bestellnummer/).textContent())!.replace(/\D/g, '');
  const authorized = await theMailTo(testInfo.project.name, email, { subject: `Zahlung bestätigt: Bestellung ${number}` });
  expect(authorized.body.replace(/\u00a0/g, ' ')).toContain(`Klarna hat Ihre Zahlung von 1.296,90 € für die Bestellung ${number} angenommen.`);
  // Klarna judged the payment by the shopper's own addresses, sent with the authorization.
  const told = await page.evaluate(() => (window as unknown as { Klarna: { Payments: { authorizedWith: Record<string, Record<string, string>> } } }).Klarna.Payments.authorizedWith);
  expect(told.billing_address).toMatchObject({ given_name: 'Anna', family_name: 'Muster', email, street_address: 'Hauptstraße 5', postal_code: '79098', city: 'Freiburg', country: 'DE' });
  expect(consoleErrors).toEqual([]);
});
