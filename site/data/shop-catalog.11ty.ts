import { staticCatalogPath, type StaticCatalogFile } from '../../widgets/core/shop/static-files.ts';
import type { ShopBuild } from '../_config/shop-catalog.ts';

/** The static shop's catalog: every published product's summary and the filters' taxonomy (read by the shop router). */
export const data = { permalink: staticCatalogPath, eleventyExcludeFromCollections: true };

export function render(data: { shop: ShopBuild }): string {
  const file: StaticCatalogFile = { products: data.shop.summaries, taxonomy: data.shop.taxonomy };
  return JSON.stringify(file);
}
