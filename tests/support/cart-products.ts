import type { ProductDetail, ShopVariant } from '../../widgets/core/shop/types.ts';

/** Product data as the shop source returns it, for the cart's checks against it. */
export function shopVariant(overrides: Partial<ShopVariant>): ShopVariant {
  return { id: 1, displayName: '52', priceBrutto: null, stock: 2, referenceNumberSuffix: '-52', shippingTime: null, reorderPossible: false, netQuantity: null, ...overrides };
}

export function shopProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7, slug: 'ring', displayName: 'Ring', image: null, manufacturer: null, category: null, subcategoryIds: [], tags: [],
    attributes: [], stock: 3, priceBrutto: '100.00', variantPrices: [], unitPrice: null, ratings: [], dateCreated: '2024-01-01',
    referenceNumber: 'R-7', descriptionHtml: '', images: [], attributeTable: [], tagLabels: [], subcategoryLabels: [], reorderPossible: false,
    shippingTime: 2, netQuantity: null, safety: { manufacturer: null, euResponsiblePerson: [], safetyInformation: [] }, containsBatteries: false, variantDisplayName: 'Variante', variants: [], personalization: null, sizeGuide: null, reviews: [],
    ...overrides,
  };
}
