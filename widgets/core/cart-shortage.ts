import { lineLimit, withTotals, type Cart, type CartLine } from './cart.ts';
import type { CartNotice, Reconciled } from './cart-reconcile.ts';
import { isNonNegativeInteger, isRecord } from './shapes.ts';

/**
 * What the order service knows and the build does not: pieces sold since the product data was
 * written. When it refuses an order for want of stock it names, per product and variant, the lines
 * that take it and the pieces left; the cart then takes that over as it takes over the product
 * data (cart-reconcile.ts): lines lowered to what is left (and reported), lines nothing is left
 * for flagged as sold out, so the shopper sees which line changed instead of only "something did".
 */

/** One product and variant the order asked more of than is left: its lines (by cart id) and the pieces left. */
export interface CartShortage {
  cartIds: readonly string[];
  available: number;
}

/** Product and variant: what one stock figure belongs to (lines with different engravings share it). */
export const stockKeyFor = (productId: string | number, variantId: string | number | null): string => `${String(productId)}/${variantId === null ? '' : String(variantId)}`;

export const stockKeyOf = (line: Pick<CartLine, 'product' | 'variant'>): string => stockKeyFor(line.product.id, line.variant?.id ?? null);

/**
 * The refusal's `shortages` (`[{lines: [0, 2], available: 1}]`, indexes into the lines sent) as
 * shortages of those lines; entries that do not fit the order sent are left out.
 */
export function readShortages(value: unknown, sentCartIds: readonly string[]): CartShortage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): CartShortage[] => {
    if (!isRecord(entry) || !isNonNegativeInteger(entry.available) || !Array.isArray(entry.lines)) return [];
    const cartIds = entry.lines.map((index) => (Number.isInteger(index) ? sentCartIds[index as number] : undefined));
    if (cartIds.length === 0 || cartIds.some((cartId) => cartId === undefined)) return [];
    return [{ cartIds: cartIds as string[], available: entry.available }];
  });
}

/** The pieces left per stock key, as the shortages state them, for the next check against the product data. */
export function stockLeftOf(cart: Cart, shortages: readonly CartShortage[]): Map<string, number> {
  const left = new Map<string, number>();
  for (const { cartIds, available } of shortages) {
    const line = cart.products.find((candidate) => cartIds.includes(candidate.cartId));
    if (line) left.set(stockKeyOf(line), available);
  }
  return left;
}

/**
 * The cart with the service's figures taken over: a shortage's lines, in cart order, keep what is
 * left for them (and may hold no more); a line nothing is left for is flagged sold out.
 */
export function applyShortages(cart: Cart, shortages: readonly CartShortage[], now: number): Reconciled {
  const notices: CartNotice[] = [];
  const mended = new Map<string, CartLine>();
  for (const { cartIds, available } of shortages) {
    let left = available;
    for (const line of cart.products.filter((candidate) => cartIds.includes(candidate.cartId) && candidate.unavailable === undefined)) {
      const count = Math.min(line.count, left);
      left -= count;
      if (count === 0) {
        mended.set(line.cartId, { ...line, unavailable: 'sold-out' });
        continue;
      }
      if (count < line.count) notices.push({ kind: 'count-lowered', cartId: line.cartId, before: line.count, after: count });
      mended.set(line.cartId, { ...line, count, maxCount: Math.min(lineLimit(line), count) });
    }
  }
  const products = cart.products.map((line) => mended.get(line.cartId) ?? line);
  const { damagedLinesRemoved, linesOverLimitRemoved } = cart;
  return {
    cart: { ...withTotals(products, now), ...(damagedLinesRemoved ? { damagedLinesRemoved } : {}), ...(linesOverLimitRemoved ? { linesOverLimitRemoved } : {}) },
    notices,
  };
}
