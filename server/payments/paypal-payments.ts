import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import type { OrderTotals } from '../../widgets/core/checkout/order-totals.ts';
import { isRecord, type UnknownRecord } from '../../widgets/core/shapes.ts';
import type { PaypalApi, PaypalFailure } from './paypal-api.ts';
import { mayBecome, type PaymentChange, type PaymentRecord } from './payment-record.ts';
import { judgeCapture, paypalOrderBody } from './paypal-rules.ts';
import { providerRefused, providerUnreachable, refused, type PaymentAnswer } from './payment-answer.ts';

/**
 * PayPal for orders the service has placed (spec §7's /ecom/order/paypal_transaction and the
 * service's own /ecom/paypal/order and /ecom/paypal/webhook):
 * 1. the browser's "PayPal" button asks for PayPal's order; the service opens it at PayPal for the
 *    order's own recomputed total, under its number;
 * 2. the shopper approves it at PayPal; the browser then asks the service to capture; the service
 *    captures at PayPal and marks the order paid only when PayPal's answer pays this order;
 * 3. PayPal's webhooks, once PayPal confirms they are its own, keep the state true later
 *    (a pending capture completed or denied, a refund).
 */

export interface PayableOrder {
  uuid: string;
  orderNumber: string;
  paymentMethod: string | undefined;
  totals: OrderTotals;
  payment: PaymentRecord;
}

export interface PaypalPaymentsDeps {
  api: PaypalApi | null;
  /**
   * Put before the order number in PayPal's invoice_id (PAYPAL_INVOICE_PREFIX): PayPal refuses an
   * invoice id it was paid under before, so shops sharing one PayPal account each need their own.
   */
  invoicePrefix: string;
  findOrder(uuid: string): PayableOrder | undefined;
  findOrderByNumber(orderNumber: string): PayableOrder | undefined;
  /** Journals the change and applies it; resolves once it is kept. */
  savePayment(change: PaymentChange): Promise<void>;
  /** Called once an order became paid (the shopper's mail). */
  onPaid(order: PayableOrder): void;
  now(): Date;
}

/** PayPal could not be asked, or refused; a declined funding source the shopper may change by paying again. */
function providerFailure(failure: PaypalFailure, doing: string): PaymentAnswer {
  if (failure.kind === 'unreachable') return providerUnreachable('PayPal', doing, failure.detail);
  if (failure.issue === 'INSTRUMENT_DECLINED' || failure.issue === 'PAYER_ACTION_REQUIRED') {
    return providerRefused('PayPal', doing, failure.detail, 'declined', 'PayPal declined the chosen means of payment.');
  }
  return providerRefused('PayPal', doing, failure.detail, 'provider_refused', `PayPal refused: ${failure.issue}`);
}

/** The order a PayPal event names: by custom_id (its uuid) or invoice_id (its number after the shop's prefix). */
export function ordersNamedBy(event: UnknownRecord, invoicePrefix: string): { uuid?: string; number?: string } {
  const resource = isRecord(event.resource) ? event.resource : {};
  return {
    ...(typeof resource.custom_id === 'string' ? { uuid: resource.custom_id } : {}),
    ...(typeof resource.invoice_id === 'string' && resource.invoice_id.startsWith(invoicePrefix) ? { number: resource.invoice_id.slice(invoicePrefix.length) } : {}),
  };
}

export function createPaypalPayments(deps: PaypalPaymentsDeps) {
  /** The order a PayPal request is about, if it may be paid with PayPal now; else the answer. */
  function payable(uuid: string): PayableOrder | PaymentAnswer {
    const order = deps.findOrder(uuid);
    if (!order) return refused(422, 'unknown_order', 'No order with this uuid was placed.', ['order_uuid']);
    if (order.paymentMethod !== 'paypal') return refused(422, 'payment', 'This order is not paid with PayPal.', ['order_uuid']);
    if (!deps.api) return refused(503, 'provider_unconfigured', 'PayPal is not set up for this shop.');
    return order;
  }
  const isAnswer = (value: PayableOrder | PaymentAnswer): value is PaymentAnswer => 'status' in value && 'body' in value;

  async function openOrder(uuid: string): Promise<PaymentAnswer> {
    const order = payable(uuid);
    if (isAnswer(order)) return order;
    if (order.payment.state === 'paid') return refused(409, 'already_paid', 'This order is paid already.');
    if (order.payment.state === 'cancelled' || order.payment.state === 'refunded') return refused(409, 'closed', 'This order can no longer be paid.');
    const created = await deps.api!.createOrder(paypalOrderBody(order, `${deps.invoicePrefix}${order.orderNumber}`), randomUUID());
    if (!created.ok) return providerFailure(created, `opening a PayPal order for order ${order.orderNumber}`);
    const paypalOrderId = created.value.id;
    if (typeof paypalOrderId !== 'string' || paypalOrderId === '') return refused(502, 'provider_unreachable', 'PayPal answered without an order id.');
    await deps.savePayment({ orderUuid: uuid, paypalOrderIds: [paypalOrderId], at: deps.now().toISOString() });
    return { status: 200, body: { status: 'ok', id: uuid, order_number: order.orderNumber, paypal_order_id: paypalOrderId } };
  }

  async function capture(uuid: string, paypalOrderId: string): Promise<PaymentAnswer> {
    const order = payable(uuid);
    if (isAnswer(order)) return order;
    const paidAnswer = { status: 200, body: { status: 'ok', id: uuid, order_number: order.orderNumber, payment: 'paid' } };
    if (order.payment.state === 'paid') {
      return order.payment.paypalOrderIds?.includes(paypalOrderId) ? paidAnswer : refused(409, 'already_paid', 'This order is paid already.');
    }
    // Refunded or cancelled: PayPal's old capture must not make it paid again.
    if (!mayBecome(order.payment.state, 'paid')) return refused(409, 'closed', 'This order can no longer be paid.');
    // Only a PayPal order the service opened for this order can pay it.
    if (!order.payment.paypalOrderIds?.includes(paypalOrderId)) return refused(422, 'unknown_payment', 'This PayPal order was not opened for this order.', ['paypal']);
    let captured = await deps.api!.captureOrder(paypalOrderId, `capture-${paypalOrderId}`);
    // Captured before (a lost answer, another tab): PayPal's record of it is what counts.
    if (!captured.ok && captured.kind === 'refused' && captured.issue === 'ORDER_ALREADY_CAPTURED') captured = await deps.api!.getOrder(paypalOrderId);
    if (!captured.ok) return providerFailure(captured, `capturing PayPal order ${paypalOrderId} for order ${order.orderNumber}`);
    const verdict = judgeCapture(captured.value, { total: order.totals.total, invoiceId: `${deps.invoicePrefix}${order.orderNumber}` });
    if (!verdict.ok) {
      console.error(`[order service] PayPal order ${paypalOrderId} does not pay order ${order.orderNumber}: ${verdict.reason}`);
      return refused(422, 'payment_mismatch', 'PayPal’s record does not pay this order.');
    }
    const { state, captureId } = verdict.value;
    await deps.savePayment({ orderUuid: uuid, state, captureId, at: deps.now().toISOString() });
    if (state === 'paid') deps.onPaid({ ...order, payment: { ...order.payment, state, captureId } });
    return { status: 200, body: { status: 'ok', id: uuid, order_number: order.orderNumber, payment: state } };
  }

  /**
   * A PayPal webhook: believed only when PayPal's verify-webhook-signature says SUCCESS. The capture
   * (or refund) names our order by custom_id (its uuid) or invoice_id (its number).
   */
  async function webhook(headers: Record<string, string | undefined>, event: UnknownRecord): Promise<PaymentAnswer> {
    if (!deps.api) return refused(503, 'provider_unconfigured', 'PayPal is not set up for this shop.');
    const verified = await deps.api.verifyWebhook(headers, event);
    if (!verified.ok) return refused(502, 'provider_unreachable', 'PayPal cannot be reached to verify the event.');
    if (!verified.value) {
      console.warn(`[order service] a PayPal webhook event failed PayPal's signature check (${String(event.event_type)}, ${String(event.id)}): ignored`);
      return refused(400, 'bad_signature', 'The event’s signature was not verified by PayPal.');
    }
    const resource = isRecord(event.resource) ? event.resource : {};
    const named = ordersNamedBy(event, deps.invoicePrefix);
    const order = (named.uuid !== undefined ? deps.findOrder(named.uuid) : undefined) ?? (named.number !== undefined ? deps.findOrderByNumber(named.number) : undefined);
    if (!order) return { status: 200, body: { status: 'ok', applied: false } };
    const amount = isRecord(resource.amount) ? resource.amount : {};
    const to = stateOfEvent(String(event.event_type));
    if (!to || !mayBecome(order.payment.state, to)) return { status: 200, body: { status: 'ok', applied: false } };
    if (to === 'paid' && (amount.currency_code !== 'EUR' || typeof amount.value !== 'string' || !new Decimal(amount.value).equals(order.totals.total))) {
      console.error(`[order service] PayPal reports a capture of ${String(amount.value)} ${String(amount.currency_code)} for order ${order.orderNumber} (${order.totals.total} EUR): not marked paid`);
      return { status: 200, body: { status: 'ok', applied: false } };
    }
    const wasPaid = order.payment.state === 'paid';
    await deps.savePayment({ orderUuid: order.uuid, state: to, ...(to === 'paid' && typeof resource.id === 'string' ? { captureId: resource.id } : {}), at: deps.now().toISOString() });
    if (to === 'paid' && !wasPaid) deps.onPaid({ ...order, payment: { ...order.payment, state: to } });
    return { status: 200, body: { status: 'ok', applied: true } };
  }

  return { openOrder, capture, webhook };
}

/** The payment state a PayPal webhook event stands for; null for events that change none. */
function stateOfEvent(eventType: string): PaymentRecord['state'] | null {
  switch (eventType) {
    case 'PAYMENT.CAPTURE.COMPLETED':
      return 'paid';
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED':
      return 'failed';
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED':
      return 'refunded';
    default:
      return null;
  }
}
