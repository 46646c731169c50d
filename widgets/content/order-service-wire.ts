import type { Cart } from '../core/cart.ts';
import type { ItemId } from '../core/catalog/taxonomy.ts';
import type { OrderTotals } from '../core/checkout/order-totals.ts';
import type { CheckoutDraft } from '../core/checkout-draft.ts';
import type { Language } from '../core/languages.ts';
import type { Money } from '../core/money.ts';

/**
 * What the browser and the order service say to each other (spec §7): the payloads the shop's
 * code hands the client (camelCase), the wire bodies it posts (snake_case, plus `project`) and
 * the service's answers. The client (order-service.ts) and the service (server/) share them.
 */

/** The service's reply; only `status` (and for Klarna `message`) is judged, the rest is passed on. */
export interface OrderServiceReply {
  status?: string;
  id?: ItemId;
  message?: string;
  [field: string]: unknown;
}

/** A "request availability" of one product (and the chosen variant). */
export interface ProductRequest {
  productId: ItemId;
  productName: string;
  variantId: ItemId | null;
  variantName: string | null;
  name: string;
  email: string;
  /** '' when the visitor gave none. */
  phone: string;
  message: string;
  language: Language;
}

export interface ProductRating {
  productId: ItemId;
  /** 1–5. */
  rating: number;
  name: string;
  comment: string;
  language: Language;
}

/**
 * What an order sends: the cart and the checkout draft as the store keeps them, the totals the
 * shopper saw above the button, and the order's uuid. The uuid is made once per order and kept
 * until the order succeeds: the service answers a repeated uuid with the first answer and stores
 * one order, so a retry, a reload or a double click never orders twice. The service recomputes
 * every amount from its own catalog and refuses the order when the shopper's differ.
 */
export interface OrderPayload {
  orderUuid: string;
  cart: Cart;
  checkout: CheckoutDraft;
  totals: OrderTotals;
  language: Language;
}

/** The wire body of an order (plus `project`). */
export interface OrderBody {
  order_uuid: string;
  cart: Cart;
  checkout: CheckoutDraft;
  totals: OrderTotals;
  language: Language;
}

/** The service's answer to an accepted order. */
export interface PlacedOrder {
  status: 'ok';
  /** The order's uuid. */
  id: string;
  /** Sequential, for the shopper and the bank transfer reference. */
  order_number: string;
  /** The gross total the service computed (equal to the one the shopper saw). */
  total: Money;
}

/** What is left of one product (and variant) for the next order, as the service knows it. */
export interface LiveStock {
  productId: ItemId;
  variantId: ItemId | null;
  /** Pieces left; null where the shop orders more in (no limit). */
  available: number | null;
}

/** A withdrawal from a contract (§ 356a BGB): no login, the reason optional. */
export interface Withdrawal {
  name: string;
  email: string;
  orderNumber: string;
  /** ISO date (YYYY-MM-DD) or '' when the shopper gave none. */
  orderDate: string;
  /** The postal address the order went to, as typed (lines); '' when the shopper gave none. */
  address: string;
  /** '' when the shopper gave none. */
  reason: string;
  language: Language;
}

export interface WithdrawalBody {
  name: string;
  email: string;
  order_number: string;
  order_date: string | null;
  address: string;
  reason: string;
  language: Language;
}

/** The receipt: when the withdrawal arrived, to the second (it confirms receipt, not acceptance). */
export interface WithdrawalReceipt {
  status: 'ok';
  id: string;
  /** ISO date-time with seconds, UTC. */
  received_at: string;
  /** False when no receipt mail went out (too many to this address or about this order today, server/orders/withdrawal-receipts.ts). */
  receipt_mailed: boolean;
}

export interface KlarnaOrder {
  authorizationToken: string;
  orderUuid: string;
}

/**
 * What opens a Klarna Payments session for one order: the order as it stands (the customer's
 * fields may still be empty); the service recomputes it, asks Klarna and hands back the client token.
 */
export type KlarnaSessionRequest = OrderPayload;

/** The token Klarna's script is initialised with (Klarna.Payments.init). */
export interface KlarnaSession {
  clientToken: string;
}

/**
 * The shopper approved PayPal's order for one of ours: the service captures it with PayPal and
 * believes only PayPal's answer. `paypal` names PayPal's order ({ id }); anything else in it is ignored.
 */
export interface PaypalTransaction {
  /** Our order's uuid. */
  orderId: ItemId;
  paypal: { id: string };
}

/** How an order stands with its payment, as the service answers it. */
export type PaymentState = 'pending' | 'authorized' | 'paid' | 'failed' | 'cancelled' | 'refunded';

/** What the page that pays an order later learns of it by its uuid: nothing personal. */
export interface OrderPaymentStatus {
  orderNumber: string;
  total: Money;
  /** The payment method's provider key: 'prepayment', 'paypal', 'klarna', 'cash'. */
  paymentMethod: string;
  payment: PaymentState;
}

/** Wire bodies (without `project`, which every body carries). */
export interface ProductRequestBody {
  product_id: ItemId;
  product_name: string;
  variant_id: ItemId | null;
  variant_name: string | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: Language;
}

export interface ProductRatingBody {
  product_id: ItemId;
  rating: number;
  name: string;
  comment: string;
  language: Language;
}
