import { describe, expect, it } from 'vitest';
import { parseStoredCart } from '../../widgets/core/cart-stored.ts';

/** A stored cart is the browser's word: each line is judged alone, and only bad lines go. */
const good = { cartId: 'good', product: { id: 1, display_name: 'Solitärring', slug: 'ring' }, variant: null, personalization: null, count: 2, priceBrutto: '1290.00' };
const withLine = (line: unknown) => ({ products: [good, line], timestamp: 5 });

describe('a stored cart with a damaged line', () => {
  it.each([
    ['no price', { ...good, cartId: 'x', priceBrutto: undefined }],
    ['a negative price', { ...good, cartId: 'x', priceBrutto: '-5.00' }],
    ['an exponent price', { ...good, cartId: 'x', priceBrutto: '1e400' }],
    ['a hex price', { ...good, cartId: 'x', priceBrutto: '0x1F' }],
    ['a price with trailing text', { ...good, cartId: 'x', priceBrutto: '12abc' }],
    ['a price as a number', { ...good, cartId: 'x', priceBrutto: 12 }],
    ['a price with one place', { ...good, cartId: 'x', priceBrutto: '12.5' }],
    ['a zero count', { ...good, cartId: 'x', count: 0 }],
    ['a fractional count', { ...good, cartId: 'x', count: 1.5 }],
    ['a count over what a count field allows', { ...good, cartId: 'x', count: 100 }],
    ['a count of 1e21', { ...good, cartId: 'x', count: 1e21 }],
    ['a negative count', { ...good, cartId: 'x', count: -5 }],
    ['a slug that leads elsewhere', { ...good, cartId: 'x', product: { id: 2, display_name: 'Uhr', slug: '//127.0.0.1:8299/x' } }],
    ['a slug that is a number', { ...good, cartId: 'x', product: { id: 2, display_name: 'Uhr', slug: 5 } }],
    ['a count as text', { ...good, cartId: 'x', count: '2' }],
    ['a variant name that is an object', { ...good, cartId: 'x', variant: { id: 3, display_name: { de: 'Größe 54' } } }],
    ['a product name that is a number', { ...good, cartId: 'x', product: { id: 2, display_name: 7 } }],
    ['a personalization value that is an object', { ...good, cartId: 'x', personalization: { id: 1, values: { Gravur: {} } } }],
    ['no cartId', { ...good, cartId: '' }],
    ['the cartId of another line', { ...good, product: { id: 9, display_name: 'Uhr' } }],
    ['not an object', 'line'],
  ])('drops the line with %s, keeps the others and counts it', (_case, line) => {
    const cart = parseStoredCart(JSON.parse(JSON.stringify(withLine(line))))!;
    expect(cart.products.map((kept) => kept.cartId)).toEqual(['good']);
    expect(cart.damagedLinesRemoved).toBe(1);
    expect(cart.totalCount).toBe(2);
    expect(cart.totalPriceBrutto).toBe('2580.00');
  });

  it('keeps a well-formed cart whole and reports nothing', () => {
    const cart = parseStoredCart(withLine({ ...good, cartId: 'two', product: { id: 2, display_name: 'Uhr' }, count: 99, priceBrutto: '0.10' }))!;
    expect(cart.products).toHaveLength(2);
    expect(cart.damagedLinesRemoved).toBeUndefined();
    expect(cart.totalPriceBrutto).toBe('2589.90');
  });

  it('copies only the fields a line has: nothing else stored by hand reaches the cart', () => {
    const cart = parseStoredCart(withLine({ ...good, cartId: 'two', product: { id: 2, display_name: 'Uhr', evil: '<img>' }, discount: '100.00' }))!;
    expect(cart.products[1]).toEqual({ cartId: 'two', product: { id: 2, display_name: 'Uhr' }, variant: null, personalization: null, count: 2, priceBrutto: '1290.00' });
  });

  it('merges the same purchase stored twice into one line', () => {
    const cart = parseStoredCart(withLine({ ...good, cartId: 'twin', count: 3 }))!;
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]!.count).toBe(5);
  });

  it('drops a broken limit, flag or delivery time but keeps the line, which the cart page checks again', () => {
    const cart = parseStoredCart({ products: [{ ...good, maxCount: -1, unavailable: 'cheap', dispatchDays: 'bald' }] })!;
    expect(cart.products[0]).not.toHaveProperty('maxCount');
    expect(cart.products[0]).not.toHaveProperty('unavailable');
    expect(cart.products[0]).not.toHaveProperty('dispatchDays');
    expect(parseStoredCart({ products: [{ ...good, dispatchDays: 3 }] })!.products[0]!.dispatchDays).toBe(3);
    const characteristics = [{ name: 'Material', value: 'Gold 750' }];
    expect(parseStoredCart({ products: [{ ...good, characteristics }] })!.products[0]!.characteristics).toEqual(characteristics);
    for (const broken of [[{ name: 'Material' }], 'Gold', [{ name: 'Material', value: 7 }], Array(21).fill(characteristics[0])]) {
      expect(parseStoredCart({ products: [{ ...good, characteristics: broken }] })!.products[0]).not.toHaveProperty('characteristics');
    }
    expect(cart.damagedLinesRemoved).toBeUndefined();
  });

  it('keeps the variant’s label, reads a line stored before labels were kept, and drops a broken label but not its line', () => {
    const variant = { id: 3, display_name: 'Größe 52' };
    const read = (label?: unknown) => parseStoredCart({ products: [{ ...good, variant: label === undefined ? variant : { ...variant, label } }] })!;
    expect(read('Ringgröße').products[0]!.variant).toEqual({ ...variant, label: 'Ringgröße' });
    expect(read().products[0]!.variant).toEqual(variant);
    for (const broken of [7, { de: 'Ringgröße' }, '']) {
      const cart = read(broken);
      expect(cart.products[0]!.variant).toEqual(variant);
      expect(cart.damagedLinesRemoved).toBeUndefined();
    }
  });

  it('leaves out a picture the page must not load, but keeps the line', () => {
    for (const image of ['javascript:alert(1)', '\\\\127.0.0.1:8299/x.png', '//127.0.0.1:8299/x.png', 7]) {
      const cart = parseStoredCart({ products: [{ ...good, product: { ...good.product, image } }] })!;
      expect(cart.products).toHaveLength(1);
      expect(cart.products[0]!.product).not.toHaveProperty('image');
    }
    const kept = parseStoredCart({ products: [{ ...good, product: { ...good.product, image: '/assets/img/ring-640.jpeg' } }] })!;
    expect(kept.products[0]!.product.image).toBe('/assets/img/ring-640.jpeg');
  });

  it('keeps the report of lines removed earlier until the cart changes', () => {
    const cart = parseStoredCart({ products: [good, 'bad', 'bad'], damagedLinesRemoved: 1 })!;
    expect(cart.damagedLinesRemoved).toBe(3);
  });
});

describe('a stored cart with more lines than a cart holds', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, index) => ({ ...good, cartId: `line-${index}`, product: { id: index, display_name: `Ring ${index}` }, count: 1, priceBrutto: '1.00' }));

  it('keeps the first 50 lines of 20,000, says that the rest was removed, and sums only what it kept', () => {
    const cart = parseStoredCart({ products: lines(20_000), timestamp: 5 })!;
    expect(cart.products).toHaveLength(50);
    expect(cart.products.at(-1)!.cartId).toBe('line-49');
    expect(cart.linesOverLimitRemoved).toBe(true);
    expect(cart.damagedLinesRemoved).toBeUndefined();
    expect(cart.totalCount).toBe(50);
    expect(cart.totalPriceBrutto).toBe('50.00');
  });

  it('reports nothing for a cart of exactly 50 lines, and keeps the report of an earlier read', () => {
    expect(parseStoredCart({ products: lines(50), timestamp: 5 })!.linesOverLimitRemoved).toBeUndefined();
    expect(parseStoredCart({ products: lines(3), timestamp: 5, linesOverLimitRemoved: true })!.linesOverLimitRemoved).toBe(true);
    expect(parseStoredCart({ products: lines(3), timestamp: 5, linesOverLimitRemoved: 'yes' })!.linesOverLimitRemoved).toBeUndefined();
  });
});
