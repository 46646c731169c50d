import type { Cart } from '../core/cart.ts';
import type { ItemId } from '../core/catalog/taxonomy.ts';
import type { CheckoutDraft } from '../core/checkout-draft.ts';
import type { Language } from '../core/languages.ts';
import { failure, success, type Result } from '../core/result.ts';
import { isRecord } from '../core/shapes.ts';

/**
 * The browser's client of the order service (spec §7): orders, the buy-now-pay-later order, the
 * PayPal transaction, product requests and ratings, each a JSON POST under /ecom/ with the project.
 * A submission counts only when the reply's `status` is 'ok' (§5; the Klarna order: its `message`);
 * anything else (no network, HTTP error, unreadable reply) is the spec's error value (§8).
 * The wire shapes (snake_case bodies) live here and are shared with the local service.
 */

export const orderServicePaths = {
  order: '/ecom/order',
  klarnaOrder: '/ecom/klarna/order',
  request: '/ecom/request',
  rating: '/ecom/rating',
  paypalTransaction: '/ecom/order/paypal_transaction',
} as const;

/** Spec §8, verbatim: the error values of the five submissions. */
export const orderServiceErrors = {
  order: 'Could not post order',
  klarnaOrder: 'Could not place klarna order',
  request: 'Could not post request',
  rating: 'Could not post rating',
  paypalTransaction: 'Could not post PayPal Transaction',
} as const;

export type OrderServiceError = (typeof orderServiceErrors)[keyof typeof orderServiceErrors];

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

/** What an order sends: the cart and the checkout draft as the store keeps them. */
export interface OrderPayload {
  cart: Cart;
  checkout: CheckoutDraft;
  language: Language;
}

export interface KlarnaOrder {
  authorizationToken: string;
  orderUuid: string;
}

export interface PaypalTransaction {
  orderId: ItemId;
  /** The provider's transaction details, passed on as they came. */
  paypal: Record<string, unknown>;
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

export interface OrderServiceOptions {
  /** Origin (or origin plus path prefix) of the service; '' is the site's own origin. */
  baseUrl: string;
  /** The project (site) domain every body names. */
  project: string;
  /** Defaults to the global fetch, looked up at call time. */
  fetchImpl?: typeof fetch;
}

type Reply = Result<OrderServiceReply>;

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

  async function post(path: string, body: object, error: OrderServiceError, accepted: (reply: OrderServiceReply) => boolean): Promise<Reply> {
    const send = fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
    let reply: unknown;
    try {
      const response = await send(`${base}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', ...xsrfHeader(base) },
        body: JSON.stringify({ project, ...body }),
      });
      if (!response.ok) return failure(error);
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
    postOrder(order: OrderPayload): Promise<Reply> {
      return post(orderServicePaths.order, order, orderServiceErrors.order, statusOk);
    },

    /** Spec §5: the buy-now-pay-later order succeeds when the reply's `message` is 'ok'. */
    postKlarnaOrder({ authorizationToken, orderUuid }: KlarnaOrder): Promise<Reply> {
      const body = { authorization_token: authorizationToken, order_uuid: orderUuid };
      return post(orderServicePaths.klarnaOrder, body, orderServiceErrors.klarnaOrder, messageOk);
    },

    postPaypalTransaction({ orderId, paypal }: PaypalTransaction): Promise<Reply> {
      return post(orderServicePaths.paypalTransaction, { order_id: orderId, paypal }, orderServiceErrors.paypalTransaction, statusOk);
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
