import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, type Cart, type NewCartLine } from '../../widgets/core/cart.ts';
import { cartBlockers, orderableLines } from '../../widgets/core/cart-orderable.ts';
import { reconcileCart, type ProductLookup } from '../../widgets/core/cart-reconcile.ts';
import { shopProduct, shopVariant } from '../support/cart-products.ts';

/** The cart page checks every stored line against the product data (spec §4). */
const ringLine: NewCartLine = { product: { id: 7, display_name: 'Ring', slug: 'ring' }, variant: null, personalization: null, count: 2, priceBrutto: '100.00' };

function cartOf(...lines: NewCartLine[]): Cart {
  let next = 0;
  return lines.reduce((cart, line) => addToCart(cart, line, () => `line-${++next}`, 0), emptyCart(0));
}

const found = (overrides = {}): ProductLookup => ({ status: 'found', product: shopProduct(overrides) });
const lookups = (entries: Record<string, ProductLookup>) => new Map(Object.entries(entries));

describe('checking the cart against the product data', () => {
  it('takes over a changed price and reports it, with both prices', () => {
    const { cart, notices } = reconcileCart(cartOf(ringLine), lookups({ ring: found({ priceBrutto: '120.00' }) }), false, 1);
    expect(cart.products[0]!.priceBrutto).toBe('120.00');
    expect(cart.totalPriceBrutto).toBe('240.00');
    expect(notices).toEqual([{ kind: 'price-changed', cartId: 'line-1', before: '100.00', after: '120.00' }]);
  });

  it('never believes a price edited in storage: the product data corrects it', () => {
    const tampered = { ...cartOf(ringLine), products: [{ ...cartOf(ringLine).products[0]!, priceBrutto: '0.01' }] };
    const { cart, notices } = reconcileCart(tampered, lookups({ ring: found() }), false, 1);
    expect(cart.products[0]!.priceBrutto).toBe('100.00');
    expect(cart.totalPriceBrutto).toBe('200.00');
    expect(notices[0]).toMatchObject({ kind: 'price-changed', before: '0.01', after: '100.00' });
  });

  it('lowers a count above the stock and reports it; the limit stays on the line', () => {
    const { cart, notices } = reconcileCart(cartOf({ ...ringLine, count: 5 }), lookups({ ring: found({ stock: 2 }) }), false, 1);
    expect(cart.products[0]).toMatchObject({ count: 2, maxCount: 2 });
    expect(notices).toEqual([{ kind: 'count-lowered', cartId: 'line-1', before: 5, after: 2 }]);
  });

  it('lets the count stay above the stock when the shop orders in and a reorder is possible', () => {
    const { cart, notices } = reconcileCart(cartOf({ ...ringLine, count: 5 }), lookups({ ring: found({ stock: 2, reorderPossible: true }) }), true, 1);
    expect(cart.products[0]).toMatchObject({ count: 5, maxCount: 99 });
    expect(notices).toEqual([]);
  });

  it.each([
    ['gone (404)', { status: 'gone' } as ProductLookup, 'gone'],
    ['priced on request', found({ priceBrutto: null }), 'on-request'],
    ['sold out', found({ stock: 0, reorderPossible: true }), 'sold-out'],
    ['replaced by another product under its slug', found({ id: 8 }), 'gone'],
    ['now sold in variants only', found({ variants: [shopVariant({})] }), 'gone'],
  ])('flags a product %s: it cannot be ordered, blocks the checkout and leaves the total', (_case, lookup, reason) => {
    const watch: NewCartLine = { ...ringLine, product: { id: 9, display_name: 'Uhr', slug: 'uhr' }, priceBrutto: '50.00', count: 1 };
    const { cart } = reconcileCart(cartOf(ringLine, watch), lookups({ ring: lookup, uhr: found({ id: 9, slug: 'uhr', displayName: 'Uhr', priceBrutto: '50.00' }) }), false, 1);
    expect(cart.products[0]!.unavailable).toBe(reason);
    expect(cart.totalPriceBrutto).toBe('50.00');
    expect(orderableLines(cart).map((line) => line.cartId)).toEqual(['line-2']);
    expect(cartBlockers(cart)).toEqual([{ cartId: 'line-1', name: 'Ring', reason }]);
  });

  it("names each orderable line's delivery time and characteristics from the product data: the variant's, else the product's; none on a sold-out line", () => {
    const variantLine: NewCartLine = { ...ringLine, variant: { id: 52, display_name: '52' } };
    const product = found({ shippingTime: 2, variants: [shopVariant({ id: 52, shippingTime: 10 }), shopVariant({ id: 54, shippingTime: null })] });
    expect(reconcileCart(cartOf(variantLine), lookups({ ring: product }), false, 1).cart.products[0]!.dispatchDays).toBe(10);
    const plainVariant = { ...variantLine, variant: { id: 54, display_name: '54' } };
    expect(reconcileCart(cartOf(plainVariant), lookups({ ring: product }), false, 1).cart.products[0]!.dispatchDays).toBe(2);
    // A time kept in storage is only what the browser remembered: the product data's replaces it.
    expect(reconcileCart(cartOf({ ...ringLine, dispatchDays: 40 }), lookups({ ring: found({ shippingTime: 1 }) }), false, 1).cart.products[0]!.dispatchDays).toBe(1);
    // The essential characteristics for the summary above the order button, from the product's attribute table.
    const attributed = found({ attributeTable: [{ group: 'Material', values: ['Gold 750'] }, { group: 'Stein', values: [] }, { group: 'Größe', values: ['52', '54'] }] });
    expect(reconcileCart(cartOf(ringLine), lookups({ ring: attributed }), false, 1).cart.products[0]!.characteristics).toEqual([
      { name: 'Material', value: 'Gold 750' },
      { name: 'Größe', value: '52, 54' },
    ]);
    const soldOut = reconcileCart(cartOf({ ...ringLine, dispatchDays: 3 }), lookups({ ring: found({ stock: 0 }) }), false, 1).cart.products[0]!;
    expect(soldOut.unavailable).toBe('sold-out');
  });

  it('a line without a slug cannot be checked and counts as gone', () => {
    const { cart } = reconcileCart(cartOf({ ...ringLine, product: { id: 7, display_name: 'Ring' } }), lookups({}), false, 1);
    expect(cart.products[0]!.unavailable).toBe('gone');
  });

  it('leaves a line as it is when its product could not be loaded, and clears a flag once the product is back', () => {
    const flaggedCart = reconcileCart(cartOf(ringLine), lookups({ ring: found({ stock: 0 }) }), false, 1).cart;
    expect(reconcileCart(flaggedCart, lookups({ ring: { status: 'unknown' } }), false, 2).cart.products[0]!.unavailable).toBe('sold-out');
    const back = reconcileCart(flaggedCart, lookups({ ring: found({ stock: 4 }) }), false, 3).cart;
    expect(back.products[0]!.unavailable).toBeUndefined();
    expect(back.totalPriceBrutto).toBe('200.00');
  });

  it('checks a variant line against its variant: price, stock, name; an inactive variant is gone', () => {
    const variantLine: NewCartLine = { ...ringLine, variant: { id: 2, display_name: 'alt' }, count: 4 };
    const product = found({ variants: [shopVariant({ id: 2, displayName: '54', priceBrutto: '130.00', stock: 3 })] });
    const { cart, notices } = reconcileCart(cartOf(variantLine), lookups({ ring: product }), false, 1);
    expect(cart.products[0]).toMatchObject({ variant: { id: 2, display_name: '54' }, priceBrutto: '130.00', count: 3 });
    expect(notices.map((notice) => notice.kind)).toEqual(['price-changed', 'count-lowered']);
    expect(reconcileCart(cartOf(variantLine), lookups({ ring: found({ variants: [shopVariant({ id: 3 })] }) }), false, 1).cart.products[0]!.unavailable).toBe('gone');
  });

  it('labels a variant with the product’s name for its variants, also on a line stored before the label was kept', () => {
    const stored: NewCartLine = { ...ringLine, variant: { id: 2, display_name: 'Größe 52' } };
    const ringSizes = found({ variantDisplayName: 'Ringgröße', variants: [shopVariant({ id: 2, displayName: 'Größe 52' })] });
    expect(reconcileCart(cartOf(stored), lookups({ ring: ringSizes }), false, 1).cart.products[0]!.variant).toEqual({ id: 2, display_name: 'Größe 52', label: 'Ringgröße' });
    // The product no longer names its variants: the page's language says "Variante" again.
    const unnamed = found({ variants: [shopVariant({ id: 2, displayName: 'Größe 52' })] });
    const labelled: NewCartLine = { ...stored, variant: { ...stored.variant!, label: 'Ringgröße' } };
    expect(reconcileCart(cartOf(labelled), lookups({ ring: unnamed }), false, 1).cart.products[0]!.variant).toEqual({ id: 2, display_name: 'Größe 52' });
  });

  it('names the personalization fields with the product data’s labels', () => {
    const engraved: NewCartLine = { ...ringLine, personalization: { id: 1, values: { engraving: 'A & B' } } };
    const product = found({ personalization: { id: 1, displayName: 'Gravur', fields: [{ key: 'engraving', label: 'Gravurtext', type: 'text', maxLength: 20, required: false, options: [] }] } });
    const { cart } = reconcileCart(cartOf(engraved), lookups({ ring: product }), false, 1);
    expect(cart.products[0]!.personalization).toEqual({ id: 1, values: { engraving: 'A & B' }, labels: { engraving: 'Gravurtext' } });
  });
});
