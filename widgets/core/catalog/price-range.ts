import Decimal from 'decimal.js';
import type { Money } from '../money.ts';
import type { Product } from './product.ts';

/** Lowest and highest gross price; both are the same Money when the product has one price. */
export interface PriceRange {
  lowest: Money;
  highest: Money;
}

/**
 * The gross prices a shopper can pay for a product: its own price and the prices of its active
 * variants (a variant without a price costs what the product costs). Null when nothing has a
 * price, i.e. the product is "on request". Compared with decimal.js, never as floats.
 */
export function priceRange(product: Pick<Product, 'priceBrutto' | 'variants'>): PriceRange | null {
  const prices = [
    product.priceBrutto,
    ...product.variants.filter((variant) => variant.active).map((variant) => variant.priceBrutto),
  ].filter((price): price is Money => price !== null);
  if (prices.length === 0) return null;
  const sorted = [...prices].sort((a, b) => new Decimal(a).comparedTo(b));
  return { lowest: sorted[0]!, highest: sorted[sorted.length - 1]! };
}

/** "a single value when equal" (spec §9): show one price instead of "from … to …". */
export function isSinglePrice(range: PriceRange): boolean {
  return new Decimal(range.lowest).equals(range.highest);
}
