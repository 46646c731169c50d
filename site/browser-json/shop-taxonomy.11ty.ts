import { staticTaxonomyPath } from '../../widgets/core/shop/static-files.ts';
import type { ShopBuild } from '../_config/shop-catalog.ts';

/** What the filters offer and the brands page lists, apart from the products (read by the shop router). */
export const data = { permalink: staticTaxonomyPath, eleventyExcludeFromCollections: true };

export function render(data: { shop: ShopBuild }): string {
  return JSON.stringify(data.shop.taxonomy);
}
