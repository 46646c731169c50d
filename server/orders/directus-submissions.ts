import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import { directusCopier, type SubmissionCopier } from '../directus-copy.ts';
import type { SubmissionEntry } from './submission-entry.ts';
import { checkedWithdrawal } from './check-withdrawal.ts';

/**
 * Where ORDER_STORE=directus copies what the service accepts, in the collections of
 * cms/schema/model.ts: orders with their lines, product requests, withdrawals, and ratings as
 * drafts an editor publishes. Klarna sessions and orders and PayPal records stay in the service's
 * own store only: they are the payment providers' business, not the editors'.
 */
const text = (value: unknown) => (typeof value === 'string' ? value : null);

function orderItem(entry: SubmissionEntry): UnknownRecord {
  const order = entry.order!;
  return {
    order_number: entry.orderNumber,
    order_uuid: order.uuid,
    received_at: entry.receivedAt,
    language: order.language,
    customer_email: order.customerEmail,
    shipping_address: order.shippingAddress,
    invoice_address: order.invoiceAddress,
    comment: order.comment,
    shipping_method: order.shippingMethod.name,
    payment_method: order.payment.method,
    payment_state: 'pending',
    present_wrap: order.presentWrap,
    subtotal: order.totals.subtotal,
    shipping: order.totals.shipping,
    wrapping: order.totals.wrapping,
    total: order.totals.total,
    vat_contained: order.totals.vatContained,
    lines: order.lines.map((line) => ({
      product: line.productId,
      product_name: line.productName,
      variant: line.variantId,
      variant_name: line.variantName,
      personalization: line.personalization,
      count: line.count,
      price_brutto: line.priceBrutto,
      line_total: line.lineTotal,
    })),
  };
}

const requestItem = ({ body, receivedAt }: SubmissionEntry): UnknownRecord => ({
  received_at: receivedAt,
  product: body.product_id,
  product_name: text(body.product_name),
  variant_name: text(body.variant_name),
  name: text(body.name),
  email: text(body.email),
  phone: text(body.phone),
  message: text(body.message),
  language: text(body.language),
});

const ratingItem = ({ body, receivedAt }: SubmissionEntry): UnknownRecord => ({
  status: 'draft',
  product: body.product_id,
  rating: body.rating,
  display_name: text(body.name),
  comment: text(body.comment),
  // The ratings' local date and time, as the demo content writes it; UTC here.
  date_created: receivedAt.slice(0, 19),
  language: text(body.language),
});

function withdrawalItem({ body, receivedAt, id, withdrawal: note }: SubmissionEntry): UnknownRecord {
  const withdrawal = checkedWithdrawal(body);
  return {
    received_at: receivedAt,
    receipt_id: id,
    name: withdrawal.name,
    email: withdrawal.email,
    order_number: withdrawal.orderNumber,
    order_date: withdrawal.orderDate,
    address: withdrawal.address,
    reason: withdrawal.reason,
    matched_order: note?.order?.number ?? null,
    email_matches_order: note?.order?.emailMatches ?? false,
    receipt_mailed: note?.receiptMailed ?? true,
  };
}

export function directusSubmissionCopiers(url: string, token: string): Partial<Record<SubmissionEntry['endpoint'], SubmissionCopier<SubmissionEntry>>> {
  const copy = (collection: string, toItem: (entry: SubmissionEntry) => UnknownRecord) => directusCopier({ url, token, collection, toItem });
  return {
    order: copy('shop_order', orderItem),
    request: copy('shop_product_request', requestItem),
    rating: copy('ecommerce_product_rating', ratingItem),
    withdrawal: copy('shop_withdrawal', withdrawalItem),
  };
}

/**
 * Writes how an order stands with its payment onto its Directus item (ORDER_STORE=directus), so
 * the retailer sees in Directus what PayPal or Klarna confirmed: the order found by its uuid.
 */
export function directusPaymentWriter(url: string, token: string, fetchImpl: typeof fetch = fetch) {
  const items = new URL('items/shop_order', url.endsWith('/') ? url : `${url}/`);
  return async (orderUuid: string, payment: { state: string; reference: string | null }): Promise<void> => {
    const response = await fetchImpl(items, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: { filter: { order_uuid: { _eq: orderUuid } } }, data: { payment_state: payment.state, payment_reference: payment.reference } }),
    });
    if (!response.ok) throw new Error(`PATCH ${items.pathname}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  };
}
