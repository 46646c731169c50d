import { html, raw } from '../widgets/core/html.ts';
import type { Language } from '../widgets/core/languages.ts';
import { shopPaths } from '../widgets/core/shop/shop-paths.ts';
import type { ShopBuild } from './_config/shop-catalog.ts';
import { shopText } from './_config/shop-text.ts';
import { shopWidgetProps } from './_config/shop-widget.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';
import { productList } from './_includes/partials/shop/product-list.ts';
import { shopStylesheets } from './_includes/stylesheets.ts';

/**
 * The shop's list in each language with a shop root (/shop, /en/shop, /fr/shop): the first
 * products as cards, prerendered as the shop router's fallback. The router mounts over it at
 * once. It is also the shell the host serves for every client route below the root (_redirects).
 */
type Root = { lang: Language; path: string };
type Data = PageData & { root: Root; shop: ShopBuild };

export const data = {
  layout: 'layouts/base.11ty.ts',
  stylesheets: shopStylesheets,
  pagination: { data: 'shop.roots', size: 1, alias: 'root' },
  permalink: (data: { root: Root }) => `${data.root.path}/index.html`,
  eleventyComputed: {
    lang: (data: Data) => data.root.lang,
    title: (data: Data) => shopText('shop.title', data.root.lang),
    alternates: (data: Data) => data.shop.roots.map(({ lang, path }) => ({ lang, path })),
    breadcrumbs: (data: Data) => [{ name: shopText('shopPage.shop', data.root.lang), path: data.root.path }],
  },
};

export function render(this: TemplateContext, data: Data): string {
  const { root, shop, config } = data;
  const fallback = productList.call(this, shop.firstPage, { paths: shopPaths(root.path), lang: root.lang });
  return html`${raw(this.widget('shop', shopWidgetProps(root.path, root.lang, config, data.site), { hydrate: 'eager', fallback: fallback.toString() }))}`.toString();
}
