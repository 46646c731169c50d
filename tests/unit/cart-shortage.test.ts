import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, type Cart, type NewCartLine } from '../../widgets/core/cart.ts';
import { cartBlockers } from '../../widgets/core/cart-orderable.ts';
import { reconcileCart, type ProductLookup } from '../../widgets/core/cart-reconcile.ts';
import { applyShortages, readShortages, stockLeftOf } from '../../widgets/core/cart-shortage.ts';
import { shopProduct } from '../support/cart-products.ts';

/** The order service knows what sold since the build: its refusal for want of stock mends the cart. */
const ring = (count: number, engraving: string): NewCartLine => ({
  product: { id: 7, display_name: 'Ring', slug: 'ring' },
  variant: null,
  personalization: { id: 1, values: { engraving } },
  count,
  priceBrutto: '100.00',
});
const chain: NewCartLine = { product: { id: 9, display_name: 'Kette', slug: 'kette' }, variant: null, personalization: null, count: 1, priceBrutto: '50.00' };

function cartOf(...lines: NewCartLine[]): Cart {
  let next = 0;
  return lines.reduce((cart, line) => addToCart(cart, line, () => `line-${++next}`, 0), emptyCart(0));
}

describe("the order service's word on the stock", () => {
  it('reads the refusal by line index into the lines sent, and drops entries that do not fit that order', () => {
    const sent = ['line-1', 'line-2', 'line-3'];
    expect(readShortages([{ lines: [0, 2], available: 1 }], sent)).toEqual([{ cartIds: ['line-1', 'line-3'], available: 1 }]);
    for (const broken of [null, 'x', [{ lines: [5], available: 1 }], [{ lines: [0], available: -1 }], [{ lines: [], available: 0 }], [{ lines: ['0'], available: 0 }], [{ lines: [0.5], available: 0 }]]) {
      expect(readShortages(broken, sent)).toEqual([]);
    }
  });

  it('lowers a line to the pieces left, reports it, and lets it hold no more; the total follows', () => {
    const { cart, notices } = applyShortages(cartOf(ring(3, 'A'), chain), [{ cartIds: ['line-1'], available: 1 }], 5);
    expect(cart.products[0]).toMatchObject({ count: 1, maxCount: 1 });
    expect(cart.products[0]).not.toHaveProperty('unavailable');
    expect(cart.products[1]).toMatchObject({ count: 1 });
    expect(cart.totalPriceBrutto).toBe('150.00');
    expect(notices).toEqual([{ kind: 'count-lowered', cartId: 'line-1', before: 3, after: 1 }]);
  });

  it('flags a sold-out line: it blocks the checkout and leaves the total', () => {
    const { cart, notices } = applyShortages(cartOf(ring(1, 'A'), chain), [{ cartIds: ['line-2'], available: 0 }], 5);
    expect(cartBlockers(cart)).toEqual([{ cartId: 'line-2', name: 'Kette', reason: 'sold-out' }]);
    expect(cart.totalPriceBrutto).toBe('100.00');
    expect(notices).toEqual([]);
  });

  it('shares what is left among engraved lines of one ring in cart order; a line nothing is left for is flagged', () => {
    const { cart, notices } = applyShortages(cartOf(ring(2, 'A'), ring(1, 'B'), ring(1, 'C')), [{ cartIds: ['line-1', 'line-2', 'line-3'], available: 2 }], 5);
    expect(cart.products.map((line) => [line.count, line.unavailable ?? 'ok'])).toEqual([
      [2, 'ok'],
      [1, 'sold-out'],
      [1, 'sold-out'],
    ]);
    expect(notices).toEqual([]);
    const lowered = applyShortages(cartOf(ring(3, 'A'), ring(1, 'B')), [{ cartIds: ['line-1', 'line-2'], available: 2 }], 5);
    expect(lowered.cart.products.map((line) => [line.count, line.unavailable ?? 'ok'])).toEqual([
      [2, 'ok'],
      [1, 'sold-out'],
    ]);
    expect(lowered.notices).toEqual([{ kind: 'count-lowered', cartId: 'line-1', before: 3, after: 2 }]);
  });

  it("keeps the service's figure when the cart is checked against the older product data again", () => {
    const before = cartOf(ring(3, 'A'));
    const shortages = [{ cartIds: ['line-1'], available: 1 }];
    const left = stockLeftOf(before, shortages);
    const { cart: mended } = applyShortages(before, shortages, 5);
    const product: ProductLookup = { status: 'found', product: shopProduct({ stock: 5 }) };
    const rechecked = reconcileCart(mended, new Map([['ring', product]]), false, 6, left);
    expect(rechecked.cart.products[0]).toMatchObject({ count: 1, maxCount: 1 });
    expect(rechecked.cart.products[0]).not.toHaveProperty('unavailable');
    const soldOut = reconcileCart(before, new Map([['ring', product]]), false, 6, new Map([['7/', 0]]));
    expect(soldOut.cart.products[0]!.unavailable).toBe('sold-out');
    // Without the service's word the product data's 5 count.
    expect(reconcileCart(before, new Map([['ring', product]]), false, 6).cart.products[0]).toMatchObject({ count: 3, maxCount: 5 });
  });
});
