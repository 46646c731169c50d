import Decimal from 'decimal.js';
import type { OrderTotals } from '../../widgets/core/checkout/order-totals.ts';
import type { Money } from '../../widgets/core/money.ts';
import { isRecord, type UnknownRecord } from '../../widgets/core/shapes.ts';

/**
 * What the shop asks PayPal to collect, and how it reads what PayPal says it collected. Pure: the
 * amounts come from the order as the service recomputed it, never from the browser.
 */

/** PayPal wants euro with exactly two decimals ("1290.00"). */
const paypalValue = (amount: Money) => new Decimal(amount).toFixed(2);

/**
 * One purchase unit in euro: the gross total with its breakdown (goods, shipping, gift wrapping as
 * handling; prices include VAT, so no separate tax), our order number (with the shop's prefix) as invoice_id (PayPal
 * refuses a second payment under it) and our order's uuid as custom_id (webhooks name it).
 */
export function paypalOrderBody(order: { uuid: string; totals: OrderTotals }, invoiceId: string): UnknownRecord {
  const { subtotal, shipping, wrapping, total } = order.totals;
  const breakdown: Record<string, { currency_code: 'EUR'; value: string }> = {
    item_total: { currency_code: 'EUR', value: paypalValue(subtotal) },
    shipping: { currency_code: 'EUR', value: paypalValue(shipping) },
  };
  if (new Decimal(wrapping).greaterThan(0)) breakdown.handling = { currency_code: 'EUR', value: paypalValue(wrapping) };
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: 'default',
        invoice_id: invoiceId,
        custom_id: order.uuid,
        amount: { currency_code: 'EUR', value: paypalValue(total), breakdown },
      },
    ],
  };
}

/** What a capture settled: paid, or pending at PayPal (an eCheck, a review), with PayPal's ids. */
interface CaptureVerdict {
  state: 'paid' | 'pending';
  paypalOrderId: string;
  captureId: string;
}

export type CaptureJudgement = { ok: true; value: CaptureVerdict } | { ok: false; reason: string };

const records = (value: unknown): UnknownRecord[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/**
 * Whether PayPal's order, as PayPal answered it after the capture (or when read again), pays this
 * order: completed, one capture completed (or pending) in euro for exactly the total, under our
 * order number. Anything else is no payment of this order, whatever the browser said.
 */
export function judgeCapture(paypalOrder: UnknownRecord, expected: { total: Money; invoiceId: string }): CaptureJudgement {
  const paypalOrderId = typeof paypalOrder.id === 'string' ? paypalOrder.id : '';
  const unit = records(paypalOrder.purchase_units)[0];
  const capture = unit && isRecord(unit.payments) ? records(unit.payments.captures)[0] : undefined;
  if (!unit || !capture) return { ok: false, reason: `PayPal order ${paypalOrderId || '?'} has no capture (status ${String(paypalOrder.status)})` };
  const invoiceId = capture.invoice_id ?? unit.invoice_id;
  if (invoiceId !== expected.invoiceId) return { ok: false, reason: `the capture is for invoice ${String(invoiceId)}, not ${expected.invoiceId}` };
  const amount = isRecord(capture.amount) ? capture.amount : {};
  if (amount.currency_code !== 'EUR') return { ok: false, reason: `the capture is in ${String(amount.currency_code)}, not EUR` };
  if (typeof amount.value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(amount.value) || !new Decimal(amount.value).equals(expected.total)) {
    return { ok: false, reason: `the capture is for ${String(amount.value)} EUR, the order for ${expected.total} EUR` };
  }
  const captureId = typeof capture.id === 'string' ? capture.id : '';
  if (capture.status === 'COMPLETED' && paypalOrder.status === 'COMPLETED') return { ok: true, value: { state: 'paid', paypalOrderId, captureId } };
  if (capture.status === 'PENDING') return { ok: true, value: { state: 'pending', paypalOrderId, captureId } };
  return { ok: false, reason: `the capture is ${String(capture.status)}` };
}
