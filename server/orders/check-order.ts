import { unitPriceOf, type UnitPrice } from '../../widgets/core/catalog/net-quantity.ts';
import type { Result } from '../../widgets/core/result.ts';
import Decimal from 'decimal.js';
import type { LineCharacteristic } from '../../widgets/core/cart.ts';
import type { ItemId } from '../../widgets/core/catalog/taxonomy.ts';
import type { Address } from '../../widgets/core/checkout-draft.ts';
import { linesSubtotal, lineTotal, orderTotals, type OrderTotals } from '../../widgets/core/checkout/order-totals.ts';
import { findPaymentMethod, findShippingMethod, methodsOverTheirValue, type PaymentChoice } from '../../widgets/core/checkout/shipping-choice.ts';
import type { Language } from '../../widgets/core/languages.ts';
import type { Money } from '../../widgets/core/money.ts';
import { isRecord } from '../../widgets/core/shapes.ts';
import { stockKey, stockLeft, type PiecesHeld } from './stock-left.ts';
import { moneyPattern, readOrderBody, type OrderAddress, type OrderLine } from './order-body.ts';
import { shippingMethodName } from '../../widgets/core/public-shop-settings.ts';
import { productsIn, type OrderableProduct, type OrderableVariant, type OrderCatalog } from './order-catalog.ts';
import { keptPersonalization, personalizationRefusal, type LabelledValue } from './line-personalization.ts';

/**
 * Whether the order service accepts an order, decided from its own catalog alone (pure): every
 * product, variant, personalization, count and price, the shipping to the address's country, the
 * payment that shipping allows, and the totals, recomputed with the same rules the cart page used
 * (order-totals.ts, shipping-choice.ts). The browser's numbers are only compared, never used.
 *
 * The body's shape is order-body.ts's; a refusal says why with a code the shop's pages can translate (README "The order service"):
 * - invalid: a field is missing or malformed (also another project's order), see `fields`
 * - shop_closed: the cart is switched off, the shop is in maintenance or has no catalog
 * - unavailable: the product, variant or price no longer exists, or it is sold out
 * - over_stock: more pieces than are in stock, and the product cannot be ordered in
 * - price_changed: a unit price differs from the catalog's
 * - personalization: an engraving value is missing, too long, not an option, unknown, or holds
 *   line breaks, control or bidi characters
 * - shipping: the shipping method does not serve the address's country, or does not carry goods
 *   of the order's value (its maximum order value)
 * - payment: the payment method is not offered with that shipping method
 * - wrapping: present wrapping chosen, but the shop does not offer it
 * - totals: a sum differs from the recomputed one
 */

type OrderRefusalCode =
  | 'invalid'
  | 'shop_closed'
  | 'unavailable'
  | 'over_stock'
  | 'price_changed'
  | 'personalization'
  | 'shipping'
  | 'payment'
  | 'wrapping'
  | 'totals';

export interface OrderRefusal {
  code: OrderRefusalCode;
  message: string;
  /** The body's fields at fault, as paths ('cart.products[0].count'). */
  fields?: string[];
  /**
   * unavailable / over_stock for want of stock: every product (and variant) the order asks more
   * of than is left, with the indexes of its lines and the pieces left (0: sold out), so the
   * checkout can lower or flag those lines instead of only saying that something changed.
   */
  shortages?: StockShortage[];
}

interface StockShortage {
  /** The indexes of `cart.products` that take this product and variant. */
  lines: number[];
  /** Pieces left for this order (0 when sold out). */
  available: number;
}

export interface CheckedLine {
  productId: ItemId;
  productName: string;
  variantId: ItemId | null;
  variantName: string | null;
  /** What the product page calls its variant choice ("Ringgröße"); null where the product names none. */
  variantLabel: string | null;
  /** Field key → value, only the product's own fields. */
  personalization: Record<string, string>;
  /** The same values under their fields' labels, in the product's order: what the mails show. */
  personalizationLabelled: LabelledValue[];
  count: number;
  priceBrutto: Money;
  lineTotal: Money;
  /** Working days until dispatch as the product page stated them (the variant's, else the product's); null where none is known. */
  dispatchDays: number | null;
  /** The product's essential characteristics, as its page and the summary above the order button named them. */
  characteristics: LineCharacteristic[];
  /**
   * The unit price (§ 4 PAngV) of the piece, from the catalog's quantity; null for goods sold by
   * the piece. Absent on orders kept before it was stated.
   */
  unitPrice?: UnitPrice | null;
  /** The piece holds batteries (BattDG); absent on orders kept before it was stated. */
  containsBatteries?: boolean;
}

/** The order as the service keeps and confirms it: names and prices from the catalog. */
export interface CheckedOrder {
  uuid: string;
  language: Language;
  customerEmail: string;
  shippingAddress: Address;
  invoiceAddress: Address | null;
  comment: string;
  /** `label`: the name in the order's language, for its mails and documents (orders kept before it was kept have none: their `name` shows). */
  shippingMethod: { name: string; label?: string; provider: string; price: Money; additionalDays: number };
  payment: PaymentChoice;
  presentWrap: boolean;
  lines: CheckedLine[];
  totals: OrderTotals;
}

export type OrderVerdict = Result<CheckedOrder, { refusal: OrderRefusal }>;

const refuse = (code: OrderRefusalCode, message: string, fields?: string[]): OrderVerdict => ({ ok: false, refusal: { code, message, ...(fields ? { fields } : {}) } });

function toAddress(value: OrderAddress): Address {
  return {
    firstName: value.firstName.trim(),
    lastName: value.lastName.trim(),
    company: (value.company ?? '').trim(),
    street: value.street.trim(),
    number: value.number.trim(),
    zipCode: value.zipCode.trim(),
    city: value.city.trim(),
    country: value.country.trim().toUpperCase(),
  };
}

interface Priced {
  product: OrderableProduct;
  variant: OrderableVariant | null;
  price: Money;
}

/** Finds the line's product, variant and price in the catalog; a refusal when it cannot be bought. */
function priceLine(line: OrderLine, at: string, products: ReadonlyMap<string, OrderableProduct>): Priced | OrderRefusal {
  const product = products.get(String(line.product.id));
  if (!product) return { code: 'unavailable', message: `Product ${String(line.product.id)} is not in the shop.`, fields: [`${at}.product`] };
  let variant: OrderableVariant | null = null;
  if (line.variant) {
    variant = product.variants.find((candidate) => String(candidate.id) === String(line.variant!.id) && candidate.active) ?? null;
    if (!variant) return { code: 'unavailable', message: `${product.displayName}: this variant is not offered.`, fields: [`${at}.variant`] };
  } else if (product.variants.length > 0) {
    return { code: 'unavailable', message: `${product.displayName}: a variant must be chosen.`, fields: [`${at}.variant`] };
  }
  const price = variant?.priceBrutto ?? product.priceBrutto;
  if (price === null) return { code: 'unavailable', message: `${product.displayName} is priced on request and cannot be ordered.`, fields: [at] };
  return { product, variant, price };
}

const sameMoney = (given: unknown, expected: Money) => {
  if (typeof given !== 'string' || !moneyPattern.test(given)) return false;
  return new Decimal(given).equals(expected);
};

/** Without a store (a check alone): no earlier order holds anything. */
const noneHeld: PiecesHeld = () => 0;

export function checkOrder(body: unknown, catalog: OrderCatalog | null, project: string, piecesHeld: PiecesHeld = noneHeld): OrderVerdict {
  if (!isRecord(body)) return refuse('invalid', 'The order must be a JSON object.');
  if (body.project !== project) return refuse('invalid', 'This order is for another shop.', ['project']);
  if (!catalog || !catalog.settings.enable_cart || catalog.settings.maintenance_mode) return refuse('shop_closed', 'The shop takes no orders at the moment.');
  const shaped = readOrderBody(body);
  if (!shaped.ok) return refuse('invalid', `Missing or invalid fields: ${shaped.fields.join(', ')}`, shaped.fields);

  const { settings } = catalog;
  const order = shaped.value;
  const { lines } = order;
  const { checkout } = order;
  const priced: Array<Priced & { line: OrderLine }> = [];
  for (const [index, line] of lines.entries()) {
    const at = `cart.products[${index}]`;
    const found = priceLine(line, at, productsIn(catalog, order.language));
    if ('code' in found) return { ok: false, refusal: found };
    const personalization = personalizationRefusal(line, at, found.product);
    if (personalization) return { ok: false, refusal: personalization };
    if (!new Decimal(line.priceBrutto).equals(found.price)) {
      return refuse('price_changed', `${found.product.displayName} now costs ${found.price}.`, [`${at}.priceBrutto`]);
    }
    priced.push({ ...found, line });
  }

  // Stock is counted per product and variant: two engraved lines of one ring take two rings, and
  // what earlier orders hold is no longer there.
  const wanted = new Map<string, { count: number; indexes: number[]; stock: number; orderable: boolean; name: string }>();
  priced.forEach(({ product, variant, line }, index) => {
    const key = stockKey(product.id, variant?.id ?? null);
    const entry = wanted.get(key) ?? { count: 0, indexes: [], ...stockLeft(product, variant, settings, piecesHeld), name: product.displayName };
    entry.count += line.count;
    entry.indexes.push(index);
    wanted.set(key, entry);
  });
  const short = [...wanted.values()].filter(({ count, stock, orderable }) => !orderable && count > Math.max(stock, 0));
  if (short.length > 0) {
    // The code and message name the first sold-out product, else the first short one; `shortages` all of them.
    const { stock, name } = short.find((entry) => entry.stock <= 0) ?? short[0]!;
    const fields = short.flatMap((entry) => entry.indexes.map((index) => `cart.products[${index}].count`));
    const shortages = short.map((entry) => ({ lines: entry.indexes, available: Math.max(entry.stock, 0) }));
    const soldOut = stock <= 0;
    return { ok: false, refusal: { code: soldOut ? 'unavailable' : 'over_stock', message: soldOut ? `${name} is sold out.` : `Only ${stock} of ${name} in stock.`, fields, shortages } };
  }

  const shippingAddress = toAddress(checkout.shippingAddress);
  const pricedLines = priced.map(({ price, line }) => ({ priceBrutto: price, count: line.count }));
  const subtotal = linesSubtotal(pricedLines);
  const method = findShippingMethod(settings, checkout.shippingMethod, shippingAddress.country, subtotal);
  if (!method) {
    const overValue = methodsOverTheirValue(settings, shippingAddress.country, subtotal).find(({ name }) => name === checkout.shippingMethod);
    if (overValue) return refuse('shipping', `${overValue.name} carries orders up to ${overValue.max_order_value!}; this one is ${subtotal}.`, ['checkout.shippingMethod']);
    return refuse('shipping', 'This shipping method does not deliver to that country.', ['checkout.shippingMethod']);
  }
  const payment = findPaymentMethod(settings, method, checkout.paymentMethod);
  if (!payment) return refuse('payment', 'This payment method is not offered with that shipping method.', ['checkout.paymentMethod']);
  const { presentWrap } = checkout;
  if (presentWrap && !settings.present_wrapping) return refuse('wrapping', 'The shop does not offer present wrapping.', ['checkout.presentWrap']);

  const totals = orderTotals({
    lines: pricedLines,
    shipping: method.price_brutto,
    // Present wrapping, where offered, is free.
    wrapping: '0.00',
    taxPercent: settings.default_tax_percent,
  });
  const given = order.totals;
  const wrongTotals = [
    ...(['subtotal', 'shipping', 'wrapping', 'total', 'vatContained'] as const).filter((field) => !sameMoney(given[field], totals[field])),
    ...(given.taxPercent === totals.taxPercent ? [] : ['taxPercent']),
  ];
  if (wrongTotals.length > 0) {
    return refuse('totals', `The totals differ from the shop's: the total is ${totals.total}.`, wrongTotals.map((field) => `totals.${field}`));
  }

  return {
    ok: true,
    value: {
      uuid: order.order_uuid,
      language: order.language,
      customerEmail: checkout.customerEmail.trim(),
      shippingAddress,
      invoiceAddress: checkout.invoiceAddress ? toAddress(checkout.invoiceAddress) : null,
      comment: (checkout.comment ?? '').trim(),
      shippingMethod: { name: method.name, label: shippingMethodName(method, order.language), provider: method.shipping_provider, price: method.price_brutto, additionalDays: method.additional_days },
      payment,
      presentWrap,
      lines: priced.map(({ product, variant, price, line }) => {
        const kept = keptPersonalization(line, product);
        return {
          productId: product.id,
          productName: product.displayName,
          variantId: variant?.id ?? null,
          variantName: variant?.displayName ?? null,
          variantLabel: variant ? product.variantLabel : null,
          personalization: Object.fromEntries(kept.map(({ key, value }) => [key, value])),
          personalizationLabelled: kept.map(({ label, value }) => ({ label, value })),
          count: line.count,
          priceBrutto: price,
          lineTotal: lineTotal({ priceBrutto: price, count: line.count }),
          dispatchDays: variant?.shippingTime ?? product.shippingTime,
          characteristics: product.characteristics,
          unitPrice: unitPriceOf(price, variant?.netQuantity ?? product.netQuantity),
          containsBatteries: product.containsBatteries,
        };
      }),
      totals,
    },
  };
}
