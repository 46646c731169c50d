import { describe, expect, it } from 'vitest';
import type { ProductVariant } from '../../widgets/core/catalog/product.ts';
import { isSinglePrice, priceRange } from '../../widgets/core/catalog/price-range.ts';
import { averageRating } from '../../widgets/core/catalog/rating.ts';

let nextId = 1;
const variant = (priceBrutto: string | null, active = true): ProductVariant => ({
  id: nextId++,
  displayName: 'Größe 54',
  priceBrutto,
  stock: 1,
  referenceNumberSuffix: '',
  active,
  shippingTime: null,
  reorderPossible: false,
  netQuantity: null,
});

describe('the price range of a product (spec §9)', () => {
  it('is the product price alone when there are no variants', () => {
    const range = priceRange({ priceBrutto: '849.90', variants: [] });
    expect(range).toEqual({ lowest: '849.90', highest: '849.90' });
    expect(isSinglePrice(range!)).toBe(true);
  });

  it('spans the product price and the prices of its active variants', () => {
    const range = priceRange({ priceBrutto: '1490.00', variants: [variant('1490.00'), variant('1680.00'), variant('1550.00')] });
    expect(range).toEqual({ lowest: '1490.00', highest: '1680.00' });
    expect(isSinglePrice(range!)).toBe(false);
  });

  it('compares prices as decimals, not as text', () => {
    expect(priceRange({ priceBrutto: '99.00', variants: [variant('1000.00'), variant('250.50')] })).toEqual({ lowest: '99.00', highest: '1000.00' });
  });

  it('ignores inactive variants: a size no longer offered does not widen the range', () => {
    expect(priceRange({ priceBrutto: '790.00', variants: [variant('790.00'), variant('2000.00', false)] })).toEqual({ lowest: '790.00', highest: '790.00' });
  });

  it('is a single value when every variant costs the same', () => {
    const range = priceRange({ priceBrutto: '1190.00', variants: [variant('1190.00'), variant(null), variant('1190.0')] });
    expect(isSinglePrice(range!)).toBe(true);
  });

  it('uses variant prices when the product itself has none', () => {
    expect(priceRange({ priceBrutto: null, variants: [variant('39.00'), variant('69.00')] })).toEqual({ lowest: '39.00', highest: '69.00' });
  });

  it('is null for a product on request (no price anywhere)', () => {
    expect(priceRange({ priceBrutto: null, variants: [] })).toBeNull();
    expect(priceRange({ priceBrutto: null, variants: [variant(null), variant(null)] })).toBeNull();
  });
});

describe('the average rating (spec §9)', () => {
  it('is 0 without reviews', () => {
    expect(averageRating([])).toBe(0);
  });

  it('is the mean of the stars given', () => {
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBeCloseTo(4.333, 3);
    expect(averageRating([{ rating: 3 }])).toBe(3);
  });
});
