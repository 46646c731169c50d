import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart, changeCount, emptyCart, lineLimit, removeFromCart, type Cart, type NewCartLine } from '../../widgets/core/cart.ts';
import { orderableLines } from '../../widgets/core/cart-orderable.ts';
import { reconcileCart, type ProductLookup } from '../../widgets/core/cart-reconcile.ts';
import { shopProduct, shopVariant } from '../support/cart-products.ts';

/**
 * Random sequences of cart actions over a small pool of products keep the cart honest: its
 * totals are what its lines say, exactly; no empty or duplicate line; no count over the stock.
 */

// Prices chosen for the float traps: 19.99 × 3 and 0.10 + 0.20 are not exact in binary floats.
const pool = [
  shopProduct({ id: 1, slug: 'kette', displayName: 'Kette', priceBrutto: '19.99', stock: 4 }),
  shopProduct({ id: 2, slug: 'ring', displayName: 'Ring', priceBrutto: '0.10', stock: 2, variants: [shopVariant({ id: 21, priceBrutto: '0.20', stock: 1 }), shopVariant({ id: 22, priceBrutto: null, stock: 5 })] }),
  shopProduct({ id: 3, slug: 'uhr', displayName: 'Uhr', priceBrutto: '849.90', stock: 0, reorderPossible: true }),
  shopProduct({ id: 4, slug: 'anfrage', displayName: 'Anfrage', priceBrutto: null, stock: 3 }),
];

const purchaseToOrder = fc.boolean();

/** A product page's add: its price and limit as the page computed them (which may since have changed). */
const add = fc.record({
  product: fc.integer({ min: 0, max: pool.length - 1 }),
  variant: fc.constantFrom<number | null>(null, 21, 22),
  engraving: fc.constantFrom<string | null>(null, 'A & B', 'C'),
  count: fc.integer({ min: 1, max: 6 }),
  price: fc.constantFrom('19.99', '0.10', '0.20', '849.90', '1.00'),
  maxCount: fc.integer({ min: 1, max: 5 }),
}).map(({ product, variant, engraving, count, price, maxCount }): NewCartLine => {
  const item = pool[product]!;
  return {
    product: { id: item.id, display_name: item.displayName, slug: item.slug },
    variant: variant === null ? null : { id: variant, display_name: String(variant) },
    personalization: engraving === null ? null : { id: 1, values: { engraving } },
    count,
    priceBrutto: price,
    maxCount,
  };
});

type Action =
  | { type: 'add'; line: NewCartLine }
  | { type: 'change'; index: number; count: number }
  | { type: 'remove'; index: number }
  | { type: 'reset' }
  | { type: 'reconcile'; gone: boolean };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: add.map((line) => ({ type: 'add' as const, line })) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('change' as const), index: fc.nat(5), count: fc.integer({ min: 0, max: 120 }) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('remove' as const), index: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.constant({ type: 'reset' as const }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('reconcile' as const), gone: fc.boolean() }) },
);

function lookupsFor(gone: boolean): Map<string, ProductLookup> {
  return new Map(pool.map((product, index): [string, ProductLookup] => [product.slug, gone && index === 0 ? { status: 'gone' } : { status: 'found', product }]));
}

function run(actions: Action[], orderIn: boolean): { cart: Cart; reconciled: boolean } {
  let next = 0;
  let cart = emptyCart(0);
  let reconciled = false;
  for (const step of actions) {
    const target = cart.products[step.type === 'change' || step.type === 'remove' ? step.index % Math.max(1, cart.products.length) : 0];
    if (step.type === 'add') cart = addToCart(cart, step.line, () => `line-${++next}`, 1);
    else if (step.type === 'change' && target) cart = changeCount(cart, target.cartId, step.count, 1);
    else if (step.type === 'remove' && target) cart = removeFromCart(cart, target.cartId, 1);
    else if (step.type === 'reset') cart = emptyCart(1);
    else if (step.type === 'reconcile') {
      cart = reconcileCart(cart, lookupsFor(step.gone), orderIn, 1).cart;
      reconciled = true;
    }
    expectHonest(cart);
  }
  return { cart, reconciled };
}

/**
 * The spec's rule for one cart line (§4), stated here on its own rather than through the cart's
 * isSamePurchase, so a broken merge cannot also break its own check: one line per product,
 * variant and set of personalization values (the values' order does not matter).
 */
function purchaseKey(line: NewCartLine): string {
  const values = Object.keys(line.personalization?.values ?? {})
    .sort()
    .map((field) => `${field}=${line.personalization!.values[field]}`);
  return [String(line.product.id), line.variant ? String(line.variant.id) : '-', ...values].join('|');
}

function expectHonest(cart: Cart): void {
  expect(cart.totalCount).toBe(cart.products.reduce((sum, line) => sum + line.count, 0));
  const exact = orderableLines(cart).reduce((sum, line) => sum.plus(new Decimal(line.priceBrutto).times(line.count)), new Decimal(0));
  expect(cart.totalPriceBrutto).toBe(exact.toFixed(2));
  for (const line of cart.products) {
    expect(line.count).toBeGreaterThanOrEqual(1);
    expect(line.count).toBeLessThanOrEqual(lineLimit(line));
  }
  const keys = cart.products.map(purchaseKey);
  expect(new Set(keys).size).toBe(keys.length);
}

/** The stock a line may reach per the product data, when the shop does not order it in. */
function stockOf(cart: Cart, cartId: string): number | null {
  const line = cart.products.find((candidate) => candidate.cartId === cartId)!;
  const product = pool.find((candidate) => String(candidate.id) === String(line.product.id))!;
  const variant = line.variant ? product.variants.find((candidate) => String(candidate.id) === String(line.variant!.id)) : null;
  return variant ? variant.stock : product.stock;
}

describe('random sequences of cart actions', () => {
  it('keep totals exact, lines merged and non-empty, and counts within each line’s limit', () => {
    fc.assert(fc.property(fc.array(action, { maxLength: 30 }), purchaseToOrder, (actions, orderIn) => void run(actions, orderIn)), { numRuns: 400 });
  });

  it('after a check against the product data, no orderable line holds more than the stock (without ordering in)', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const { cart } = run([...actions, { type: 'reconcile', gone: false }], false);
        for (const line of orderableLines(cart)) expect(line.count).toBeLessThanOrEqual(stockOf(cart, line.cartId)!);
      }),
      { numRuns: 300 },
    );
  });
});

describe('adding only', () => {
  it('keeps exactly one line per distinct purchase added, each holding what was added up to its limit', () => {
    fc.assert(
      fc.property(fc.array(add, { minLength: 1, maxLength: 12 }), (lines) => {
        let next = 0;
        const cart = lines.reduce((current, line) => addToCart(current, line, () => `line-${++next}`, 1), emptyCart(0));
        const added = new Map<string, number>();
        for (const line of lines) added.set(purchaseKey(line), Math.min((added.get(purchaseKey(line)) ?? 0) + line.count, lineLimit(line)));
        expect(new Map(cart.products.map((line) => [purchaseKey(line), line.count]))).toEqual(added);
      }),
      { numRuns: 300 },
    );
  });

  it('the same ring with the engraving values given in another order is one line', () => {
    const ring = (values: Record<string, string>): NewCartLine => ({
      product: { id: 2, display_name: 'Ring' },
      variant: { id: 21, display_name: '52' },
      personalization: { id: 1, values },
      count: 1,
      priceBrutto: '0.20',
    });
    let next = 0;
    const once = addToCart(emptyCart(0), ring({ text: 'Anna', font: 'Serif' }), () => `l${++next}`, 1);
    const twice = addToCart(once, ring({ font: 'Serif', text: 'Anna' }), () => `l${++next}`, 1);
    expect(twice.products.map((line) => line.count)).toEqual([2]);
    const other = addToCart(twice, ring({ font: 'Serif', text: 'Anne' }), () => `l${++next}`, 1);
    expect(other.products.map((line) => line.count)).toEqual([2, 1]);
  });
});

describe('float traps', () => {
  it('3 × 19.99 is 59.97 and 0.10 + 0.20 is 0.30, exactly', () => {
    const necklace: NewCartLine = { product: { id: 1, display_name: 'Kette' }, variant: null, personalization: null, count: 3, priceBrutto: '19.99' };
    expect(addToCart(emptyCart(0), necklace, () => 'a', 1).totalPriceBrutto).toBe('59.97');
    let next = 0;
    const cheap = (id: number, price: string): NewCartLine => ({ ...necklace, product: { id, display_name: String(id) }, count: 1, priceBrutto: price });
    const cart = addToCart(addToCart(emptyCart(0), cheap(1, '0.10'), () => `l${++next}`, 1), cheap(2, '0.20'), () => `l${++next}`, 1);
    expect(cart.totalPriceBrutto).toBe('0.30');
  });
});
