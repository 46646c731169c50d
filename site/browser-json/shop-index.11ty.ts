import { staticIndexPath } from '../../widgets/core/shop/static-index.ts';
import type { ShopBuild } from '../_config/shop-catalog.ts';

/** The static shop's compact index: what the list filters, for every published product (read by the shop router). */
export const data = { permalink: staticIndexPath, eleventyExcludeFromCollections: true };

export function render(data: { shop: ShopBuild }): string {
  return JSON.stringify(data.shop.indexFiles.index);
}
