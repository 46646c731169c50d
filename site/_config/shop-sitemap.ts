import type { Alternate } from '../../widgets/core/seo.ts';
import { shopPaths } from '../../widgets/core/shop/shop-paths.ts';
import type { ShopBuild } from './shop-catalog.ts';

/** The shop's prerendered pages for sitemap.xml: list and brands per root, every product page and the list's own pages, each with its alternates. */
export function shopSitemapEntries(shop: ShopBuild): Array<{ path: string; alternates: Alternate[] }> {
  const each = (pathOf: (root: string) => string) => {
    const alternates = shop.roots.map(({ lang, path }) => ({ lang, path: pathOf(path) }));
    return alternates.map(({ path }) => ({ path, alternates }));
  };
  return [
    ...each((root) => shopPaths(root).list),
    ...each((root) => shopPaths(root).brands),
    ...shop.productPages.map(({ path, alternates }) => ({ path, alternates })),
    ...shop.listPages.map(({ path, alternates }) => ({ path, alternates })),
  ];
}
