import { shopPaths } from '../widgets/core/shop/shop-paths.ts';
import { otherProductsKey, taxonomyKey } from '../widgets/shop/shop-answers.ts';
import type { Language } from '../widgets/core/languages.ts';
import { shopNotFoundFile } from '../widgets/core/rewrites.ts';
import { shopIn, type ShopBuild } from './_config/shop-catalog.ts';
import { shopText } from './_config/shop-text.ts';
import { shopWidget } from './_config/shop-widget.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';
import { shopStylesheets } from './_includes/stylesheets.ts';

/**
 * The shell a host serves, with status 404, for an address below a shop root that names no
 * product (_redirects, widgets/core/rewrites.ts): the shop router mounts over it and shows its own
 * translated not-found view; without JavaScript the not-found message and a way back to the list
 * stand here instead of the list a visitor did not ask for.
 */
type Root = { lang: Language; path: string };
type Data = PageData & { root: Root; shop: ShopBuild };

export const data = {
  layout: 'layouts/base.11ty.ts',
  stylesheets: shopStylesheets,
  pagination: { data: 'shop.roots', size: 1, alias: 'root' },
  permalink: (data: { root: Root }) => shopNotFoundFile(data.root.path),
  eleventyExcludeFromCollections: true,
  eleventyComputed: {
    lang: (data: Data) => data.root.lang,
    title: (data: Data) => shopText('notFound.title', data.root.lang),
    breadcrumbs: (data: Data) => [{ name: shopText('shopPage.shop', data.root.lang), path: data.root.path }],
  },
};

export function render(this: TemplateContext, data: Data): string {
  const { root, config, site } = data;
  // Rendered as a product the build does not know; the router, hydrated, shows the same for the address it is served at.
  // The taxonomy (read from its file before hydrating) tells it at once that a category, maker or tag is unknown too.
  const fromFiles = { [taxonomyKey]: shopIn(data.shop, root.lang).taxonomy };
  return shopWidget.call(this, { root, config, site, pathname: shopPaths(root.path).product('*'), answers: { [otherProductsKey]: null }, fromFiles, hydrate: 'interaction' });
}
