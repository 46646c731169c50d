import { isPlainMoney, type Money } from '../money.ts';
import type { PublicBankDetails } from '../public-shop-settings.ts';
import { isNonEmptyString, isRecord } from '../shapes.ts';

/**
 * The order just placed, as the thanks view shows it after a reload (kept in the tab's
 * sessionStorage by checkout/last-order.ts).
 */
export interface PlacedOrderSummary {
  orderUuid: string;
  orderNumber: string;
  total: Money;
  email: string;
  /** The provider key of the payment method: 'prepayment', 'paypal', 'klarna', 'cash'. */
  paymentMethod: string;
  bankDetails: PublicBankDetails | null;
  /** A payment made after the order (PayPal) has been recorded: it is not offered again. */
  paid: boolean;
}

const bankFields = ['account_holder', 'iban', 'bic', 'bank_name'] as const;

function readBankDetails(value: unknown): PublicBankDetails | null {
  if (!isRecord(value) || !bankFields.every((field) => typeof value[field] === 'string')) return null;
  return Object.fromEntries(bankFields.map((field) => [field, value[field]])) as unknown as PublicBankDetails;
}

/**
 * Reads a kept order back; storage can be edited, so each field is checked and only known ones
 * are copied. Null when it is not an order the thanks view can show (then the checkout shows
 * the empty cart instead of failing on an amount it cannot format).
 */
export function parseStoredPlacedOrder(value: unknown): PlacedOrderSummary | null {
  if (!isRecord(value)) return null;
  const { orderUuid, orderNumber, total, email, paymentMethod } = value;
  if (!isNonEmptyString(orderUuid) || !isNonEmptyString(orderNumber) || !isPlainMoney(total)) return null;
  if (typeof email !== 'string' || !isNonEmptyString(paymentMethod)) return null;
  return { orderUuid, orderNumber, total, email, paymentMethod, bankDetails: readBankDetails(value.bankDetails), paid: value.paid === true };
}
