import type { PaymentState } from '../../widgets/content/order-service-wire.ts';

/**
 * An order's life as the owner runs it (in Directus, which tells the service): new → confirmed →
 * paid → shipped → completed, or cancelled before any money moved, or refunded after. Pure: which
 * change is allowed, and what follows from it (the shopper's mail, the stock released, what the
 * payment provider is asked to do). The money side is never the owner's word for PayPal or
 * Klarna: PayPal says itself when it is paid or refunded, Klarna is captured when the parcel goes.
 */

export const orderStatuses = ['new', 'confirmed', 'paid', 'shipped', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus => orderStatuses.includes(value as OrderStatus);

/** What the owner asks for. */
export interface StatusRequest {
  status: OrderStatus;
  /** For "shipped": who carries the parcel (DHL, Hermes …). */
  carrier?: string;
  /** For "shipped": the carrier's tracking number, where the parcel has one. */
  trackingNumber?: string;
}

/** What the rules need to know of the order. */
export interface OrderStanding {
  status: OrderStatus;
  paymentMethod: string;
  payment: PaymentState;
  /** Collected in the shop: handed over ("completed"), never shipped. */
  pickup: boolean;
  /** An invoice was issued for it (shipped or collected); a refund then cancels it with one of its own. */
  invoiced: boolean;
}

/** What a provider is asked to do before the change is kept. */
export type PaymentAction = 'klarna-capture' | 'klarna-cancel' | 'klarna-refund' | 'paypal-refund';

export type StatusPlan =
  | {
      ok: true;
      /** False when the order already has that status: nothing follows (a repeated call). */
      changed: boolean;
      /** The shopper's mail for the new status, if it has one. */
      mail: 'confirmed' | 'paid' | 'shipped' | 'collected' | 'cancelled' | 'refunded' | null;
      releaseStock: boolean;
      paymentAction: PaymentAction | null;
      /** The payment's new state, where the change itself settles it. */
      payment: PaymentState | null;
      /**
       * An invoice is issued (with the shipping mail, or for an order collected in the shop with the
       * mail that thanks for it), or, for a refund of an invoiced order, the cancellation invoice that
       * reverses it (an invoice is never deleted; § 14 UStG, GoBD).
       */
      invoice: boolean;
    }
  | { ok: false; code: string; message: string };

const next: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'paid', 'shipped', 'completed', 'cancelled'],
  confirmed: ['paid', 'shipped', 'completed', 'cancelled'],
  paid: ['shipped', 'completed', 'refunded'],
  shipped: ['completed', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** Providers whose own API says when money moved; the owner's word does not. */
const providerPaid = new Set(['paypal', 'klarna']);
const maxCarrierLength = 60;
const maxTrackingNumberLength = 100;
const trackingNumberPattern = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

const refuse = (code: string, message: string): StatusPlan => ({ ok: false, code, message });
const plan = (fields: Partial<Extract<StatusPlan, { ok: true }>>): StatusPlan => ({ ok: true, changed: true, mail: null, releaseStock: false, paymentAction: null, payment: null, invoice: false, ...fields });

export function planStatusChange(order: OrderStanding, request: StatusRequest): StatusPlan {
  const { status } = request;
  if (status === order.status) return { ok: true, changed: false, mail: null, releaseStock: false, paymentAction: null, payment: null, invoice: false };
  if (!next[order.status].includes(status)) return refuse('transition_not_allowed', `An order that is "${order.status}" cannot become "${status}" (allowed: ${next[order.status].join(', ') || 'none'}).`);
  const method = order.paymentMethod;

  switch (status) {
    case 'confirmed':
      return plan({ mail: 'confirmed' });
    case 'paid':
      if (providerPaid.has(method)) return refuse('paid_by_provider', `A ${method} payment is confirmed by ${method} itself, not set by hand.`);
      return plan({ mail: 'paid', payment: 'paid' });
    case 'shipped': {
      if (order.pickup) return refuse('pickup_order', 'The order is collected in the shop: set it "completed" when it is handed over.');
      const carrier = request.carrier?.trim() ?? '';
      if (!carrier || carrier.length > maxCarrierLength) return refuse('carrier_missing', `Name the carrier (1–${maxCarrierLength} characters).`);
      const tracking = request.trackingNumber?.trim() ?? '';
      if (tracking && (tracking.length > maxTrackingNumberLength || !trackingNumberPattern.test(tracking))) {
        return refuse('tracking_number_invalid', `A tracking number has up to ${maxTrackingNumberLength} letters, digits, spaces, dots, slashes and hyphens.`);
      }
      if (method === 'klarna') {
        if (order.payment !== 'authorized') return refuse('not_paid', `Klarna has not accepted the payment (it is "${order.payment}").`);
        // Klarna collects when the goods go: the capture is the shipment's.
        return plan({ mail: 'shipped', paymentAction: 'klarna-capture', payment: 'paid', invoice: true });
      }
      if (order.payment !== 'paid') return refuse('not_paid', `The order is not paid yet (its payment is "${order.payment}").`);
      return plan({ mail: 'shipped', invoice: true });
    }
    case 'completed':
      if (!order.pickup && order.status !== 'shipped') return refuse('not_shipped', 'Only a shipped order, or one collected in the shop, is completed.');
      if (order.pickup && order.payment !== 'paid' && method !== 'cash') return refuse('not_paid', `The order is not paid yet (its payment is "${order.payment}").`);
      if (!order.pickup) return plan({});
      // Handed over at the counter: the invoice now (cash is paid there and then).
      return plan({ mail: 'collected', invoice: true, payment: method === 'cash' ? 'paid' : null });
    case 'cancelled':
      if (order.payment === 'paid') return refuse('refund_instead', 'The order is paid: refund it instead ("refunded").');
      return plan({ mail: 'cancelled', releaseStock: true, paymentAction: method === 'klarna' && order.payment === 'authorized' ? 'klarna-cancel' : null, payment: 'cancelled' });
    case 'refunded':
      if (method === 'paypal') {
        // Refunded in PayPal's own dashboard already (its webhook said so): nothing more to ask.
        if (order.payment === 'refunded') return plan({ mail: 'refunded', invoice: order.invoiced });
        if (order.payment !== 'paid') return refuse('not_paid', `PayPal has not paid the order (its payment is "${order.payment}").`);
        return plan({ mail: 'refunded', paymentAction: 'paypal-refund', payment: 'refunded', invoice: order.invoiced });
      }
      if (method === 'klarna') return plan({ mail: 'refunded', paymentAction: 'klarna-refund', payment: 'refunded', invoice: order.invoiced });
      return plan({ mail: 'refunded', payment: 'refunded', invoice: order.invoiced });
    default:
      return refuse('transition_not_allowed', `Unknown status "${String(status)}".`);
  }
}
