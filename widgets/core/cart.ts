import { isMoney, multiplyMoney, sumMoney, toMoney, type Money } from './money.ts';
import { isFiniteNumber, isNonEmptyString, isNonNegativeInteger, isRecord } from './shapes.ts';

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
}

export interface CartPersonalization {
  id: string | number;
  /** Field name → value the shopper entered. */
  values: Record<string, string>;
}

export interface CartLine {
  cartId: string;
  product: CartProduct;
  variant: CartVariant | null;
  personalization: CartPersonalization | null;
  count: number;
  /** Gross unit price. */
  priceBrutto: Money;
}

export interface Cart {
  products: CartLine[];
  totalCount: number;
  totalPriceBrutto: Money;
  timestamp: number;
}

export type NewCartLine = Omit<CartLine, 'cartId'>;

export function emptyCart(now: number): Cart {
  return { products: [], totalCount: 0, totalPriceBrutto: '0.00', timestamp: now };
}

function withTotals(products: CartLine[], now: number): Cart {
  return {
    products,
    totalCount: products.reduce((count, line) => count + line.count, 0),
    totalPriceBrutto: sumMoney(products.map((line) => multiplyMoney(line.priceBrutto, line.count))),
    timestamp: now,
  };
}

function sortedEntries(values: Record<string, string>): string {
  return JSON.stringify(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));
}

/** Two lines are the same purchase when product, variant and personalization values agree. */
export function isSamePurchase(a: NewCartLine, b: NewCartLine): boolean {
  return (
    String(a.product.id) === String(b.product.id) &&
    String(a.variant?.id ?? '') === String(b.variant?.id ?? '') &&
    sortedEntries(a.personalization?.values ?? {}) === sortedEntries(b.personalization?.values ?? {})
  );
}

export function addToCart(cart: Cart, line: NewCartLine, newCartId: () => string, now: number): Cart {
  if (!isNonNegativeInteger(line.count) || line.count === 0) return cart;
  const normalized = { ...line, priceBrutto: toMoney(line.priceBrutto) };
  const existing = cart.products.find((candidate) => isSamePurchase(candidate, normalized));
  const products = existing
    ? cart.products.map((candidate) =>
        candidate === existing ? { ...candidate, count: candidate.count + line.count } : candidate,
      )
    : [...cart.products, { ...normalized, cartId: newCartId() }];
  return withTotals(products, now);
}

/** Sets a line's count; a count of 0 removes the line. */
export function changeCount(cart: Cart, cartId: string, count: number, now: number): Cart {
  if (!isNonNegativeInteger(count)) return cart;
  if (count === 0) return removeFromCart(cart, cartId, now);
  return withTotals(
    cart.products.map((line) => (line.cartId === cartId ? { ...line, count } : line)),
    now,
  );
}

export function removeFromCart(cart: Cart, cartId: string, now: number): Cart {
  return withTotals(
    cart.products.filter((line) => line.cartId !== cartId),
    now,
  );
}

function isCartLine(value: unknown): value is CartLine {
  if (!isRecord(value) || !isRecord(value.product)) return false;
  const { product, variant, personalization } = value;
  return (
    isNonEmptyString(value.cartId) &&
    (typeof product.id === 'string' || isFiniteNumber(product.id)) &&
    typeof product.display_name === 'string' &&
    (variant === null || (isRecord(variant) && variant.id !== undefined)) &&
    (personalization === null || (isRecord(personalization) && isRecord(personalization.values))) &&
    isNonNegativeInteger(value.count) &&
    (value.count as number) > 0 &&
    isMoney(value.priceBrutto)
  );
}

/**
 * Accepts a stored cart only when every line is well formed; totals are recomputed from the
 * lines rather than trusted, so an edited total can never reach the checkout.
 */
export function parseStoredCart(value: unknown): Cart | null {
  if (!isRecord(value) || !Array.isArray(value.products) || !value.products.every(isCartLine)) return null;
  const timestamp = isFiniteNumber(value.timestamp) ? value.timestamp : 0;
  return withTotals(
    value.products.map((line) => ({ ...line, priceBrutto: toMoney(line.priceBrutto) })),
    timestamp,
  );
}
