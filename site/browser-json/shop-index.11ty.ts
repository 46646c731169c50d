import type { Language } from '../../widgets/core/languages.ts';
import { staticIndexPath } from '../../widgets/core/shop/static-index.ts';
import { shopIn, type ShopBuild } from '../_config/shop-catalog.ts';

/** The static shop's compact index per language: what the list filters, for every published product (read by the shop router). */
export const data = {
  pagination: { data: 'shop.roots', size: 1, alias: 'root' },
  permalink: (data: { root: { lang: Language } }) => staticIndexPath(data.root.lang),
  eleventyExcludeFromCollections: true,
};

export function render(data: { shop: ShopBuild; root: { lang: Language } }): string {
  return JSON.stringify(shopIn(data.shop, data.root.lang).indexFiles.index);
}
