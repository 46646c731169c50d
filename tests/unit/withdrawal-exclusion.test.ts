import { describe, expect, it } from 'vitest';
import { isExcludedFromWithdrawal, offersPersonalization } from '../../widgets/core/shop/withdrawal-exclusion.ts';
import { shopProduct } from '../support/cart-products.ts';

/** § 312g Abs. 2 Nr. 1 BGB: personalized goods cannot be withdrawn from, and the shop says so where they are bought. */
const engraving = { key: 'gravur', label: 'Gravurtext', type: 'text' as const, maxLength: 20, required: true, options: [] };

describe('the exclusion of personalized goods from withdrawal', () => {
  it('is announced on the page of a product with personalization fields, and only there', () => {
    expect(offersPersonalization(shopProduct({ personalization: { id: 1, displayName: 'Gravur', fields: [engraving] } }))).toBe(true);
    expect(offersPersonalization(shopProduct({ personalization: { id: 1, displayName: 'Gravur', fields: [] } }))).toBe(false);
    expect(offersPersonalization(shopProduct())).toBe(false);
  });

  it('applies to a line once at least one personalization value is filled in', () => {
    expect(isExcludedFromWithdrawal({ personalization: { id: 1, values: { gravur: '', schriftart: 'Antiqua' } } })).toBe(true);
    expect(isExcludedFromWithdrawal({ personalization: { id: 1, values: { gravur: 'A & B' }, labels: { gravur: 'Gravurtext' } } })).toBe(true);
  });

  it('does not apply to a line without personalization or with blank values only', () => {
    expect(isExcludedFromWithdrawal({ personalization: null })).toBe(false);
    expect(isExcludedFromWithdrawal({ personalization: { id: 1, values: {} } })).toBe(false);
    expect(isExcludedFromWithdrawal({ personalization: { id: 1, values: { gravur: '  ', schriftart: '' } } })).toBe(false);
  });
});
