import { isFiniteNumber, isRecord } from './shapes.ts';

/** What the shopper has typed into the checkout so far (spec §3), kept across reloads. */
export interface Address {
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  number: string;
  zipCode: string;
  city: string;
  country: string;
}

export interface CheckoutDraft {
  customerEmail: string;
  shippingAddress: Address | null;
  invoiceAddress: Address | null;
  comment: string;
  paymentMethod: string | null;
  shippingMethod: string | null;
  shippingCost: number;
  presentWrap: boolean;
  timestamp: number;
}

export function emptyCheckoutDraft(now: number): CheckoutDraft {
  return {
    customerEmail: '',
    shippingAddress: null,
    invoiceAddress: null,
    comment: '',
    paymentMethod: null,
    shippingMethod: null,
    shippingCost: 0,
    presentWrap: false,
    timestamp: now,
  };
}

const addressFields = ['firstName', 'lastName', 'company', 'street', 'number', 'zipCode', 'city', 'country'] as const;

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const choiceOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** An address with each typed field kept; a field of another type is empty again. Null when nothing of it is usable. */
export function readAddress(value: unknown): Address | null {
  if (!isRecord(value) || !addressFields.some((field) => typeof value[field] === 'string')) return null;
  return Object.fromEntries(addressFields.map((field) => [field, textOr(value[field], '')])) as unknown as Address;
}

/**
 * Reads the stored draft field by field, since anyone can edit localStorage: what the shopper
 * typed and is still well-formed stays, a broken field falls back to its empty value, and fields
 * the draft does not have are left behind. Null only when it is not a draft at all.
 */
export function parseStoredCheckoutDraft(value: unknown): CheckoutDraft | null {
  if (!isRecord(value)) return null;
  const empty = emptyCheckoutDraft(0);
  return {
    customerEmail: textOr(value.customerEmail, empty.customerEmail),
    shippingAddress: readAddress(value.shippingAddress),
    invoiceAddress: readAddress(value.invoiceAddress),
    comment: textOr(value.comment, empty.comment),
    paymentMethod: choiceOf(value.paymentMethod),
    shippingMethod: choiceOf(value.shippingMethod),
    // Shown and sent only as the checkout recomputes it; a negative or endless cost is no cost.
    shippingCost: isFiniteNumber(value.shippingCost) && value.shippingCost >= 0 ? value.shippingCost : empty.shippingCost,
    presentWrap: value.presentWrap === true,
    timestamp: isFiniteNumber(value.timestamp) ? value.timestamp : empty.timestamp,
  };
}
