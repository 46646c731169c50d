import { isRecord, type UnknownRecord } from '../../widgets/core/shapes.ts';
import { isValidEmail } from '../../widgets/core/shop/request-rules.ts';
import type { CheckedOrder, OrderVerdict } from '../orders/check-order.ts';
import type { KlarnaApi, KlarnaFailure } from './klarna-api.ts';
import { klarnaOrderData } from './klarna-rules.ts';
import type { PaymentChange, PaymentRecord } from './payment-record.ts';
import { providerRefused, providerUnreachable, refused, type PaymentAnswer } from './payment-answer.ts';

/**
 * Klarna Payments for the shop's orders (spec §7's /ecom/klarna/order and the service's own
 * /ecom/klarna/session):
 * 1. when the shopper chooses Klarna, the browser sends the order as it stands; the service
 *    recomputes it and opens Klarna's session for those lines and amounts; the browser gets only
 *    the client token for Klarna's form;
 * 2. the shopper authorizes in Klarna's form; the order is placed; the browser hands over the
 *    authorization token, and the service places Klarna's order for the placed order's own amounts.
 *    Klarna accepts only a token it issued, once, for the amounts it authorized; the order counts as
 *    authorized only on Klarna's yes. Klarna collects on shipment (order management, later).
 */

interface KlarnaPayableOrder {
  uuid: string;
  orderNumber: string;
  paymentMethod: string | undefined;
  order: CheckedOrder | undefined;
  payment: PaymentRecord;
}

export interface KlarnaPaymentsDeps {
  api: KlarnaApi | null;
  /** The shop's own recomputation of a posted order (check-order.ts). */
  checkOrder(body: UnknownRecord): OrderVerdict;
  findOrder(uuid: string): KlarnaPayableOrder | undefined;
  savePayment(change: PaymentChange): Promise<void>;
  onAuthorized(order: KlarnaPayableOrder): void;
  now(): Date;
}

function providerFailure(failure: KlarnaFailure, doing: string): PaymentAnswer {
  if (failure.kind === 'unreachable') return providerUnreachable('Klarna', doing, failure.detail);
  return providerRefused('Klarna', doing, failure.detail, 'provider_refused', `Klarna refused: ${failure.code}`);
}

/**
 * A session is opened while the shopper may still be typing their address: what Klarna's session
 * needs (lines, amounts, country) does not depend on who buys, so empty customer fields are
 * stood in for here, for the recomputation only. The placed order is checked in full.
 */
function forPricing(body: UnknownRecord): UnknownRecord {
  const checkout = isRecord(body.checkout) ? body.checkout : {};
  const address = isRecord(checkout.shippingAddress) ? checkout.shippingAddress : {};
  const filled = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : '–');
  const shippingAddress = Object.fromEntries(['firstName', 'lastName', 'street', 'number', 'zipCode', 'city', 'country'].map((field) => [field, filled(address[field])]));
  return {
    ...body,
    checkout: {
      ...checkout,
      customerEmail: typeof checkout.customerEmail === 'string' && isValidEmail(checkout.customerEmail) ? checkout.customerEmail : 'session@example.invalid',
      shippingAddress: { ...address, ...shippingAddress },
      invoiceAddress: null,
    },
  };
}

export function createKlarnaPayments(deps: KlarnaPaymentsDeps) {
  async function openSession(body: UnknownRecord): Promise<PaymentAnswer> {
    if (!deps.api) return refused(503, 'provider_unconfigured', 'Klarna is not set up for this shop.');
    const verdict = deps.checkOrder(forPricing(body));
    if (!verdict.ok) return { status: 422, body: { status: 'error', ...verdict.refusal } };
    if (verdict.value.payment.method !== 'klarna') return refused(422, 'payment', 'This order is not paid with Klarna.', ['checkout.paymentMethod']);
    const session = await deps.api.createSession({ ...klarnaOrderData(verdict.value), merchant_reference2: verdict.value.uuid });
    if (!session.ok) return providerFailure(session, `opening a session for order ${verdict.value.uuid}`);
    const clientToken = session.value.client_token;
    if (typeof clientToken !== 'string' || clientToken === '') return refused(502, 'provider_unreachable', 'Klarna answered without a client token.');
    return { status: 200, body: { status: 'ok', id: verdict.value.uuid, session_id: session.value.session_id ?? null, client_token: clientToken } };
  }

  async function placeOrder(uuid: string, authorizationToken: string): Promise<PaymentAnswer> {
    const known = deps.findOrder(uuid);
    if (!known || !known.order) return refused(422, 'unknown_order', 'No order with this uuid was placed.', ['order_uuid']);
    if (known.paymentMethod !== 'klarna') return refused(422, 'payment', 'This order is not paid with Klarna.', ['order_uuid']);
    // Spec §5: the Klarna order is judged by `message`.
    const accepted = { status: 200, body: { status: 'ok', message: 'ok', id: uuid, order_number: known.orderNumber, klarna_order_id: known.payment.klarnaOrderId ?? null } };
    if (known.payment.state === 'authorized' || known.payment.state === 'paid') return accepted;
    if (!deps.api) return refused(503, 'provider_unconfigured', 'Klarna is not set up for this shop.');
    const placed = await deps.api.placeOrder(authorizationToken, { ...klarnaOrderData(known.order), merchant_reference1: known.orderNumber, merchant_reference2: uuid });
    if (!placed.ok) return providerFailure(placed, `placing Klarna's order for order ${known.orderNumber}`);
    const klarnaOrderId = typeof placed.value.order_id === 'string' ? placed.value.order_id : '';
    const fraudStatus = typeof placed.value.fraud_status === 'string' ? placed.value.fraud_status : '';
    if (!klarnaOrderId) return refused(502, 'provider_unreachable', 'Klarna answered without an order id.');
    const state = fraudStatus === 'ACCEPTED' ? 'authorized' : fraudStatus === 'REJECTED' ? 'failed' : 'pending';
    await deps.savePayment({ orderUuid: uuid, state, klarnaOrderId, fraudStatus, at: deps.now().toISOString() });
    if (state === 'failed') return refused(422, 'provider_refused', 'Klarna did not accept the order.');
    if (state === 'authorized') deps.onAuthorized({ ...known, payment: { ...known.payment, state, klarnaOrderId, fraudStatus } });
    return { ...accepted, body: { ...accepted.body, klarna_order_id: klarnaOrderId } };
  }

  return { openSession, placeOrder };
}
