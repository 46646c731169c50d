import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { theMailTo } from './mail-outbox.ts';

/** The shopper's steps through the checkout at /shop/kasse, as the checkout specs take them. */

export const checkoutForm = (page: Page) => page.locator('form.checkout__form');

/** A field of the checkout form (the footer's newsletter has an e-mail field too). */
export const field = (page: Page, label: string) => checkoutForm(page).getByLabel(label).first();

export async function fillAddress(page: Page, email: string) {
  await field(page, 'E-Mail-Adresse').fill(email);
  await field(page, 'Vorname').fill('Anna');
  await field(page, 'Nachname').fill('Muster');
  await field(page, 'Straße').fill('Hauptstraße');
  await field(page, 'Hausnummer').fill('5');
  await field(page, 'PLZ').fill('79098');
  await field(page, 'Ort').fill('Freiburg');
}

export const orderButton = (page: Page) => page.getByRole('button', { name: 'zahlungspflichtig bestellen' });

/** The checkout filled in for an insured parcel paid in advance: what stands above the order button. */
export async function checkoutByTransfer(page: Page, email: string) {
  await page.goto('/shop/kasse');
  await fillAddress(page, email);
  await field(page, 'DHL Paket versichert').check();
  await field(page, 'Vorkasse per Überweisung').check();
  return page.getByRole('region', { name: 'Ihre Bestellung' });
}

/** Presses the order button, waits for the thanks view and reads the confirmation the shopper got. */
export async function orderAndReadConfirmation(page: Page, project: string, email: string): Promise<string> {
  await orderButton(page).click();
  await expect(page.locator('.checkout--thanks .checkout__order-number')).toBeVisible();
  return (await theMailTo(project, email)).body.replace(/\u00a0/g, ' ');
}

