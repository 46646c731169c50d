import type { Language } from '../../widgets/core/languages.ts';
import { shopPaths, type ShopPaths } from '../../widgets/core/shop/shop-paths.ts';
import type { PageData } from '../_includes/page-types.ts';
import { shopStylesheets } from '../_includes/stylesheets.ts';
import type { ShopBuild } from './shop-catalog.ts';
import { shopText } from './shop-text.ts';

export type ShopRoot = { lang: Language; path: string };
export type ShopViewData = PageData & { root: ShopRoot; shop: ShopBuild };

type View = 'brands' | 'cart' | 'checkout';

interface ShopViewPage {
  view: View;
  /** The page's title, also its crumb. */
  titleKey: string;
  /** The crumbs between the shop and this page (the checkout's: the cart). */
  between?: ReadonlyArray<{ titleKey: string; path: (paths: ShopPaths) => string }>;
  /** A visitor's own cart and checkout are no pages for search engines or the sitemap. */
  private?: boolean;
}

/**
 * The Eleventy data of a shop view's own page below each shop root (/shop/marken, /shop/warenkorb,
 * /shop/kasse, …): one per language, with the shop's stylesheet (the router reaches every view
 * without a page load), the trail Shop › … › this page, and the language switcher leading to the
 * same view in each language.
 */
export function shopViewPage({ view, titleKey, between = [], private: isPrivate = false }: ShopViewPage) {
  return {
    layout: 'layouts/base.11ty.ts',
    stylesheets: shopStylesheets,
    pagination: { data: 'shop.roots', size: 1, alias: 'root' },
    permalink: (data: { root: ShopRoot }) => `${shopPaths(data.root.path)[view]}/index.html`,
    ...(isPrivate ? { eleventyExcludeFromCollections: true } : {}),
    eleventyComputed: {
      lang: (data: ShopViewData) => data.root.lang,
      title: (data: ShopViewData) => shopText(titleKey, data.root.lang),
      alternates: (data: ShopViewData) => data.shop.roots.map(({ lang, path }) => ({ lang, path: shopPaths(path)[view] })),
      breadcrumbs: (data: ShopViewData) => {
        const paths = shopPaths(data.root.path);
        return [
          { name: shopText('shopPage.shop', data.root.lang), path: data.root.path },
          ...between.map((crumb) => ({ name: shopText(crumb.titleKey, data.root.lang), path: crumb.path(paths) })),
          { name: shopText(titleKey, data.root.lang), path: paths[view] },
        ];
      },
    },
  };
}
