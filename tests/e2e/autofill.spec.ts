import type { Locator } from '@playwright/test';
import { withRingInCart } from './cart-seed.ts';
import { expect, expectMounted, test } from './fixtures.ts';

/**
 * The browser's autofill (and a password manager) fills several fields of a form in one go: one
 * input event per field, all before the page renders again. Every field it filled must keep its
 * value, on both runtimes (preact batches renders, so a field built on the last render's values
 * would undo the ones filled before it).
 */

/** Fills the fields the way autofill does: each value set and announced, all in one task. */
async function autofill(form: Locator, values: Record<string, string>) {
  await form.evaluate((element, entries) => {
    for (const [selector, value] of Object.entries(entries)) {
      const field = element.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
      const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, values);
}

async function expectValues(form: Locator, values: Record<string, string>) {
  for (const [selector, value] of Object.entries(values)) await expect(form.locator(selector)).toHaveValue(value);
}

test('the contact form keeps every field autofill filled', async ({ page, consoleErrors }) => {
  await page.goto('/kontakt');
  await expectMounted(page, 'contact-form');
  const form = page.locator('#contact-form');
  const values = { '#contact-name': 'Anna Berg', '#contact-email': 'anna@example.org' };
  await autofill(form, values);
  await expectValues(form, values);
  // Still there once the form renders for another reason.
  await form.getByLabel('Ihre Nachricht').fill('Ist der Ring noch da?');
  await expectValues(form, values);
  expect(consoleErrors).toEqual([]);
});

test('the checkout keeps every address field autofill filled, and a reload keeps them too', async ({ page, consoleErrors }) => {
  await withRingInCart(page);
  await page.goto('/shop/kasse');
  const form = page.locator('form.checkout__form');
  await expect(form).toBeVisible();
  const address = {
    '#shipping-firstName': 'Anna',
    '#shipping-lastName': 'Muster',
    '#shipping-street': 'Hauptstraße',
    '#shipping-number': '5',
    '#shipping-zipCode': '79098',
    '#shipping-city': 'Freiburg',
  };
  await autofill(form, address);
  await expectValues(form, address);
  await page.reload();
  await expectValues(form, address);
  expect(consoleErrors).toEqual([]);
});

test('the withdrawal keeps every field autofill filled', async ({ page, consoleErrors }) => {
  await page.goto('/vertrag-widerrufen');
  await expectMounted(page, 'withdrawal');
  const form = page.locator('[data-widget="withdrawal"] form');
  const values = { '#withdrawal-name': 'Anna Muster', '#withdrawal-email': 'anna@example.org', '#withdrawal-orderNumber': '10001' };
  await autofill(form, values);
  await expectValues(form, values);
  expect(consoleErrors).toEqual([]);
});
