import { unitPriceOf, type NetQuantity, type UnitPrice } from './catalog/net-quantity.ts';
import { defaultVariantDisplayName } from './catalog/product.ts';
import { maxCountPerLine } from './shop/count-input.ts';
import { multiplyMoney, sumMoney, toMoney, type Money } from './money.ts';
import { isNonNegativeInteger } from './shapes.ts';
import type { ProductDetail, ShopVariant } from './shop/types.ts';

/** The cart rules of spec §4, as pure functions: the store calls them and persists the result. */

export interface CartProduct {
  id: string | number;
  display_name: string;
  slug?: string;
  image?: string;
}

export interface CartVariant {
  id: string | number;
  display_name: string;
  /**
   * What the product calls its variants ("Ringgröße"), the label of the variant in the cart and
   * the checkout. Absent when the product names none and on lines stored before it was kept:
   * the page's language then says "Variante".
   */
  label?: string;
}

export interface CartPersonalization {
  id: string | number;
  /** Field name → value the shopper entered. */
  values: Record<string, string>;
  /** Field name → the field's label, for the cart page (the product data's, refreshed by the check). */
  labels?: Record<string, string>;
}

/**
 * Why a line cannot be ordered as it stands, found when the cart was checked against the
 * product data (cart-reconcile.ts): the product or its variant is gone (or no longer published),
 * its price is on request, or it is sold out and the shop does not order it in.
 */
export type UnavailableReason = 'gone' | 'on-request' | 'sold-out';

export interface CartLine {
  cartId: string;
  product: CartProduct;
  variant: CartVariant | null;
  personalization: CartPersonalization | null;
  count: number;
  /** Gross unit price. */
  priceBrutto: Money;
  /**
   * The most pieces this line may hold: the stock, unless the shop orders more in (count-input.ts
   * countLimit). Absent on lines stored before the limit was kept: maxCountPerLine applies.
   */
  maxCount?: number;
  /**
   * Working days until the piece is dispatched, as its product page stated it (selection.ts
   * dispatchDaysOf): the cart and the checkout name it for every line. Refreshed by the check
   * against the product data; absent on lines stored before it was kept and where none is known.
   */
  dispatchDays?: number | null;
  /**
   * The product's essential characteristics (its attribute table: material, stone, case size …),
   * which the summary above the order button names (§ 312j Abs. 2 BGB). Refreshed by the check
   * against the product data; absent on lines stored before they were kept.
   */
  characteristics?: LineCharacteristic[];
  /**
   * What one piece holds (the variant's, else the product's), for the unit price the cart and the
   * checkout show beside its price (§ 4 PAngV). Refreshed by the check against the product data;
   * absent for goods sold by the piece and on lines stored before it was kept.
   */
  netQuantity?: NetQuantity;
  /** The piece holds batteries: the checkout says where they go back (BattDG). Refreshed by the check like the rest. */
  containsBatteries?: true;
  /** Set while the line cannot be ordered; it then counts towards no price total. */
  unavailable?: UnavailableReason;
}

export interface Cart {
  products: CartLine[];
  /** Pieces in the cart, orderable or not (the header's badge). */
  totalCount: number;
  /** The gross sum of the orderable lines. */
  totalPriceBrutto: Money;
  timestamp: number;
  /**
   * How many stored lines were unreadable and removed when the cart was read; shown on the cart
   * page until the shopper next changes the cart.
   */
  damagedLinesRemoved?: number;
  /**
   * Set when the stored cart held more than maxCartLines lines and the rest were removed as it
   * was read (only a cart edited by hand holds more); shown like damagedLinesRemoved.
   */
  linesOverLimitRemoved?: true;
}

/**
 * The most lines (different purchases) a cart holds: what the order service takes in one order
 * (server/orders/order-body.ts), so every cart can be ordered. A cart edited to hold thousands of
 * lines would otherwise take seconds to read and draw, or close the page.
 */
export const maxCartLines = 50;

export type NewCartLine = Omit<CartLine, 'cartId' | 'unavailable'>;

/** One essential characteristic of a line's product, as its page's attribute table names it ("Material": "Edelstahl"). */
export interface LineCharacteristic {
  name: string;
  value: string;
}

/** The most characteristics a line keeps: more than any product page's attribute table lists. */
export const maxLineCharacteristics = 20;

/** The characteristics as one line, as the summary above the order button and the confirmation write them. */
export function characteristicsText(characteristics: readonly LineCharacteristic[]): string {
  return characteristics.map(({ name, value }) => `${name}: ${value}`).join(' · ');
}

/** A product's essential characteristics: each attribute group with its values, in the page's order. */
export function characteristicsOf(product: Pick<ProductDetail, 'attributeTable'>): LineCharacteristic[] {
  return product.attributeTable
    .filter(({ values }) => values.length > 0)
    .slice(0, maxLineCharacteristics)
    .map(({ group, values }) => ({ name: group, value: values.join(', ') }));
}

/** The unit price of one piece of a line (§ 4 PAngV), or null for goods sold by the piece. */
export function lineUnitPrice(line: Pick<CartLine, 'priceBrutto' | 'netQuantity'>): UnitPrice | null {
  return unitPriceOf(line.priceBrutto, line.netQuantity ?? null);
}

export function emptyCart(now: number): Cart {
  return { products: [], totalCount: 0, totalPriceBrutto: '0.00', timestamp: now };
}

/**
 * A chosen variant as the cart keeps it, labelled with the product's own name for its variants.
 * The generic default is not kept, so each language says it in its own words.
 */
export function cartVariantOf(product: Pick<ProductDetail, 'variantDisplayName'>, variant: Pick<ShopVariant, 'id' | 'displayName'>): CartVariant {
  const label = product.variantDisplayName.trim();
  return { id: variant.id, display_name: variant.displayName, ...(label && label !== defaultVariantDisplayName ? { label } : {}) };
}

/** A personalization value the shopper filled in, under its field's label. */
export interface FilledValue {
  key: string;
  /** The field's label; the key when the product data named none. */
  label: string;
  value: string;
}

/** The values the shopper filled in, in the fields' order; a blank field says nothing and is left out. */
export function filledPersonalization(personalization: CartPersonalization | null): FilledValue[] {
  if (!personalization) return [];
  const { values, labels = {} } = personalization;
  // The values are kept in the order they were typed; the labels in the product's field order.
  const keys = [...new Set([...Object.keys(labels).filter((key) => Object.hasOwn(values, key)), ...Object.keys(values)])];
  // Own keys only: a value stored as "constructor" must not find Object's.
  const labelOf = (key: string) => (Object.hasOwn(labels, key) ? labels[key]!.trim() : '') || key;
  return keys.filter((key) => values[key]!.trim() !== '').map((key) => ({ key, label: labelOf(key), value: values[key]! }));
}

/** The most pieces a line may hold. */
export function lineLimit(line: Pick<CartLine, 'maxCount'>): number {
  return line.maxCount ?? maxCountPerLine;
}

export function isOrderable(line: CartLine): boolean {
  return line.unavailable === undefined;
}

/** Totals are always derived from the lines, never kept apart from them. */
export function withTotals(products: CartLine[], now: number): Cart {
  return {
    products,
    totalCount: products.reduce((count, line) => count + line.count, 0),
    totalPriceBrutto: sumMoney(products.filter(isOrderable).map((line) => multiplyMoney(line.priceBrutto, line.count))),
    timestamp: now,
  };
}

function sortedEntries(values: Record<string, string>): string {
  return JSON.stringify(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Two lines are the same purchase when product, variant and personalization values agree. */
export function isSamePurchase(a: NewCartLine, b: NewCartLine): boolean {
  return (
    String(a.product.id) === String(b.product.id) &&
    String(a.variant?.id ?? '') === String(b.variant?.id ?? '') &&
    sortedEntries(a.personalization?.values ?? {}) === sortedEntries(b.personalization?.values ?? {})
  );
}

/** Whether the purchase fits: it raises a line the cart has, or the cart has room for one more line. */
export function hasRoomFor(cart: Cart, line: NewCartLine): boolean {
  return cart.products.length < maxCartLines || cart.products.some((candidate) => isSamePurchase(candidate, line));
}

/**
 * Adds a purchase; the same purchase again raises the line's count, never beyond the limit the
 * product page knew (its stock), so adding twice cannot buy more than there is. The product
 * page's price and limit are the newer ones and replace the line's. A new purchase in a full cart
 * (maxCartLines) is not added.
 */
export function addToCart(cart: Cart, line: NewCartLine, newCartId: () => string, now: number): Cart {
  if (!isNonNegativeInteger(line.count) || line.count === 0) return cart;
  const limit = lineLimit(line);
  const normalized = { ...line, priceBrutto: toMoney(line.priceBrutto) };
  const existing = cart.products.find((candidate) => isSamePurchase(candidate, normalized));
  if (!existing && cart.products.length >= maxCartLines) return cart;
  const products = existing
    ? cart.products.map((candidate) => {
        if (candidate !== existing) return candidate;
        const { unavailable: _resolved, ...rest } = candidate;
        return { ...rest, ...normalized, cartId: candidate.cartId, count: Math.min(candidate.count + line.count, limit) };
      })
    : [...cart.products, { ...normalized, count: Math.min(line.count, limit), cartId: newCartId() }];
  return withTotals(products, now);
}

/** Sets a line's count, at most the line's limit; a count of 0 removes the line. */
export function changeCount(cart: Cart, cartId: string, count: number, now: number): Cart {
  if (!isNonNegativeInteger(count)) return cart;
  if (count === 0) return removeFromCart(cart, cartId, now);
  return withTotals(
    cart.products.map((line) => (line.cartId === cartId ? { ...line, count: Math.min(count, lineLimit(line)) } : line)),
    now,
  );
}

export function removeFromCart(cart: Cart, cartId: string, now: number): Cart {
  return withTotals(
    cart.products.filter((line) => line.cartId !== cartId),
    now,
  );
}
