import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProductRequestForm } from '../../widgets/shop/ProductRequestForm.tsx';
import { field, jsonReply, messageOf, orderServiceDouble, render, submit, type } from './product-form-helpers.tsx';

const product = { id: 101, displayName: 'Taucheruhr Nordkap', slug: 'taucheruhr-nordkap' };

async function renderForm(double: ReturnType<typeof orderServiceDouble>, variant: { id: number; displayName: string } | null = null) {
  const container = await render(<ProductRequestForm product={product} variant={variant} orderService={double.orderService} />);
  return {
    container,
    name: field(container, 'Ihr Name'),
    email: field(container, 'E-Mail-Adresse'),
    phone: field(container, 'Telefon (optional)'),
    message: field<HTMLTextAreaElement>(container, 'Ihre Nachricht'),
    button: () => container.querySelector<HTMLButtonElement>('button[type="submit"]'),
    status: () => container.querySelector('[role="status"]')!.textContent,
    alert: () => container.querySelector('[role="alert"]')?.textContent ?? null,
  };
}

async function fillIn(form: Awaited<ReturnType<typeof renderForm>>) {
  await type(form.name, ' Anna Berg ');
  await type(form.email, 'anna@example.org');
  await type(form.message, 'Ist die Uhr bis Freitag lieferbar?');
}

describe('the product request form', () => {
  it('is headed "Verfügbarkeit anfragen" and names the product and the chosen variant', async () => {
    const form = await renderForm(orderServiceDouble(jsonReply({ status: 'ok' })), { id: 7, displayName: '42 mm' });
    expect(form.container.querySelector('h2')!.textContent).toBe('Verfügbarkeit anfragen');
    expect(form.container.textContent).toContain('Taucheruhr Nordkap (42 mm)');
    expect(form.button()!.textContent).toBe('Anfrage senden');
  });

  it('shows each problem next to its field, marks it invalid, focuses the first and sends nothing', async () => {
    const double = orderServiceDouble(jsonReply({ status: 'ok' }));
    const form = await renderForm(double);
    await type(form.email, 'anna@example');
    await type(form.phone, 'abends');
    await submit(form.container);

    expect(form.name.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(form.container, form.name)).toBe('Bitte geben Sie Ihren Namen ein.');
    expect(messageOf(form.container, form.email)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.');
    expect(messageOf(form.container, form.phone)).toBe('Bitte geben Sie eine gültige Telefonnummer ein oder lassen Sie das Feld leer.');
    expect(messageOf(form.container, form.message)).toBe('Bitte schreiben Sie uns eine Nachricht.');
    expect(document.activeElement).toBe(form.name);
    expect(double.fetchImpl).not.toHaveBeenCalled();

    // A message goes away as soon as its field is right; the focus goes to the first one still wrong.
    await type(form.name, 'Anna');
    expect(form.name.hasAttribute('aria-invalid')).toBe(false);
    expect(form.name.hasAttribute('aria-describedby')).toBe(false);
    await submit(form.container);
    expect(document.activeElement).toBe(form.email);
  });

  it('names the limit of a message that is too long', async () => {
    const form = await renderForm(orderServiceDouble(jsonReply({ status: 'ok' })));
    await fillIn(form);
    await type(form.message, 'x'.repeat(2001));
    await submit(form.container);
    expect(messageOf(form.container, form.message)).toBe('Bitte kürzen Sie den Text auf höchstens 2000 Zeichen.');
  });

  it('sends the request once on a double submit, then thanks the visitor', async () => {
    const double = orderServiceDouble();
    const form = await renderForm(double, { id: 7, displayName: '42 mm' });
    await fillIn(form);
    await submit(form.container);
    await submit(form.container);

    expect(double.fetchImpl).toHaveBeenCalledTimes(1);
    expect(form.button()!.disabled).toBe(true);
    expect(form.button()!.textContent).toBe('Wird gesendet …');
    expect(double.fetchImpl.mock.calls[0]![0]).toBe('/ecom/request');
    expect(double.sentBodies()[0]).toEqual({
      project: 'juwelier-albrecht.de',
      product_id: 101,
      product_name: 'Taucheruhr Nordkap',
      variant_id: 7,
      variant_name: '42 mm',
      name: 'Anna Berg',
      email: 'anna@example.org',
      phone: '',
      message: 'Ist die Uhr bis Freitag lieferbar?',
      language: 'de',
    });

    await double.answer(new Response(JSON.stringify({ status: 'ok', id: 'r-1' })));
    await vi.waitFor(() => expect(form.status()).toBe('Vielen Dank! Wir melden uns bei Ihnen.'));
    expect(form.container.querySelector('form')).toBeNull();
    expect(document.activeElement).toBe(form.container.querySelector('[role="status"]'));
  });

  it.each([
    ['a reply whose status is not ok', jsonReply({ status: 'error' })],
    ['a server error', jsonReply({ status: 'ok' }, 500)],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('after %s says "Anfrage konnte nicht gesendet werden" and keeps every input', async (_case, reply) => {
    const double = orderServiceDouble(reply);
    const form = await renderForm(double);
    await fillIn(form);
    await type(form.phone, '0761 2021010');
    await submit(form.container);

    await vi.waitFor(() => expect(form.alert()).toContain('Anfrage konnte nicht gesendet werden'));
    expect(form.status()).toBe('');
    expect([form.name.value, form.email.value, form.phone.value, form.message.value]).toEqual([
      ' Anna Berg ',
      'anna@example.org',
      '0761 2021010',
      'Ist die Uhr bis Freitag lieferbar?',
    ]);
    expect(form.button()!.disabled).toBe(false);

    // The visitor can try again at once.
    await submit(form.container);
    await act(async () => {});
    expect(double.fetchImpl).toHaveBeenCalledTimes(2);
  });
});
