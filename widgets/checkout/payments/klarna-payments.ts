/**
 * The part of Klarna Payments' browser API (window.Klarna.Payments, api.js v1) the checkout uses,
 * with its callbacks turned into promises. Its shapes stay in this folder.
 * https://docs.klarna.com/klarna-payments/integrate-with-klarna-payments/step-2-check-out/
 */
export interface KlarnaLoadReply {
  show_form: boolean;
  error?: { invalid_fields?: string[] };
}

export interface KlarnaAuthorizeReply {
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
export const klarnaCategory = 'pay_later';

/** Starts Klarna's form in the container; false when Klarna does not offer the category for this session. */
export function showKlarnaForm(payments: KlarnaPaymentsApi, clientToken: string, containerSelector: string): Promise<boolean> {
  payments.init({ client_token: clientToken });
  return new Promise((resolve) => {
    payments.load({ container: containerSelector, payment_method_category: klarnaCategory }, {}, (reply) => resolve(reply.show_form));
  });
}

export type KlarnaAuthorization = { approved: true; token: string } | { approved: false; formStillShown: boolean };

/** Asks Klarna to approve the payment (Klarna may open its own dialog for the shopper first). */
export function authorizeKlarna(payments: KlarnaPaymentsApi): Promise<KlarnaAuthorization> {
  return new Promise((resolve) => {
    payments.authorize({ payment_method_category: klarnaCategory }, {}, (reply) => {
      resolve(reply.approved && reply.authorization_token ? { approved: true, token: reply.authorization_token } : { approved: false, formStillShown: reply.show_form });
    });
  });
}
