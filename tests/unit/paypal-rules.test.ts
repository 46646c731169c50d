import { describe, expect, it } from 'vitest';
import { judgeCapture, paypalOrderBody } from '../../server/payments/paypal-rules.ts';

const totals = { subtotal: '1190.00', shipping: '6.90', wrapping: '0.00', total: '1196.90', vatContained: '191.10', taxPercent: 19 };

/** PayPal's order after a capture, as Orders v2 answers it (only the fields the rule reads matter). */
function capturedOrder(overrides: { status?: string; captureStatus?: string; value?: string; currency?: string; invoiceId?: string } = {}) {
  return {
    id: 'PAYPAL-1',
    status: overrides.status ?? 'COMPLETED',
    purchase_units: [
      {
        reference_id: 'default',
        invoice_id: overrides.invoiceId ?? '10025',
        payments: {
          captures: [
            {
              id: 'CAPTURE-1',
              status: overrides.captureStatus ?? 'COMPLETED',
              invoice_id: overrides.invoiceId ?? '10025',
              amount: { currency_code: overrides.currency ?? 'EUR', value: overrides.value ?? '1196.90' },
            },
          ],
        },
      },
    ],
  };
}

describe('what the shop asks PayPal to collect', () => {
  it('is the recomputed total in euro with its breakdown, under the order number, naming the order by its uuid', () => {
    expect(paypalOrderBody({ uuid: 'uuid-1', totals }, '10025')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'default',
          invoice_id: '10025',
          custom_id: 'uuid-1',
          amount: { currency_code: 'EUR', value: '1196.90', breakdown: { item_total: { currency_code: 'EUR', value: '1190.00' }, shipping: { currency_code: 'EUR', value: '6.90' } } },
        },
      ],
    });
  });

  it('adds gift wrapping as handling, so the breakdown adds up to the total', () => {
    const body = paypalOrderBody({ uuid: 'u', totals: { ...totals, wrapping: '4.5', total: '1201.40' } }, '10026') as { purchase_units: Array<{ amount: { value: string; breakdown: Record<string, { value: string }> } }> };
    const { value, breakdown } = body.purchase_units[0]!.amount;
    expect(breakdown.handling).toEqual({ currency_code: 'EUR', value: '4.50' });
    const sum = Object.values(breakdown).reduce((cents, part) => cents + Math.round(Number(part.value) * 100), 0);
    expect(sum).toBe(Math.round(Number(value) * 100));
  });
});

describe('whether PayPal’s capture pays the order', () => {
  const expected = { total: '1196.90', invoiceId: '10025' };

  it('pays it when completed in euro for exactly the total under the order number', () => {
    expect(judgeCapture(capturedOrder(), expected)).toEqual({ ok: true, value: { state: 'paid', paypalOrderId: 'PAYPAL-1', captureId: 'CAPTURE-1' } });
    expect(judgeCapture(capturedOrder({ value: '1196.9' }), expected).ok).toBe(true);
  });

  it('leaves it pending while PayPal holds the capture', () => {
    expect(judgeCapture(capturedOrder({ status: 'COMPLETED', captureStatus: 'PENDING' }), expected)).toMatchObject({ ok: true, value: { state: 'pending' } });
  });

  it.each([
    ['another amount', { value: '0.01' }, /0\.01 EUR, the order for 1196\.90/],
    ['another currency', { currency: 'USD' }, /in USD/],
    ['another invoice', { invoiceId: '10024' }, /invoice 10024/],
    ['a declined capture', { captureStatus: 'DECLINED' }, /DECLINED/],
    ['an amount that is no amount', { value: '1196.90abc' }, /1196\.90abc/],
  ])('does not pay it with %s', (_case, overrides, reason) => {
    const verdict = judgeCapture(capturedOrder(overrides), expected);
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toMatch(reason);
  });

  it('does not pay it without any capture', () => {
    expect(judgeCapture({ id: 'PAYPAL-1', status: 'APPROVED', purchase_units: [{ invoice_id: '10025' }] }, expected)).toEqual({ ok: false, reason: 'PayPal order PAYPAL-1 has no capture (status APPROVED)' });
  });
});
