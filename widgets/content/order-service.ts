import { readShortages, type CartShortage } from '../core/cart-shortage.ts';
import type { ItemId } from '../core/catalog/taxonomy.ts';
import { failure, success, type Result } from '../core/result.ts';
import { isNonNegativeInteger, isRecord } from '../core/shapes.ts';
import type {
  OrderServiceReply,
  ProductRequest,
  ProductRating,
  OrderPayload,
  OrderBody,
  LiveStock,
  Withdrawal,
  WithdrawalBody,
  KlarnaOrder,
  KlarnaSessionRequest,
  KlarnaSession,
  PaypalTransaction,
  PaymentState,
  OrderPaymentStatus,
  ProductRequestBody,
  ProductRatingBody,
} from './order-service-wire.ts';

/**
 * The browser's client of the order service (spec §7): orders, the buy-now-pay-later session and
 * order, the PayPal transaction, product requests and ratings, each a JSON POST under /ecom/ with the project.
 * A submission counts only when the reply's `status` is 'ok' (§5; the Klarna order: its `message`);
 * anything else (no network, HTTP error, unreadable reply) is the spec's error value (§8).
 * The wire shapes (snake_case bodies) are in order-service-wire.ts, shared with the local service.
 */

export const orderServicePaths = {
  order: '/ecom/order',
  klarnaOrder: '/ecom/klarna/order',
  klarnaSession: '/ecom/klarna/session',
  request: '/ecom/request',
  rating: '/ecom/rating',
  paypalTransaction: '/ecom/order/paypal_transaction',
  paypalOrder: '/ecom/paypal/order',
  orderPayment: '/ecom/order/payment',
  withdrawal: '/ecom/withdrawal',
  stock: '/ecom/stock',
} as const;

/** Spec §8, verbatim: the error values of the five submissions. */
export const orderServiceErrors = {
  order: 'Could not post order',
  klarnaOrder: 'Could not place klarna order',
  // Not in the spec's catalogue (the old site opened Klarna's session elsewhere); worded like its siblings.
  klarnaSession: 'Could not start klarna session',
  request: 'Could not post request',
  rating: 'Could not post rating',
  paypalTransaction: 'Could not post PayPal Transaction',
  // Not in the spec's catalogue (PayPal's order was made in the browser then); worded like its siblings.
  paypalOrder: 'Could not create PayPal order',
  // Not in the spec's catalogue (the page that pays an order later is this shop's own).
  orderPayment: 'Could not read the order',
  // Not in the spec's catalogue: no order has this uuid (a mistyped or foreign link).
  unknownOrder: 'No such order',
  // Not in the spec's catalogue: PayPal declined the shopper's funding source; paying again may work.
  paypalDeclined: 'PayPal declined the payment',
  // Not in the spec's catalogue (the withdrawal function came with § 356a BGB in 2026); worded like its siblings.
  withdrawal: 'Could not post withdrawal',
  // Not in the spec's catalogue: the service refused the order because the shop changed under it
  // (a price, the stock, a product gone); trying again cannot help, checking the cart does.
  orderChanged: 'Order does not match the shop',
  // Not in the spec's catalogue: the live stock answer (the build's figures stand in).
  stock: 'Could not read the stock',
} as const;

/** How long the product page and the cart check wait for the live stock answer. */
const liveStockWaitMs = 4_000;

/** The order service's refusal codes (422) that mean the cart no longer matches the shop. */
const shopChangedCodes: ReadonlySet<unknown> = new Set(['price_changed', 'unavailable', 'over_stock', 'personalization']);

export type OrderServiceError = (typeof orderServiceErrors)[keyof typeof orderServiceErrors];

export interface OrderServiceOptions {
  /** Origin (or origin plus path prefix) of the service; '' is the site's own origin. */
  baseUrl: string;
  /** The project (site) domain every body names. */
  project: string;
  /** Defaults to the global fetch, looked up at call time. */
  fetchImpl?: typeof fetch;
}

type Reply = Result<OrderServiceReply>;

/** A failed order: the error value, and where the service refused it for want of stock, the lines short of it. */
export interface OrderFailure {
  error: string;
  shortages?: CartShortage[];
}

export type OrderReply = Result<OrderServiceReply, OrderFailure>;

const statusOk = (reply: OrderServiceReply) => reply.status === 'ok';
const messageOk = (reply: OrderServiceReply) => reply.message === 'ok';

/** The XSRF cookie as the old HTTP client forwarded it (spec §7 HTTP defaults): same origin only. */
function xsrfHeader(baseUrl: string): Record<string, string> {
  if (typeof document === 'undefined' || (baseUrl !== '' && baseUrl !== globalThis.location?.origin)) return {};
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match ? { 'x-xsrf-token': decodeURIComponent(match[1]!) } : {};
}

export function createOrderService({ baseUrl, project, fetchImpl }: OrderServiceOptions) {
  const base = baseUrl.replace(/\/+$/, '');

  /** Reads a refused order: the shop changed under the cart (and which lines are short of stock), or any other failure. */
  function orderRefusal(sentCartIds: readonly string[]) {
    const read = { shortages: [] as CartShortage[] };
    const refused = async (response: Response): Promise<OrderServiceError> => {
      if (response.status !== 422) return orderServiceErrors.order;
      const reply: unknown = await response.json().catch(() => null);
      if (!isRecord(reply) || !shopChangedCodes.has(reply.code)) return orderServiceErrors.order;
      read.shortages = readShortages(reply.shortages, sentCartIds);
      return orderServiceErrors.orderChanged;
    };
    return { refused, read };
  }

  async function post(
    path: string,
    body: object,
    error: OrderServiceError,
    accepted: (reply: OrderServiceReply) => boolean,
    signal?: AbortSignal,
    refused: (response: Response) => Promise<OrderServiceError> = async () => error,
  ): Promise<Reply> {
    const send = fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
    let reply: unknown;
    try {
      const response = await send(`${base}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', ...xsrfHeader(base) },
        body: JSON.stringify({ project, ...body }),
        signal,
      });
      if (!response.ok) return failure(await refused(response));
      reply = await response.json();
    } catch {
      // No network, a blocked request or a reply that is not JSON: all the same to the visitor.
      return failure(error);
    }
    if (!isRecord(reply)) return failure(error);
    const judged = reply as OrderServiceReply;
    return accepted(judged) ? success(judged) : failure(error);
  }

  return {
    /** `signal` ends a request that hangs (the spec's client had no timeout; a shopper must never be left waiting). */
    async postOrder(order: OrderPayload, { signal }: { signal?: AbortSignal } = {}): Promise<OrderReply> {
      const body: OrderBody = { order_uuid: order.orderUuid, cart: order.cart, checkout: order.checkout, totals: order.totals, language: order.language };
      const { refused, read } = orderRefusal(order.cart.products.map((line) => line.cartId));
      const reply = await post(orderServicePaths.order, body, orderServiceErrors.order, statusOk, signal, refused);
      return reply.ok || read.shortages.length === 0 ? reply : { ...reply, shortages: read.shortages };
    },

    postWithdrawal(withdrawal: Withdrawal): Promise<Reply> {
      const body: WithdrawalBody = {
        name: withdrawal.name,
        email: withdrawal.email,
        order_number: withdrawal.orderNumber,
        order_date: withdrawal.orderDate || null,
        address: withdrawal.address,
        reason: withdrawal.reason,
        language: withdrawal.language,
      };
      return post(orderServicePaths.withdrawal, body, orderServiceErrors.withdrawal, statusOk);
    },

    /** Spec §5: the buy-now-pay-later order succeeds when the reply's `message` is 'ok'. */
    postKlarnaOrder({ authorizationToken, orderUuid }: KlarnaOrder): Promise<Reply> {
      const body = { authorization_token: authorizationToken, order_uuid: orderUuid };
      return post(orderServicePaths.klarnaOrder, body, orderServiceErrors.klarnaOrder, messageOk);
    },

    /** Counts only with status 'ok' and a client token; the token is all the browser needs. */
    async postKlarnaSession(order: KlarnaSessionRequest): Promise<Result<KlarnaSession>> {
      const body: OrderBody = { order_uuid: order.orderUuid, cart: order.cart, checkout: order.checkout, totals: order.totals, language: order.language };
      const hasToken = (reply: OrderServiceReply) => statusOk(reply) && typeof reply.client_token === 'string' && reply.client_token !== '';
      const reply = await post(orderServicePaths.klarnaSession, body, orderServiceErrors.klarnaSession, hasToken);
      return reply.ok ? success({ clientToken: reply.value.client_token as string }) : reply;
    },

    /** Counts only with status 'ok' and the payment's state as PayPal confirmed it to the service. */
    postPaypalTransaction({ orderId, paypal }: PaypalTransaction): Promise<Reply> {
      const settled = (reply: OrderServiceReply) => statusOk(reply) && (reply.payment === 'paid' || reply.payment === 'pending');
      const declinedOrNot = async (response: Response): Promise<OrderServiceError> => {
        const reply: unknown = response.status === 422 ? await response.json().catch(() => null) : null;
        return isRecord(reply) && reply.code === 'declined' ? orderServiceErrors.paypalDeclined : orderServiceErrors.paypalTransaction;
      };
      return post(orderServicePaths.paypalTransaction, { order_id: orderId, paypal: { id: paypal.id } }, orderServiceErrors.paypalTransaction, settled, undefined, declinedOrNot);
    },

    /**
     * What is left of these products and variants (the live stock answer): the build's figures do
     * not know what sold since. Items the service does not sell are missing from the answer.
     */
    async liveStock(items: ReadonlyArray<{ productId: ItemId; variantId: ItemId | null }>): Promise<Result<LiveStock[]>> {
      // A page waits this long for the answer before the build's figures stand alone.
      const signal = AbortSignal.timeout(liveStockWaitMs);
      const body = { items: items.map(({ productId, variantId }) => ({ product_id: productId, variant_id: variantId })) };
      const answered = (reply: OrderServiceReply) => statusOk(reply) && Array.isArray(reply.stock);
      const reply = await post(orderServicePaths.stock, body, orderServiceErrors.stock, answered, signal);
      if (!reply.ok) return reply;
      const lines = (reply.value.stock as unknown[]).filter(isRecord).flatMap((line): LiveStock[] => {
        const available = line.available === null ? null : isNonNegativeInteger(line.available) ? line.available : undefined;
        if (available === undefined || (typeof line.product_id !== 'string' && typeof line.product_id !== 'number')) return [];
        const variantId = typeof line.variant_id === 'string' || typeof line.variant_id === 'number' ? line.variant_id : null;
        return [{ productId: line.product_id, variantId, available }];
      });
      return success(lines);
    },

    /** How an order stands with its payment (the page that pays it later); its uuid is the key. */
    async orderPayment({ orderUuid }: { orderUuid: string }): Promise<Result<OrderPaymentStatus>> {
      const known = (reply: OrderServiceReply) =>
        statusOk(reply) && typeof reply.order_number === 'string' && typeof reply.total === 'string' && typeof reply.payment_method === 'string' && typeof reply.payment === 'string';
      const unknown = async (response: Response): Promise<OrderServiceError> => (response.status === 404 ? orderServiceErrors.unknownOrder : orderServiceErrors.orderPayment);
      const reply = await post(orderServicePaths.orderPayment, { order_uuid: orderUuid }, orderServiceErrors.orderPayment, known, undefined, unknown);
      if (!reply.ok) return reply;
      const { order_number, total, payment_method, payment } = reply.value as Record<string, string>;
      return success({ orderNumber: order_number!, total: total!, paymentMethod: payment_method!, payment: payment as PaymentState });
    },

    /** Asks the service to open PayPal's order for one of ours (its amount is the service's own); PayPal's order id. */
    async createPaypalOrder({ orderUuid }: { orderUuid: string }): Promise<Result<{ paypalOrderId: string }>> {
      const hasId = (reply: OrderServiceReply) => statusOk(reply) && typeof reply.paypal_order_id === 'string' && reply.paypal_order_id !== '';
      const reply = await post(orderServicePaths.paypalOrder, { order_uuid: orderUuid }, orderServiceErrors.paypalOrder, hasId);
      return reply.ok ? success({ paypalOrderId: reply.value.paypal_order_id as string }) : reply;
    },

    postRequest(request: ProductRequest): Promise<Reply> {
      const body: ProductRequestBody = {
        product_id: request.productId,
        product_name: request.productName,
        variant_id: request.variantId,
        variant_name: request.variantName,
        name: request.name,
        email: request.email,
        phone: request.phone,
        message: request.message,
        language: request.language,
      };
      return post(orderServicePaths.request, body, orderServiceErrors.request, statusOk);
    },

    postRating(rating: ProductRating): Promise<Reply> {
      const body: ProductRatingBody = {
        product_id: rating.productId,
        rating: rating.rating,
        name: rating.name,
        comment: rating.comment,
        language: rating.language,
      };
      return post(orderServicePaths.rating, body, orderServiceErrors.rating, statusOk);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
