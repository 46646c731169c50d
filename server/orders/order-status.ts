import { randomUUID } from 'node:crypto';
import type { Seller } from '../../widgets/core/legal/seller.ts';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import type { Mail } from '../mailer.ts';
import type { KlarnaApi } from '../payments/klarna-api.ts';
import type { PaypalApi } from '../payments/paypal-api.ts';
import { cents } from '../payments/klarna-rules.ts';
import type { PaymentChange, PaymentRecord } from '../payments/payment-record.ts';
import type { CheckedOrder } from './check-order.ts';
import { isPickup } from './mail-parts.ts';
import { isOrderStatus, planStatusChange, type PaymentAction, type StatusRequest } from './order-lifecycle.ts';
import type { OrderStore } from './order-store.ts';
import type { ServiceAnswer } from './order-service-http.ts';
import type { OutboxJob } from './outbox.ts';
import { invoicePdf } from './invoice.ts';
import { orderStatusMail, type IssuedInvoice } from './status-mails.ts';
import { shopCalendarDay } from '../../widgets/core/withdrawal/receipt-time.ts';
import type { SubmissionEntry } from './submission-entry.ts';

/**
 * The owner's change of an order's status (POST /ecom/orders/{number}/status, status-endpoint.ts):
 * checked by the lifecycle's rules, the payment provider asked first where the change moves
 * money (Klarna: captured when shipped, released when cancelled, paid back when refunded; PayPal:
 * paid back when refunded), then
 * the new status, the shopper's mail, a released stock and the payment's new state kept in one
 * transaction. A repeat of the same status changes nothing and mails nothing.
 */

export interface KnownOrder {
  uuid: string;
  order: CheckedOrder;
  payment: PaymentRecord;
  /** The invoice issued for it (when shipped or collected), which a refund cancels. */
  invoice?: IssuedInvoice;
}

export interface OrderStatusDeps {
  store: Pick<OrderStore, 'statusOf' | 'changeStatus'>;
  findOrder(orderNumber: string): KnownOrder | undefined;
  klarna: KlarnaApi | null;
  /** PayPal with the shop's credentials, once the catalog is read; null where PayPal is not set up. */
  paypal(): PaypalApi | null;
  seller(): Seller | null;
  now(): Date;
  /** Whether the invoices are kept where the owner works on orders too (ORDER_STORE=directus): then each leaves through the outbox. */
  keepsDocuments: boolean;
  /** After the transaction: what the service remembers and sends (order-service.ts). */
  kept(entry: SubmissionEntry, jobs: OutboxJob[], seqs: number[]): Promise<void>;
}

const answer = (status: number, body: UnknownRecord): ServiceAnswer => ({ status, body });
const failure = (status: number, code: string, message: string) => answer(status, { status: 'error', code, message });

/** The body's fields, or what is wrong with them. */
function readStatusRequest(body: UnknownRecord): StatusRequest | string {
  const { status, carrier, tracking_number: trackingNumber } = body;
  if (!isOrderStatus(status)) return 'status';
  if (carrier !== undefined && carrier !== null && typeof carrier !== 'string') return 'carrier';
  if (trackingNumber !== undefined && trackingNumber !== null && typeof trackingNumber !== 'string') return 'tracking_number';
  return { status, ...(carrier ? { carrier: carrier.trim() } : {}), ...(trackingNumber ? { trackingNumber: trackingNumber.trim() } : {}) };
}

export function createOrderStatusChanges({ store, findOrder, klarna, paypal, seller, now, keepsDocuments, kept: afterKept }: OrderStatusDeps) {
  /**
   * Asks PayPal to pay the order's capture back, whole; only PayPal's COMPLETED (or PENDING: PayPal
   * completes it and its webhook confirms) counts. The request id makes a repeat harmless.
   */
  async function refundAtPaypal(known: KnownOrder, orderNumber: string): Promise<string | null> {
    const api = paypal();
    const captureId = known.payment.captureId;
    if (!api || !captureId) return 'PayPal is not set up for this service, or PayPal names no capture for this order.';
    const body = { amount: { currency_code: 'EUR', value: known.order.totals.total }, note_to_payer: `Bestellung ${orderNumber}` };
    const result = await api.refundCapture(captureId, body, `${known.uuid}:paypal-refund`);
    if (!result.ok) return `PayPal: ${result.detail}`;
    const status = result.value.status;
    return status === 'COMPLETED' || status === 'PENDING' ? null : `PayPal: the refund is ${String(status)}.`;
  }

  /** Asks Klarna (or PayPal) to move the money; the key makes a repeat after a lost answer harmless. */
  async function askProvider(action: PaymentAction, known: KnownOrder, orderNumber: string, request: StatusRequest): Promise<string | null> {
    if (action === 'paypal-refund') return refundAtPaypal(known, orderNumber);
    const klarnaOrderId = known.payment.klarnaOrderId;
    if (!klarna || !klarnaOrderId) return 'Klarna is not set up for this service, or the order has no Klarna order.';
    const amount = cents(known.order.totals.total);
    const key = `${known.uuid}:${action}`;
    // What the shopper reads in Klarna's app beside the amount.
    const description = `Bestellung ${orderNumber}`;
    const result =
      action === 'klarna-capture'
        ? await klarna.captureOrder(klarnaOrderId, { captured_amount: amount, description, shipping_info: [{ shipping_company: request.carrier!, ...(request.trackingNumber ? { tracking_number: request.trackingNumber } : {}) }] }, key)
        : action === 'klarna-cancel'
          ? await klarna.cancelOrder(klarnaOrderId, key)
          : await klarna.refundOrder(klarnaOrderId, { refunded_amount: amount, description }, key);
    return result.ok ? null : `Klarna: ${result.detail}`;
  }

  return async function changeStatus(orderNumber: string, body: UnknownRecord): Promise<ServiceAnswer> {
    const request = readStatusRequest(body);
    if (typeof request === 'string') return failure(400, 'invalid', `Missing or invalid field: ${request}`);
    const known = findOrder(orderNumber);
    const current = known ? await store.statusOf(known.uuid) : null;
    if (!known || !current) return failure(404, 'unknown_order', `No order has the number ${orderNumber}.`);

    const plan = planStatusChange({ status: current, paymentMethod: known.order.payment.method, payment: known.payment.state, pickup: isPickup(known.order), invoiced: known.invoice !== undefined }, request);
    if (!plan.ok) return failure(422, plan.code, plan.message);
    const reply = { status: 'ok', order_number: orderNumber, order_status: request.status, previous_status: current, changed: plan.changed };
    if (!plan.changed) return answer(200, reply);

    if (plan.paymentAction) {
      const refused = await askProvider(plan.paymentAction, known, orderNumber, request);
      if (refused) return failure(502, 'payment_provider_failed', `The status stays "${current}": ${refused}`);
    }
    const at = now().toISOString();
    const payment: PaymentChange | undefined = plan.payment ? { orderUuid: known.uuid, at, state: plan.payment } : undefined;
    const shipment = { carrier: request.carrier ?? '', trackingNumber: request.trackingNumber ?? '' };
    let kept: { entry: SubmissionEntry; jobs: OutboxJob[] } | undefined;
    // Made inside the store's transaction, once the invoice (where one is issued) has its number.
    const make = (invoiceNumber: string | null) => {
      // A refund's number is its cancellation invoice's, reversing the one issued before.
      const cancels = invoiceNumber && request.status === 'refunded' ? known.invoice : undefined;
      const entry: SubmissionEntry = {
        id: randomUUID(),
        endpoint: 'orderStatus',
        receivedAt: at,
        body,
        reply: { ...reply, ...(invoiceNumber ? { invoice_number: invoiceNumber } : {}) },
        statusChange: { orderUuid: known.uuid, from: current, to: request.status, ...(request.carrier ? { carrier: request.carrier } : {}), ...(request.trackingNumber ? { trackingNumber: request.trackingNumber } : {}), ...(invoiceNumber ? { invoiceNumber } : {}), ...(cancels ? { cancelledInvoice: cancels.number } : {}) },
        ...(payment ? { payment } : {}),
      };
      const invoice = invoiceNumber ? { number: invoiceNumber, day: shopCalendarDay(new Date(at)), ...(cancels ? { cancels: { number: cancels.number, day: cancels.day } } : {}) } : undefined;
      const pdf = invoice ? invoicePdf(known.order, orderNumber, invoice, seller()) : undefined;
      const mails: Mail[] = plan.mail ? [orderStatusMail(plan.mail, known.order, orderNumber, seller(), shipment, invoice, pdf)] : [];
      const documents: OutboxJob[] =
        keepsDocuments && invoice && pdf ? [{ kind: 'document', document: { orderUuid: known.uuid, orderNumber, role: invoice.cancels ? 'cancellation' : 'invoice', number: invoice.number, pdf } }] : [];
      kept = { entry, jobs: [...mails.map((mail): OutboxJob => ({ kind: 'mail', mail })), ...documents] };
      return kept;
    };
    const seqs = await store.changeStatus({ uuid: known.uuid, from: current, to: request.status, releaseStock: plan.releaseStock, issueInvoice: plan.invoice, at }, make);
    if (!seqs || !kept) return failure(409, 'status_changed', 'The order\'s status changed meanwhile; read it again and retry.');
    await afterKept(kept.entry, kept.jobs, seqs);
    return answer(200, kept.entry.reply);
  };
}
