import { staticTaxonomyPath } from '../../widgets/core/shop/static-files.ts';
import { shopIn, type ShopBuild } from '../_config/shop-catalog.ts';
import type { Language } from '../../widgets/core/languages.ts';

/** What the filters offer and the brands page lists, apart from the products (read by the shop router). */
export const data = {
  pagination: { data: 'shop.roots', size: 1, alias: 'root' },
  permalink: (data: { root: { lang: Language } }) => staticTaxonomyPath(data.root.lang),
  eleventyExcludeFromCollections: true,
};

export function render(data: { shop: ShopBuild; root: { lang: Language } }): string {
  return JSON.stringify(shopIn(data.shop, data.root.lang).taxonomy);
}
