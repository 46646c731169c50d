/**
 * The part of Klarna Payments' browser API (window.Klarna.Payments, api.js v1) the checkout uses,
 * with its callbacks turned into promises. Its shapes stay in this folder.
 * https://docs.klarna.com/klarna-payments/integrate-with-klarna-payments/step-2-check-out/
 */
import type { Address } from '../../core/checkout-draft.ts';

interface KlarnaLoadReply {
  show_form: boolean;
  error?: { invalid_fields?: string[] };
}

interface KlarnaAuthorizeReply {
  approved: boolean;
  show_form: boolean;
  authorization_token?: string;
  error?: { invalid_fields?: string[] };
}

export interface KlarnaPaymentsApi {
  init(options: { client_token: string }): void;
  load(options: { container: string; payment_method_category: string }, data: Record<string, unknown>, callback: (reply: KlarnaLoadReply) => void): void;
  authorize(options: { payment_method_category: string }, data: Record<string, unknown>, callback: (reply: KlarnaAuthorizeReply) => void): void;
}

/** The category the shop offers: the buy-now-pay-later provider of spec §1. */
const klarnaCategory = 'pay_later';

/** Starts Klarna's form in the container; false when Klarna does not offer the category for this session. */
export function showKlarnaForm(payments: KlarnaPaymentsApi, clientToken: string, containerSelector: string): Promise<boolean> {
  payments.init({ client_token: clientToken });
  return new Promise((resolve) => {
    payments.load({ container: containerSelector, payment_method_category: klarnaCategory }, {}, (reply) => resolve(reply.show_form));
  });
}

export type KlarnaAuthorization = { approved: true; token: string } | { approved: false; formStillShown: boolean };

/** Who pays and where the goods go, as the checkout holds them. */
export interface KlarnaCustomer {
  email: string;
  shippingAddress: Address;
  /** null: the invoice goes to the delivery address. */
  invoiceAddress: Address | null;
}

function klarnaAddress(address: Address, email: string): Record<string, string> {
  return {
    given_name: address.firstName.trim(),
    family_name: address.lastName.trim(),
    ...(address.company.trim() ? { organization_name: address.company.trim() } : {}),
    email: email.trim(),
    street_address: [address.street.trim(), address.number.trim()].filter(Boolean).join(' '),
    postal_code: address.zipCode.trim(),
    city: address.city.trim(),
    country: address.country,
  };
}

/**
 * The addresses Klarna assesses the payment by. Sent with the authorization, not before: only then
 * has the shopper chosen to pay with Klarna (Klarna's data requirements, GDPR).
 */
function klarnaCustomerData({ email, shippingAddress, invoiceAddress }: KlarnaCustomer): Record<string, unknown> {
  return { billing_address: klarnaAddress(invoiceAddress ?? shippingAddress, email), shipping_address: klarnaAddress(shippingAddress, email) };
}

/** Asks Klarna to approve the payment (Klarna may open its own dialog for the shopper first). */
export function authorizeKlarna(payments: KlarnaPaymentsApi, customer: KlarnaCustomer): Promise<KlarnaAuthorization> {
  return new Promise((resolve) => {
    payments.authorize({ payment_method_category: klarnaCategory }, klarnaCustomerData(customer), (reply) => {
      resolve(reply.approved && reply.authorization_token ? { approved: true, token: reply.authorization_token } : { approved: false, formStillShown: reply.show_form });
    });
  });
}
