import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProductRatingForm } from '../../widgets/shop/ProductRatingForm.tsx';
import { field, jsonReply, messageOf, orderServiceDouble, render, submit, type } from './product-form-helpers.tsx';

const product = { id: 101, displayName: 'Taucheruhr Nordkap', slug: 'taucheruhr-nordkap' };

async function renderForm(double: ReturnType<typeof orderServiceDouble>) {
  const container = await render(<ProductRatingForm product={product} orderService={double.orderService} />);
  const stars = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  return {
    container,
    stars,
    group: container.querySelector('fieldset')!,
    name: field(container, 'Ihr Name (optional)'),
    comment: field<HTMLTextAreaElement>(container, 'Ihr Kommentar (optional)'),
    button: () => container.querySelector<HTMLButtonElement>('button[type="submit"]'),
    status: () => container.querySelector('[role="status"]')!.textContent,
    alert: () => container.querySelector('[role="alert"]')?.textContent ?? null,
    async choose(count: number) {
      await act(async () => stars[count - 1]!.click());
    },
  };
}

describe('the product rating form', () => {
  it('offers five stars as one radio group, each named for a screen reader', async () => {
    const form = await renderForm(orderServiceDouble(jsonReply({ status: 'ok' })));
    expect(form.container.querySelector('h2')!.textContent).toBe('Produkt bewerten');
    expect(form.group.getAttribute('role')).toBe('radiogroup');
    expect(form.group.querySelector('legend')!.textContent).toContain('Ihre Bewertung');
    expect(form.stars.map((star) => form.container.querySelector(`label[for="${CSS.escape(star.id)}"]`)!.textContent)).toEqual([
      '★1 Stern',
      '★2 Sterne',
      '★3 Sterne',
      '★4 Sterne',
      '★5 Sterne',
    ]);
    expect(new Set(form.stars.map((star) => star.name)).size).toBe(1);
    await form.choose(4);
    expect(form.stars.map((star) => star.checked)).toEqual([false, false, false, true, false]);
    expect(form.container.querySelectorAll('.star-choice__star--filled')).toHaveLength(4);
  });

  it('asks for stars when none is chosen, focuses the first star and sends nothing', async () => {
    const double = orderServiceDouble(jsonReply({ status: 'ok' }));
    const form = await renderForm(double);
    await type(form.comment, 'x'.repeat(2001));
    await submit(form.container);

    expect(form.group.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(form.container, form.group)).toBe('Bitte wählen Sie 1 bis 5 Sterne.');
    expect(messageOf(form.container, form.comment)).toBe('Bitte kürzen Sie den Text auf höchstens 2000 Zeichen.');
    expect(document.activeElement).toBe(form.stars[0]);
    expect(double.fetchImpl).not.toHaveBeenCalled();

    await form.choose(2);
    expect(form.group.hasAttribute('aria-invalid')).toBe(false);
  });

  it('sends the rating once on a double submit, then thanks the visitor', async () => {
    const double = orderServiceDouble();
    const form = await renderForm(double);
    await form.choose(5);
    await type(form.name, 'Anna');
    await type(form.comment, ' Wunderschön verarbeitet. ');
    await submit(form.container);
    await submit(form.container);

    expect(double.fetchImpl).toHaveBeenCalledTimes(1);
    expect(form.button()!.disabled).toBe(true);
    expect(double.fetchImpl.mock.calls[0]![0]).toBe('/ecom/rating');
    expect(double.sentBodies()[0]).toEqual({
      project: 'juwelier-albrecht.de',
      product_id: 101,
      rating: 5,
      name: 'Anna',
      comment: 'Wunderschön verarbeitet.',
      language: 'de',
    });

    await double.answer(new Response(JSON.stringify({ status: 'ok' })));
    await vi.waitFor(() => expect(form.status()).toBe('Vielen Dank für Ihre Bewertung!'));
    expect(form.container.querySelector('form')).toBeNull();
  });

  it('sends a rating without name and comment', async () => {
    const double = orderServiceDouble(jsonReply({ status: 'ok' }));
    const form = await renderForm(double);
    await form.choose(1);
    await submit(form.container);
    await vi.waitFor(() => expect(form.status()).toBe('Vielen Dank für Ihre Bewertung!'));
    expect(double.sentBodies()[0]).toMatchObject({ rating: 1, name: '', comment: '' });
  });

  it.each([
    ['a reply whose status is not ok', jsonReply({ status: 'rejected' })],
    ['a server error', jsonReply({ status: 'ok' }, 503)],
    ['a reply that is not JSON', () => Promise.resolve(new Response('Bad gateway'))],
  ])('after %s says "Bewertung konnte nicht gesendet werden" and keeps every input', async (_case, reply) => {
    const form = await renderForm(orderServiceDouble(reply));
    await form.choose(3);
    await type(form.name, 'Anna');
    await type(form.comment, 'Gut.');
    await submit(form.container);

    await vi.waitFor(() => expect(form.alert()).toContain('Bewertung konnte nicht gesendet werden'));
    expect(form.stars[2]!.checked).toBe(true);
    expect([form.name.value, form.comment.value]).toEqual(['Anna', 'Gut.']);
    expect(form.status()).toBe('');
    expect(form.button()!.disabled).toBe(false);
  });
});
