import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, expectMounted, test } from './fixtures.ts';

/**
 * The product request and rating forms inside the shop's product page, posting to the local order
 * service of the preview server (same origin, under the page's CSP). The servers of the browser
 * suite run it with ORDER_SERVICE_INSPECT=1, so GET /ecom/_received shows what arrived.
 * Demo products: titisee-gmt-41-mm-limitierte-edition (price on request),
 * taucheruhr-automatik-42-mm (can be rated; the demo settings allow ratings).
 */
const onRequest = '/shop/titisee-gmt-41-mm-limitierte-edition';
const rateable = '/shop/taucheruhr-automatik-42-mm';

async function openProduct(page: Page, path: string) {
  await page.goto(path);
  await expectMounted(page, 'shop');
}

/** What the local order service received at one endpoint, as the test-only inspection lists it. */
async function received(page: Page, endpoint: 'request' | 'rating'): Promise<Array<Record<string, unknown>>> {
  const reply = await page.request.get('/ecom/_received');
  expect(reply.ok()).toBe(true);
  const list = (await reply.json()) as Array<{ endpoint: string; body: Record<string, unknown> }>;
  return list.filter((submission) => submission.endpoint === endpoint).map((submission) => submission.body);
}

/** A text no other test run sends, to find this test's submission among the others. */
const marker = (name: string) => `${name} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function openRequestForm(page: Page) {
  await openProduct(page, onRequest);
  await page.getByRole('button', { name: 'Verfügbarkeit anfragen' }).click();
  const form = page.locator('.product-request-form');
  await expect(form.getByRole('heading', { name: 'Verfügbarkeit anfragen' })).toBeVisible();
  return form;
}

test('a product request names the problems, then reaches the order service with the product and the visitor', async ({ page }) => {
  const form = await openRequestForm(page);
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.getByText('Bitte geben Sie Ihren Namen ein.')).toBeVisible();
  await expect(form.getByLabel('Ihr Name')).toBeFocused();
  await expect(form.getByLabel('Ihr Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveAccessibleDescription('Bitte geben Sie Ihre E-Mail-Adresse ein.');

  const message = marker('Ist die Uhr noch zu haben?');
  await form.getByLabel('Ihr Name').fill('Anna Berg');
  await form.getByLabel('E-Mail-Adresse').fill('anna@example.org');
  await form.getByLabel('Telefon (optional)').fill('0761 2021010');
  await form.getByLabel('Ihre Nachricht').fill(message);
  await form.getByRole('button', { name: 'Anfrage senden' }).dblclick();

  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank! Wir melden uns bei Ihnen.' })).toBeVisible();
  const mine = (await received(page, 'request')).filter((body) => body.message === message);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    project: 'juwelier-albrecht.de',
    product_name: expect.stringContaining('Titisee GMT'),
    variant_id: null,
    name: 'Anna Berg',
    email: 'anna@example.org',
    phone: '0761 2021010',
    language: 'de',
  });
});

test('a failed request says so and keeps everything the visitor typed', async ({ page }) => {
  await page.route('**/ecom/request', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"error"}' }));
  const form = await openRequestForm(page);
  await form.getByLabel('Ihr Name').fill('Anna Berg');
  await form.getByLabel('E-Mail-Adresse').fill('anna@example.org');
  await form.getByLabel('Ihre Nachricht').fill('Bitte um Rückruf.');
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.getByRole('alert')).toContainText('Anfrage konnte nicht gesendet werden');
  await expect(form.getByLabel('Ihr Name')).toHaveValue('Anna Berg');
  await expect(form.getByLabel('Ihre Nachricht')).toHaveValue('Bitte um Rückruf.');
  await expect(form.getByRole('button', { name: 'Anfrage senden' })).toBeEnabled();
});

test('a rating is given with the keyboard alone and reaches the order service', async ({ page }) => {
  await openProduct(page, rateable);
  const form = page.locator('.product-rating-form');
  await form.getByRole('button', { name: 'Bewertung abgeben' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Bitte wählen Sie 1 bis 5 Sterne.')).toBeVisible();
  await expect(form.getByRole('radio', { name: '1 Stern', exact: true })).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 Sterne' })).toBeChecked();
  await expect(form.getByText('Bitte wählen Sie 1 bis 5 Sterne.')).toHaveCount(0);

  const comment = marker('Sehr schön gearbeitet.');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Ihr Name (optional)')).toBeFocused();
  await page.keyboard.type('Anna');
  await page.keyboard.press('Tab');
  await page.keyboard.type(comment);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Bewertung abgeben' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Bewertung!' })).toBeFocused();
  const mine = (await received(page, 'rating')).filter((body) => body.comment === comment);
  expect(mine).toEqual([expect.objectContaining({ project: 'juwelier-albrecht.de', rating: 4, name: 'Anna', language: 'de' })]);
});

test('a rating the order service does not answer with status ok says so and keeps the stars and the text', async ({ page }) => {
  // A 200 reply whose status is not ok is a failure too (spec §5).
  await page.route('**/ecom/rating', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"rejected"}' }));
  await openProduct(page, rateable);
  const form = page.locator('.product-rating-form');
  // The radios are drawn as stars: a pointer picks the second star's label.
  await form.locator('label.star-choice__star').nth(1).click();
  await form.getByLabel('Ihr Name (optional)').fill('Anna');
  await form.getByRole('button', { name: 'Bewertung abgeben' }).click();
  await expect(form.getByRole('alert')).toContainText('Bewertung konnte nicht gesendet werden');
  await expect(form.getByRole('radio', { name: '2 Sterne' })).toBeChecked();
  await expect(form.getByLabel('Ihr Name (optional)')).toHaveValue('Anna');
  await expect(page.getByText('Vielen Dank für Ihre Bewertung!')).toHaveCount(0);
});

test('axe finds no violations in the request form showing its messages', async ({ page }) => {
  const form = await openRequestForm(page);
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.getByText('Bitte schreiben Sie uns eine Nachricht.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('axe finds no violations in the rating form asking for stars', async ({ page }) => {
  await openProduct(page, rateable);
  const form = page.locator('.product-rating-form');
  await form.getByRole('button', { name: 'Bewertung abgeben' }).click();
  await expect(form.getByRole('radiogroup', { name: 'Ihre Bewertung' })).toHaveAccessibleDescription('Bitte wählen Sie 1 bis 5 Sterne.');
  expect(await axeViolations(page)).toEqual([]);
});
