import { html, raw } from '../widgets/core/html.ts';
import type { Language } from '../widgets/core/languages.ts';
import { shopPaths } from '../widgets/core/shop/shop-paths.ts';
import type { ShopBuild } from './_config/shop-catalog.ts';
import { shopText } from './_config/shop-text.ts';
import { shopWidgetProps } from './_config/shop-widget.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';
import { brandList } from './_includes/partials/shop/brand-list.ts';
import { shopStylesheets } from './_includes/stylesheets.ts';

/** The brands page of each shop root (/shop/marken, /en/shop/brands, /fr/shop/marques), prerendered under the shop router. */
type Root = { lang: Language; path: string };
type Data = PageData & { root: Root; shop: ShopBuild };

export const data = {
  layout: 'layouts/base.11ty.ts',
  stylesheets: shopStylesheets,
  pagination: { data: 'shop.roots', size: 1, alias: 'root' },
  permalink: (data: { root: Root }) => `${shopPaths(data.root.path).brands}/index.html`,
  eleventyComputed: {
    lang: (data: Data) => data.root.lang,
    title: (data: Data) => shopText('shop.brands', data.root.lang),
    alternates: (data: Data) => data.shop.roots.map(({ lang, path }) => ({ lang, path: shopPaths(path).brands })),
    breadcrumbs: (data: Data) => [
      { name: shopText('shopPage.shop', data.root.lang), path: data.root.path },
      { name: shopText('shop.brands', data.root.lang), path: shopPaths(data.root.path).brands },
    ],
  },
};

export function render(this: TemplateContext, data: Data): string {
  const { root, shop, config } = data;
  const fallback = brandList.call(this, shop.brands, { paths: shopPaths(root.path), lang: root.lang });
  return html`${raw(this.widget('shop', shopWidgetProps(root.path, root.lang, config), { hydrate: 'eager', fallback: fallback.toString() }))}`.toString();
}
