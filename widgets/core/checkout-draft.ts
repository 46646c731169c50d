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

function isAddress(value: unknown): value is Address {
  return isRecord(value) && addressFields.every((field) => typeof value[field] === 'string');
}

const isOptionalString = (value: unknown) => value === null || typeof value === 'string';

export function parseStoredCheckoutDraft(value: unknown): CheckoutDraft | null {
  if (!isRecord(value)) return null;
  const valid =
    typeof value.customerEmail === 'string' &&
    (value.shippingAddress === null || isAddress(value.shippingAddress)) &&
    (value.invoiceAddress === null || isAddress(value.invoiceAddress)) &&
    typeof value.comment === 'string' &&
    isOptionalString(value.paymentMethod) &&
    isOptionalString(value.shippingMethod) &&
    isFiniteNumber(value.shippingCost) &&
    typeof value.presentWrap === 'boolean' &&
    isFiniteNumber(value.timestamp);
  return valid ? (value as unknown as CheckoutDraft) : null;
}
