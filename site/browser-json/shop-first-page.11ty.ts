import { staticFirstPagePath } from '../../widgets/core/shop/static-files.ts';
import { shopIn, type ShopBuild } from '../_config/shop-catalog.ts';
import type { Language } from '../../widgets/core/languages.ts';

/** The unfiltered list's first page as the build prerendered it: the router shows it without the catalog. */
export const data = {
  pagination: { data: 'shop.roots', size: 1, alias: 'root' },
  permalink: (data: { root: { lang: Language } }) => staticFirstPagePath(data.root.lang),
  eleventyExcludeFromCollections: true,
};

export function render(data: { shop: ShopBuild; root: { lang: Language } }): string {
  return JSON.stringify(shopIn(data.shop, data.root.lang).firstPageFile);
}
