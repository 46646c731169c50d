import { productDetailPath } from '../../widgets/core/shop/static-files.ts';
import type { ProductDetail } from '../../widgets/core/shop/types.ts';

/** One file per product page (/data/shop/products/<slug>.json), fetched by the shop router. */
export const data = {
  pagination: { data: 'shop.details', size: 1, alias: 'detail' },
  // Products whose slug cannot be a path were left out by buildShop, so a path always exists.
  permalink: (data: { detail: ProductDetail }) => productDetailPath(data.detail.slug)!,
  eleventyExcludeFromCollections: true,
};

export function render(data: { detail: ProductDetail }): string {
  return JSON.stringify(data.detail);
}
