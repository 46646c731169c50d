import { describe, expect, it } from 'vitest';
import { stockQuestionsOf, withLiveStock } from '../../widgets/core/shop/live-stock.ts';
import { chooseVariant, startSelection, withCurrentStock } from '../../widgets/core/shop/selection.ts';
import { shopProduct, shopVariant } from '../support/cart-products.ts';

/** The product page takes over what the order service says is left, after the build's figures. */
describe("the product page's live stock", () => {
  const ring = shopProduct({ stock: 3 });
  const watch = shopProduct({ id: 9, variants: [shopVariant({ id: 42, stock: 2 }), shopVariant({ id: 44, stock: 5 })] });

  it('asks for the product, or for each of its variants', () => {
    expect(stockQuestionsOf(ring)).toEqual([{ productId: 7, variantId: null }]);
    expect(stockQuestionsOf(watch)).toEqual([
      { productId: 9, variantId: 42 },
      { productId: 9, variantId: 44 },
    ]);
  });

  it('lowers a figure to what is left, and the piece is then not ordered in; it never raises one, and "no limit" changes nothing', () => {
    expect(withLiveStock(ring, [{ productId: 7, variantId: null, available: 1 }])).toMatchObject({ stock: 1, reorderPossible: false });
    expect(withLiveStock(ring, [{ productId: '7', variantId: null, available: 8 }])).toBe(ring);
    expect(withLiveStock(ring, [{ productId: 7, variantId: null, available: null }])).toBe(ring);
    expect(withLiveStock(ring, [{ productId: 8, variantId: null, available: 0 }])).toBe(ring);
    const watchNow = withLiveStock(watch, [{ productId: 9, variantId: 44, available: 0 }]);
    expect(watchNow.variants.map((variant) => variant.stock)).toEqual([2, 0]);
  });

  it('keeps what the shopper chose while the figures under it change', () => {
    const chosen = chooseVariant(startSelection(watch), watch, 44);
    const now = withCurrentStock(chosen, withLiveStock(watch, [{ productId: 9, variantId: 44, available: 1 }]));
    expect(now).toMatchObject({ stock: 1, count: 1 });
    expect(now.variant?.id).toBe(44);
    // Unchanged figures: the very same selection, so nothing renders again for nothing.
    expect(withCurrentStock(chosen, watch)).toBe(chosen);
  });
});
