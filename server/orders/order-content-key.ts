import { isRecord } from '../../widgets/core/shapes.ts';

/**
 * What an order uuid stands for, as a text to compare: the lines (product, variant, engraving,
 * count, unit price), the shipping and payment methods and the totals. The checkout keeps one
 * uuid for exactly that (orderFingerprint, widgets/checkout/place-order.ts), so a retry of the
 * same order gives the same key even when the address or the comment was edited in between (it
 * is answered with the first order, as the checkout promises), while another order sent under a
 * known uuid gives another key and is refused. Total on any body; keys sorted, so the order in
 * which a client wrote them does not count. Pure.
 */
export function orderContentKey(body: unknown): string {
  const record = isRecord(body) ? body : {};
  const cart = isRecord(record.cart) ? record.cart : {};
  const checkout = isRecord(record.checkout) ? record.checkout : {};
  const lines = Array.isArray(cart.products) ? cart.products : [];
  const idOf = (value: unknown) => (isRecord(value) ? (value.id ?? null) : null);
  return canonicalJson([
    lines.map((line) => (isRecord(line) ? [idOf(line.product), idOf(line.variant), isRecord(line.personalization) ? (line.personalization.values ?? null) : null, line.count ?? null, line.priceBrutto ?? null] : line)),
    checkout.shippingMethod ?? null,
    checkout.paymentMethod ?? null,
    record.totals ?? null,
  ]);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
