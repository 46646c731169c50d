import { readAddress, type Address } from '../checkout-draft.ts';
import { isPlainMoney, type Money } from '../money.ts';
import type { PublicBankDetails } from '../public-shop-settings.ts';
import { isNonEmptyString, isRecord } from '../shapes.ts';

/** The shop where a pickup order is collected: its name and postal address lines (from /data/seller.json). */
export interface PickupPlace {
  name: string;
  addressLines: string[];
}

/**
 * Where the order goes: delivered to the shopper's address, or collected in the shop (its
 * address when the page could read it).
 */
export type PlacedDelivery = { kind: 'address'; address: Address } | { kind: 'pickup'; place: PickupPlace | null };

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
  /** null for an order kept before the thanks view named it: nothing is said about it then. */
  delivery: PlacedDelivery | null;
}

const bankFields = ['account_holder', 'iban', 'bic', 'bank_name'] as const;

function readBankDetails(value: unknown): PublicBankDetails | null {
  if (!isRecord(value) || !bankFields.every((field) => typeof value[field] === 'string')) return null;
  return Object.fromEntries(bankFields.map((field) => [field, value[field]])) as unknown as PublicBankDetails;
}

const isText = (value: unknown): value is string => typeof value === 'string';

function readPickupPlace(value: unknown): PickupPlace | null {
  if (!isRecord(value) || !isNonEmptyString(value.name) || !Array.isArray(value.addressLines) || !value.addressLines.every(isText)) return null;
  return { name: value.name, addressLines: value.addressLines };
}

function readDelivery(value: unknown): PlacedDelivery | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'pickup') return { kind: 'pickup', place: readPickupPlace(value.place) };
  const address = value.kind === 'address' ? readAddress(value.address) : null;
  return address ? { kind: 'address', address } : null;
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
  return { orderUuid, orderNumber, total, email, paymentMethod, bankDetails: readBankDetails(value.bankDetails), paid: value.paid === true, delivery: readDelivery(value.delivery) };
}
