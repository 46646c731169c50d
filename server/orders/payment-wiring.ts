import { randomUUID } from 'node:crypto';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import type { Mail } from '../mailer.ts';
import { createKlarnaApi, type KlarnaApi } from '../payments/klarna-api.ts';
import { createKlarnaPayments } from '../payments/klarna-payments.ts';
import { createPaypalApi, type PaypalApi } from '../payments/paypal-api.ts';
import { createPaypalPayments, type PayableOrder } from '../payments/paypal-payments.ts';
import type { PaymentChange } from '../payments/payment-record.ts';
import { checkOrder, type CheckedOrder } from './check-order.ts';
import type { OrderCatalog } from './order-catalog.ts';
import type { ServiceAnswer } from './order-service-http.ts';
import { paymentConfirmationMail } from './payment-mails.ts';
import type { LocalOrderServiceOptions } from './service-options.ts';
import { paymentNotificationMail, type ShopMailbox } from './shop-mails.ts';
import type { Endpoint, SubmissionEntry } from './submission-entry.ts';
import type { IssuedInvoice } from './status-mails.ts';

/**
 * The order service's payments (PayPal and Klarna): each provider's API with the shop's
 * credentials, the payment flows with what they keep and mail, the payment state of an order for
 * the page that pays it later, and its copy where the owner keeps the orders (ORDER_STORE=directus).
 */

/** What the service knows of a placed order: the reply it got, its number, its sums, how it is paid and how far. */
export type KeptOrder = PayableOrder & { reply: UnknownRecord; order: CheckedOrder; placedAt: string; invoice?: IssuedInvoice };

export interface PaymentWiringDeps {
  options: Pick<LocalOrderServiceOptions, 'paypal' | 'klarna' | 'paymentStore' | 'paypalInvoicePrefix'>;
  project: string;
  /** By order uuid. */
  orders: ReadonlyMap<string, KeptOrder>;
  orderUuidsByNumber: ReadonlyMap<string, string>;
  catalog(): OrderCatalog | null;
  /** Keeps a submission (a payment change with the request that caused it). */
  record(entry: SubmissionEntry): Promise<void>;
  /** A mail caused by something already kept: into the outbox, then sent. */
  sendLater(mail: Mail): void;
  shopMailbox(): ShopMailbox | null;
  now(): Date;
}

export function createPaymentWiring(deps: PaymentWiringDeps) {
  const klarnaApi: KlarnaApi | null = !deps.options.klarna ? null : 'placeOrder' in deps.options.klarna ? deps.options.klarna : createKlarnaApi(deps.options.klarna);
  /** PayPal with the shop's credentials, once the catalog names the client id (or null: not set up). */
  let paypalApi: PaypalApi | null = null;

  /** The shop offers a method the service cannot take: said once at start, so the operator sets the credentials. */
  function warnOfUnpayableMethods() {
    const offered = new Set(deps.catalog()?.settings.shipping_methods.flatMap((method) => method.payment_methods.map((payment) => payment.method)) ?? []);
    if (offered.has('paypal') && !paypalApi) console.warn('[order service] the shop offers PayPal, but PayPal is not set up (PAYPAL_CLIENT_SECRET, docs/order-service.md#payments): PayPal orders cannot be paid');
    if (offered.has('klarna') && !klarnaApi) console.warn('[order service] the shop offers Klarna, but Klarna is not set up (KLARNA_API_USERNAME, KLARNA_API_PASSWORD): Klarna cannot be chosen successfully');
  }

  function paypalFrom(settingsClientId: string | null | undefined): PaypalApi | null {
    const given = deps.options.paypal;
    if (!given) return null;
    if ('createOrder' in given) return given;
    const clientId = given.clientId || settingsClientId;
    if (!clientId || !given.clientSecret) {
      console.warn('[order service] PAYPAL_CLIENT_SECRET is set but no PayPal client id (PAYPAL_CLIENT_ID or the settings\' paypal_client_id): PayPal orders cannot be paid');
      return null;
    }
    return createPaypalApi({ ...given, clientId });
  }

  /** Writes an order's payment state where the orders are kept for the owner (ORDER_STORE=directus). */
  async function copyPaymentState(change: PaymentChange) {
    const payment = deps.orders.get(change.orderUuid)?.payment;
    if (!change.state || !payment || !deps.options.paymentStore) return;
    // The store holds it already; a store that fails is logged, the shopper's payment stands.
    await deps.options.paymentStore(change.orderUuid, { state: payment.state, reference: payment.captureId ?? payment.klarnaOrderId ?? null }).catch((cause: unknown) => {
      console.error(`[order service] could not keep the payment state "${payment.state}" of order ${change.orderUuid} in the order store`, cause);
    });
  }

  /** Keeps a confirmed change of an order's payment with the request that caused it. */
  const paymentSaver = (endpoint: Endpoint, body: UnknownRecord) => async (change: PaymentChange) => {
    await deps.record({ id: randomUUID(), endpoint, receivedAt: change.at, body, reply: { status: 'ok' }, payment: change });
    await copyPaymentState(change);
  };

  function paypalFor(endpoint: Endpoint, body: UnknownRecord) {
    return createPaypalPayments({
      api: paypalApi,
      invoicePrefix: deps.options.paypalInvoicePrefix ?? '',
      findOrder: (uuid) => deps.orders.get(uuid),
      findOrderByNumber: (orderNumber) => deps.orders.get(deps.orderUuidsByNumber.get(orderNumber) ?? ''),
      savePayment: paymentSaver(endpoint, body),
      onPaid: (paid) => {
        const order = deps.orders.get(paid.uuid)?.order;
        if (!order) return;
        deps.sendLater(paymentConfirmationMail(order, paid.orderNumber, deps.catalog()?.seller ?? null));
        const shop = deps.shopMailbox();
        if (shop) deps.sendLater(paymentNotificationMail(order, paid.orderNumber, 'paid', { captureId: paid.payment.captureId }, shop));
      },
      now: deps.now,
    });
  }

  /**
   * How an order stands with its payment, for the page that pays it later: its number, total,
   * method and payment state, nothing personal. The uuid (random, in the shopper's mail) is the key.
   */
  async function paymentStatus(uuid: string): Promise<ServiceAnswer> {
    const order = deps.orders.get(uuid);
    if (!order) return { status: 404, body: { status: 'error', code: 'unknown_order', message: 'No order with this uuid was placed.' } };
    return { status: 200, body: { status: 'ok', id: uuid, order_number: order.orderNumber, total: order.totals.total, payment_method: order.paymentMethod ?? '', payment: order.payment.state } };
  }


  function klarnaFor(endpoint: Endpoint, body: UnknownRecord) {
    return createKlarnaPayments({
      api: klarnaApi,
      checkOrder: (order) => checkOrder(order, deps.catalog(), deps.project),
      findOrder: (uuid) => deps.orders.get(uuid),
      savePayment: paymentSaver(endpoint, body),
      onAuthorized: (authorized) => {
        if (!authorized.order) return;
        deps.sendLater(paymentConfirmationMail(authorized.order, authorized.orderNumber, deps.catalog()?.seller ?? null, 'authorized'));
        const shop = deps.shopMailbox();
        if (shop) deps.sendLater(paymentNotificationMail(authorized.order, authorized.orderNumber, 'authorized', { klarnaOrderId: authorized.payment.klarnaOrderId }, shop));
      },
      now: deps.now,
    });
  }

  return {
    klarnaApi,
    /** PayPal with the shop's credentials (null before start() and where PayPal is not set up). */
    paypalApi: () => paypalApi,
    /** Once the catalog is read: PayPal with its client id, and a warning for each method the shop offers but cannot take. */
    start() {
      paypalApi = paypalFrom(deps.catalog()?.settings.paypal_client_id);
      warnOfUnpayableMethods();
    },
    paypalFor,
    klarnaFor,
    paymentStatus,
    copyPaymentState,
  };
}
