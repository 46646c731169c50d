import type { NetQuantity } from './catalog/net-quantity.ts';
import { cartVariantOf, characteristicsOf, withTotals, type Cart, type CartLine, type UnavailableReason } from './cart.ts';
import { stockKeyOf } from './cart-shortage.ts';
import type { Money } from './money.ts';
import { countLimit } from './shop/count-input.ts';
import { isReorderPossible } from './shop/selection.ts';
import type { ProductDetail, ShopVariant } from './shop/types.ts';

/**
 * Checks every stored line against the product data (spec §4) when the cart page has it: the
 * stored price and name are the browser's word only, the product data is the shop's. A changed
 * price is taken over and reported, never silently; a count above the stock is lowered and
 * reported; a line that cannot be ordered is flagged (and then counts towards no total).
 */

/** What the product data says about a line's product: there, gone (404, no slug), or unknown (could not be loaded). */
export type ProductLookup = { status: 'found'; product: ProductDetail } | { status: 'gone' } | { status: 'unknown' };

export type CartNotice =
  | { kind: 'price-changed'; cartId: string; before: Money; after: Money }
  | { kind: 'count-lowered'; cartId: string; before: number; after: number };

export interface Reconciled {
  cart: Cart;
  notices: CartNotice[];
}

interface Offer {
  priceBrutto: Money | null;
  stock: number;
  reorderPossible: boolean;
  /** Working days until dispatch: the variant's, else the product's (the build filled in the shop's default). */
  shippingTime: number | null;
  /** What one piece holds: the variant's, else the product's. */
  netQuantity: NetQuantity | null;
  variant: ShopVariant | null;
}

/** The offer for the line's product and variant as the product data has it; null when that variant is no longer offered. */
function offerFor(line: CartLine, product: ProductDetail): Offer | null {
  if (line.variant === null) {
    // A product that has since gained variants cannot be ordered without one.
    if (product.variants.length > 0) return null;
    return {
      priceBrutto: product.priceBrutto,
      stock: product.stock,
      reorderPossible: isReorderPossible(product.reorderPossible, product.stock),
      shippingTime: product.shippingTime,
      netQuantity: product.netQuantity,
      variant: null,
    };
  }
  const variant = product.variants.find((candidate) => String(candidate.id) === String(line.variant!.id));
  if (!variant) return null;
  return {
    priceBrutto: variant.priceBrutto ?? product.priceBrutto,
    stock: variant.stock,
    reorderPossible: isReorderPossible(variant.reorderPossible || product.reorderPossible, variant.stock),
    shippingTime: variant.shippingTime ?? product.shippingTime,
    netQuantity: variant.netQuantity ?? product.netQuantity,
    variant,
  };
}

function fieldLabels(product: ProductDetail): Record<string, string> {
  return Object.fromEntries((product.personalization?.fields ?? []).map((field) => [field.key, field.label]));
}

function flagged(line: CartLine, reason: UnavailableReason): CartLine {
  return { ...line, unavailable: reason };
}

function reconcileLine(line: CartLine, lookup: ProductLookup, purchaseToOrder: boolean, stockLeft: ReadonlyMap<string, number>, notices: CartNotice[]): CartLine {
  if (lookup.status === 'unknown') return line;
  if (lookup.status === 'gone') return flagged(line, 'gone');
  const { product } = lookup;
  // The slug now names another product: the one in the cart is gone.
  if (String(product.id) !== String(line.product.id)) return flagged(line, 'gone');
  const found = offerFor(line, product);
  if (!found) return flagged(line, 'gone');
  // The order service's later word on the stock (pieces sold since the build) wins over the product
  // data's; it names a shortage only where the piece cannot be ordered in, so no reorder either.
  const serviceStock = stockLeft.get(stockKeyOf(line));
  const offer = serviceStock === undefined || serviceStock >= found.stock ? found : { ...found, stock: serviceStock, reorderPossible: false };
  const { unavailable: _before, netQuantity: _kept, containsBatteries: _stated, ...rest } = line;
  // Names, labels and image from the shop's data: the stored ones are only what the browser kept.
  const current: CartLine = {
    ...rest,
    product: { id: product.id, display_name: product.displayName, slug: product.slug, ...(product.image ? { image: product.image.src } : {}) },
    variant: line.variant && offer.variant ? cartVariantOf(product, offer.variant) : line.variant,
    personalization: line.personalization && product.personalization ? { ...line.personalization, labels: fieldLabels(product) } : line.personalization,
    characteristics: characteristicsOf(product),
    ...(offer.netQuantity ? { netQuantity: offer.netQuantity } : {}),
    ...(product.containsBatteries ? { containsBatteries: true as const } : {}),
  };
  if (offer.priceBrutto === null) return flagged(current, 'on-request');
  // The same rule as the product page (selection.ts purchaseBlock): beyond the stock only when the shop orders in.
  const orderable = purchaseToOrder && offer.reorderPossible;
  if (offer.stock <= 0 && !orderable) return flagged(current, 'sold-out');
  const maxCount = countLimit(offer.stock, orderable);
  if (offer.priceBrutto !== line.priceBrutto) notices.push({ kind: 'price-changed', cartId: line.cartId, before: line.priceBrutto, after: offer.priceBrutto });
  if (line.count > maxCount) notices.push({ kind: 'count-lowered', cartId: line.cartId, before: line.count, after: maxCount });
  return { ...current, priceBrutto: offer.priceBrutto, maxCount, count: Math.min(line.count, maxCount), dispatchDays: offer.shippingTime };
}

/**
 * The cart as the product data says it must be, and what changed for the shopper to see.
 * `lookups` is keyed by product slug; a line without a slug cannot be checked and counts as gone.
 * `stockLeft` (stock key → pieces) is what the order service said is left, where it said so
 * (cart-shortage.ts): lower than the product data's figure, it is the one that counts.
 */
export function reconcileCart(cart: Cart, lookups: ReadonlyMap<string, ProductLookup>, purchaseToOrder: boolean, now: number, stockLeft: ReadonlyMap<string, number> = new Map()): Reconciled {
  const notices: CartNotice[] = [];
  const products = cart.products.map((line) => {
    const lookup: ProductLookup = line.product.slug ? (lookups.get(line.product.slug) ?? { status: 'unknown' }) : { status: 'gone' };
    return reconcileLine(line, lookup, purchaseToOrder, stockLeft, notices);
  });
  const reconciled = withTotals(products, now);
  return {
    cart: {
      ...reconciled,
      ...(cart.damagedLinesRemoved ? { damagedLinesRemoved: cart.damagedLinesRemoved } : {}),
      ...(cart.linesOverLimitRemoved ? { linesOverLimitRemoved: cart.linesOverLimitRemoved } : {}),
    },
    notices,
  };
}
