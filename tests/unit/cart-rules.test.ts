import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartVariantOf,
  changeCount,
  emptyCart,
  filledPersonalization,
  hasRoomFor,
  removeFromCart,
  type NewCartLine,
} from '../../widgets/core/cart.ts';
import { parseStoredCart } from '../../widgets/core/cart-stored.ts';

const ring: NewCartLine = {
  product: { id: 101, display_name: 'Solitärring' },
  variant: null,
  personalization: null,
  count: 1,
  priceBrutto: '0.10',
};

function ids() {
  let next = 0;
  return () => `line-${++next}`;
}

describe('cart rules (spec §4)', () => {
  it('adds a new line and totals it exactly', () => {
    const cart = addToCart(emptyCart(0), { ...ring, count: 3 }, ids(), 1);
    expect(cart.products).toHaveLength(1);
    expect(cart.totalCount).toBe(3);
    // 3 × 0.10 is 0.30000000000000004 in binary floating point.
    expect(cart.totalPriceBrutto).toBe('0.30');
    expect(cart.timestamp).toBe(1);
  });

  it('sums the counts of an identical line instead of adding another', () => {
    const newId = ids();
    const once = addToCart(emptyCart(0), ring, newId, 1);
    const twice = addToCart(once, { ...ring, count: 2 }, newId, 2);
    expect(twice.products).toHaveLength(1);
    expect(twice.products[0]!.count).toBe(3);
    expect(twice.products[0]!.cartId).toBe('line-1');
  });

  it('takes no new purchase into a cart of 50 lines, but still raises a line it has', () => {
    const newId = ids();
    let cart = emptyCart(0);
    for (let id = 1; id <= 50; id++) cart = addToCart(cart, { ...ring, product: { id, display_name: `Ring ${id}` } }, newId, 1);
    expect(cart.products).toHaveLength(50);
    const another = { ...ring, product: { id: 51, display_name: 'Ring 51' } };
    expect(hasRoomFor(cart, another)).toBe(false);
    expect(addToCart(cart, another, newId, 2)).toBe(cart);
    const again = { ...ring, product: { id: 7, display_name: 'Ring 7' }, count: 2 };
    expect(hasRoomFor(cart, again)).toBe(true);
    const raised = addToCart(cart, again, newId, 2);
    expect(raised.products).toHaveLength(50);
    expect(raised.totalCount).toBe(52);
  });

  it('keeps lines apart when variant or personalization values differ', () => {
    const newId = ids();
    let cart = addToCart(emptyCart(0), ring, newId, 1);
    cart = addToCart(cart, { ...ring, variant: { id: 7, display_name: 'Größe 54' } }, newId, 2);
    cart = addToCart(cart, { ...ring, personalization: { id: 1, values: { Gravur: 'A & B' } } }, newId, 3);
    cart = addToCart(cart, { ...ring, personalization: { id: 1, values: { Gravur: 'A & B' } } }, newId, 4);
    expect(cart.products.map((line) => line.count)).toEqual([1, 1, 2]);
    expect(cart.totalCount).toBe(4);
  });

  it('treats personalization values as equal regardless of field order', () => {
    const newId = ids();
    const a = { id: 1, values: { Gravur: 'X', Schrift: 'Serif' } };
    const b = { id: 1, values: { Schrift: 'Serif', Gravur: 'X' } };
    const cart = addToCart(addToCart(emptyCart(0), { ...ring, personalization: a }, newId, 1), { ...ring, personalization: b }, newId, 2);
    expect(cart.products).toHaveLength(1);
  });

  it('changes a count and recomputes the totals; count 0 removes the line', () => {
    const newId = ids();
    let cart = addToCart(emptyCart(0), { ...ring, priceBrutto: '849.90' }, newId, 1);
    cart = changeCount(cart, 'line-1', 4, 2);
    expect(cart.totalPriceBrutto).toBe('3399.60');
    cart = changeCount(cart, 'line-1', 0, 3);
    expect(cart.products).toEqual([]);
    expect(cart.totalCount).toBe(0);
  });

  it('ignores a negative or fractional count', () => {
    const cart = addToCart(emptyCart(0), ring, ids(), 1);
    expect(changeCount(cart, 'line-1', -1, 2)).toBe(cart);
    expect(changeCount(cart, 'line-1', 1.5, 2)).toBe(cart);
  });

  it('removes by cartId', () => {
    const newId = ids();
    let cart = addToCart(emptyCart(0), ring, newId, 1);
    cart = addToCart(cart, { ...ring, product: { id: 102, display_name: 'Uhr' }, priceBrutto: '849.90' }, newId, 2);
    cart = removeFromCart(cart, 'line-1', 3);
    expect(cart.products.map((line) => line.product.id)).toEqual([102]);
    expect(cart.totalPriceBrutto).toBe('849.90');
  });
});

describe('stored cart validation', () => {
  it('accepts a well-formed cart and recomputes totals rather than trusting them', () => {
    const stored = { ...addToCart(emptyCart(0), ring, ids(), 1), totalPriceBrutto: '0.01', totalCount: 99 };
    const parsed = parseStoredCart(JSON.parse(JSON.stringify(stored)));
    expect(parsed?.totalCount).toBe(1);
    expect(parsed?.totalPriceBrutto).toBe('0.10');
  });

  it.each([
    ['not an object', 'cart'],
    ['no lines', { totalCount: 1 }],
  ])('rejects %s', (_case, value) => {
    expect(parseStoredCart(value)).toBeNull();
  });
});

describe('the stock limit of a line', () => {
  const limited: NewCartLine = { ...ring, priceBrutto: '849.90', maxCount: 3 };

  it('adding the same piece again stops at the stock the product page knew', () => {
    const newId = ids();
    let cart = addToCart(emptyCart(0), { ...limited, count: 2 }, newId, 1);
    cart = addToCart(cart, { ...limited, count: 2 }, newId, 2);
    expect(cart.products[0]!.count).toBe(3);
    expect(cart.totalPriceBrutto).toBe('2549.70');
  });

  it('the cart cannot set a count beyond the limit', () => {
    const cart = changeCount(addToCart(emptyCart(0), limited, ids(), 1), 'line-1', 7, 2);
    expect(cart.products[0]!.count).toBe(3);
  });

  it('a line without a known limit takes at most 99', () => {
    const cart = changeCount(addToCart(emptyCart(0), ring, ids(), 1), 'line-1', 500, 2);
    expect(cart.products[0]!.count).toBe(99);
  });

  it('a line that cannot be ordered counts as pieces but towards no price total', () => {
    const newId = ids();
    let cart = addToCart(emptyCart(0), limited, newId, 1);
    cart = addToCart(cart, { ...ring, product: { id: 2, display_name: 'Uhr' }, priceBrutto: '10.00' }, newId, 2);
    cart = { ...cart, products: cart.products.map((line, index) => (index === 0 ? { ...line, unavailable: 'sold-out' as const } : line)) };
    cart = changeCount(cart, 'line-2', 2, 3);
    expect(cart.totalCount).toBe(3);
    expect(cart.totalPriceBrutto).toBe('20.00');
  });
});

describe('what a line says the shopper chose', () => {
  it('labels the variant with the product’s name for its variants, and leaves the generic one to the page’s language', () => {
    expect(cartVariantOf({ variantDisplayName: 'Ringgröße' }, { id: 3, displayName: 'Größe 52' })).toEqual({ id: 3, display_name: 'Größe 52', label: 'Ringgröße' });
    for (const unnamed of ['Variante', ' ', '']) {
      expect(cartVariantOf({ variantDisplayName: unnamed }, { id: 3, displayName: 'Größe 52' })).toEqual({ id: 3, display_name: 'Größe 52' });
    }
  });

  it('lists the filled-in values under their labels, in the fields’ order, whatever order they were typed in', () => {
    const labels = { gravur_damenring: 'Gravur Damenring (z. B. Datum und Name)', gravur_herrenring: 'Gravur Herrenring (z. B. Datum und Name)', schriftart: 'Schriftart' };
    const values = { schriftart: 'Englische Schreibschrift', gravur_herrenring: '  ', gravur_damenring: 'Anna 12.06.2026' };
    expect(filledPersonalization({ id: 2, values, labels })).toEqual([
      { key: 'gravur_damenring', label: 'Gravur Damenring (z. B. Datum und Name)', value: 'Anna 12.06.2026' },
      { key: 'schriftart', label: 'Schriftart', value: 'Englische Schreibschrift' },
    ]);
  });

  it('names a value by its key when the product data has no label for it, and never by a label Object itself has', () => {
    expect(filledPersonalization({ id: 1, values: { gravur: 'A', constructor: 'B' }, labels: { gravur: ' ' } })).toEqual([
      { key: 'gravur', label: 'gravur', value: 'A' },
      { key: 'constructor', label: 'constructor', value: 'B' },
    ]);
    expect(filledPersonalization({ id: 1, values: { toString: 'C' } })).toEqual([{ key: 'toString', label: 'toString', value: 'C' }]);
    expect(filledPersonalization(null)).toEqual([]);
  });
});
