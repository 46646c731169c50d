import type { CreateOrderRequestBody } from '@paypal/paypal-js';
import type { Money } from '../../core/money.ts';

/**
 * The order PayPal is asked to collect: one purchase unit in euro for the order the shop has
 * already placed, its number as PayPal's invoice_id, so a payment in PayPal's records names the
 * order it paid and PayPal refuses a second payment under the same number.
 */
export function paypalOrderRequest(amount: Money, orderNumber: string): CreateOrderRequestBody {
  return {
    intent: 'CAPTURE',
    purchase_units: [{ amount: { currency_code: 'EUR', value: twoPlaces(amount) }, invoice_id: orderNumber }],
  };
}

/**
 * PayPal wants exactly two decimals for euro ("1290.00"). Money is already kept that way; this
 * pads a shorter form without pulling decimal.js into the payment chunk, and refuses anything
 * that is not a plain non-negative amount rather than guessing.
 */
function twoPlaces(amount: Money): string {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`"${amount}" is not an amount PayPal can be given`);
  return `${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`;
}
