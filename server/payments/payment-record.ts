import type { PaymentState } from '../../widgets/content/order-service-wire.ts';

/**
 * How an order stands with its payment, as the order service keeps it: pending until a provider
 * confirms (and for prepayment until the transfer is booked), then authorized (Klarna: approved,
 * collected on shipment) or paid, or failed, cancelled, refunded. Only the provider's own answer,
 * read by the service, moves it; the browser's word never does.
 */
export interface PaymentRecord {
  state: PaymentState;
  /** PayPal orders opened for this order (each shopper's attempt may open one). */
  paypalOrderIds?: string[];
  /** The PayPal capture that paid it. */
  captureId?: string;
  klarnaOrderId?: string;
  /** Klarna's verdict on the order (ACCEPTED, PENDING, REJECTED). */
  fraudStatus?: string;
  /** When it last changed, ISO. */
  at: string;
}

/** A change of one order's payment, as the journal keeps it. */
export interface PaymentChange extends Partial<PaymentRecord> {
  orderUuid: string;
  at: string;
}

/** The record after a change: fields the change names replace, PayPal order ids add up. */
export function applyPaymentChange(record: PaymentRecord, change: PaymentChange): PaymentRecord {
  const { orderUuid: _order, paypalOrderIds, ...fields } = change;
  const ids = [...(record.paypalOrderIds ?? []), ...(paypalOrderIds ?? [])];
  return { ...record, ...fields, ...(ids.length > 0 ? { paypalOrderIds: [...new Set(ids)] } : {}) };
}

/** States a provider's later word may not take back: a paid order is only ever refunded. */
export function mayBecome(from: PaymentState, to: PaymentState): boolean {
  if (from === to) return true;
  if (from === 'refunded' || from === 'cancelled') return false;
  if (from === 'paid') return to === 'refunded';
  return true;
}
