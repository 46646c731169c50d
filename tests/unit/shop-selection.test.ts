import { describe, expect, it } from 'vitest';
import {
  changeSelectedCount,
  chooseVariant,
  clearVariant,
  dispatchDaysOf,
  offersRequest,
  productPriceRange,
  purchaseBlock,
  setPersonalizationValue,
  startSelection,
} from '../../widgets/core/shop/selection.ts';
import { isSinglePrice } from '../../widgets/core/catalog/price-range.ts';
import type { ProductDetail, ShopVariant } from '../../widgets/core/shop/types.ts';

function variant(overrides: Partial<ShopVariant>): ShopVariant {
  return { id: 1, displayName: '52', priceBrutto: null, stock: 2, referenceNumberSuffix: '-52', shippingTime: null, reorderPossible: false, netQuantity: null, ...overrides };
}

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7, slug: 'ring', displayName: 'Ring', image: null, manufacturer: null, category: null, subcategoryIds: [], tags: [],
    attributes: [], stock: 3, priceBrutto: '100.00', variantPrices: [], unitPrice: null, ratings: [], dateCreated: '2024-01-01',
    referenceNumber: 'R-7', descriptionHtml: '', images: [], attributeTable: [], tagLabels: [], subcategoryLabels: [], reorderPossible: false,
    shippingTime: 2, netQuantity: null, safety: { manufacturer: null, euResponsiblePerson: [], safetyInformation: [] }, containsBatteries: false, variantDisplayName: 'Variante', variants: [], personalization: null, sizeGuide: null, reviews: [],
    ...overrides,
  };
}

const withVariants = product({
  variants: [
    variant({ id: 1, displayName: '52', priceBrutto: '120.00', stock: 4, shippingTime: 5 }),
    variant({ id: 2, displayName: '54', priceBrutto: null, stock: 0 }),
  ],
  variantPrices: ['120.00'],
});

describe('product selection (spec §4)', () => {
  it('without variants takes price, stock and shipping time, and count 1', () => {
    expect(startSelection(product())).toMatchObject({ variant: null, priceBrutto: '100.00', stock: 3, shippingTime: 2, count: 1 });
  });

  it('with variants awaits a choice: no price yet, the range is listed', () => {
    const selection = startSelection(withVariants);
    expect(selection.priceBrutto).toBeNull();
    expect(productPriceRange(withVariants)).toEqual({ lowest: '100.00', highest: '120.00' });
    expect(purchaseBlock(selection, withVariants, false)).toBe('choose-variant');
  });

  it('choosing a variant sets its stock, price, count 1 and shipping time; its missing price and time are the product\'s', () => {
    const counted = changeSelectedCount(startSelection(withVariants), 3);
    expect(chooseVariant(counted, withVariants, 1)).toMatchObject({ priceBrutto: '120.00', stock: 4, shippingTime: 5, count: 1 });
    expect(chooseVariant(counted, withVariants, 2)).toMatchObject({ priceBrutto: '100.00', stock: 0, shippingTime: 2, count: 1 });
  });

  it('clearing the choice resets price, stock and shipping time but keeps the personalization', () => {
    const chosen = setPersonalizationValue(chooseVariant(startSelection(withVariants), withVariants, 1), 'engraving', 'A & B');
    const cleared = clearVariant(chosen, withVariants);
    expect(cleared).toMatchObject({ variant: null, priceBrutto: null, stock: 3, shippingTime: 2, count: 1 });
    expect(cleared.personalization).toEqual({ engraving: 'A & B' });
  });

  it('reorder is possible when the product says so or the stock is 0 or lower', () => {
    expect(startSelection(product({ stock: 2 })).reorderPossible).toBe(false);
    expect(startSelection(product({ stock: 2, reorderPossible: true })).reorderPossible).toBe(true);
    expect(startSelection(product({ stock: 0 })).reorderPossible).toBe(true);
    expect(startSelection(product({ stock: -1 })).reorderPossible).toBe(true);
  });

  it('the price range is a single value when all prices agree, and null when nothing has a price', () => {
    const single = productPriceRange(product({ variantPrices: ['100.00', '100.0'] }))!;
    expect(single).toEqual({ lowest: '100.00', highest: '100.00' });
    expect(isSinglePrice(single)).toBe(true);
    expect(productPriceRange(product({ priceBrutto: null }))).toBeNull();
  });

  it('offers a request instead of the cart for a product on request or out of stock, unless the shop sells to order', () => {
    const onRequest = product({ priceBrutto: null });
    expect(purchaseBlock(startSelection(onRequest), onRequest, false)).toBe('on-request');
    expect(offersRequest(startSelection(onRequest), onRequest, false)).toBe(true);
    const soldOut = product({ stock: 0 });
    expect(offersRequest(startSelection(soldOut), soldOut, false)).toBe(true);
    expect(purchaseBlock(startSelection(soldOut), soldOut, true)).toBeNull();
    expect(offersRequest(startSelection(product()), product(), false)).toBe(false);
  });

  it('refuses more pieces than in stock, a count below 1, and a missing required personalization', () => {
    const item = product({
      personalization: { id: 1, displayName: 'Gravur', fields: [{ key: 'engraving', label: 'Gravur', type: 'text', maxLength: 20, required: true, options: [] }] },
    });
    let selection = changeSelectedCount(startSelection(item), 0);
    expect(selection.count).toBe(1);
    expect(purchaseBlock(selection, item, false)).toBe('personalization-missing');
    selection = setPersonalizationValue(selection, 'engraving', 'Für immer');
    expect(purchaseBlock(selection, item, false)).toBeNull();
    expect(purchaseBlock(changeSelectedCount(selection, 4), item, false)).toBe('too-many');
  });

  it('refuses an engraving with a line break, a control character or a bidi override', () => {
    const item = product({
      personalization: { id: 1, displayName: 'Gravur', fields: [{ key: 'engraving', label: 'Gravur', type: 'text', maxLength: 20, required: false, options: [] }] },
    });
    for (const text of ['A\nB', 'A\u0000', 'A\u001b[1m', 'A\u202eB', 'A\u2067B\u2069']) {
      expect(purchaseBlock(setPersonalizationValue(startSelection(item), 'engraving', text), item, false), JSON.stringify(text)).toBe('personalization-characters');
    }
    expect(purchaseBlock(setPersonalizationValue(startSelection(item), 'engraving', 'Für immer ♥ 2024'), item, false)).toBeNull();
  });

  it('takes a chosen option as the shop wrote it, whatever characters it holds', () => {
    const option = 'Antiqua\u202e kursiv';
    const item = product({
      personalization: { id: 1, displayName: 'Gravur', fields: [{ key: 'font', label: 'Schriftart', type: 'select', maxLength: null, required: true, options: [option] }] },
    });
    expect(purchaseBlock(setPersonalizationValue(startSelection(item), 'font', option), item, false)).toBeNull();
  });
});

describe('the delivery time a selection states (Art. 246a § 1 Nr. 7 EGBGB)', () => {
  const selection = (stock: number, shippingTime: number | null, reorderPossible: boolean) => ({ stock, shippingTime, reorderPossible });

  it('is the working days until dispatch while the piece is in stock', () => {
    expect(dispatchDaysOf(selection(4, 3, false), false)).toBe(3);
    expect(dispatchDaysOf(selection(4, null, false), false)).toBeNull();
  });

  it('is stated for a sold-out piece only where the shop orders it in; otherwise it is requested, not bought', () => {
    expect(dispatchDaysOf(selection(0, 14, true), false)).toBeNull();
    expect(dispatchDaysOf(selection(0, 14, true), true)).toBe(14);
    expect(dispatchDaysOf(selection(0, 14, false), true)).toBeNull();
  });
});
