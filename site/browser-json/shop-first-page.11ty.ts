import { staticFirstPagePath } from '../../widgets/core/shop/static-files.ts';
import type { ShopBuild } from '../_config/shop-catalog.ts';

/** The unfiltered list's first page as the build prerendered it: the router shows it without the catalog. */
export const data = { permalink: staticFirstPagePath, eleventyExcludeFromCollections: true };

export function render(data: { shop: ShopBuild }): string {
  return JSON.stringify(data.shop.firstPageFile);
}
