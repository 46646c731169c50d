import { html, raw } from '../widgets/core/html.ts';
import type { Language } from '../widgets/core/languages.ts';
import { shopPaths } from '../widgets/core/shop/shop-paths.ts';
import type { ShopBuild } from './_config/shop-catalog.ts';
import { shopText } from './_config/shop-text.ts';
import { shopWidgetProps } from './_config/shop-widget.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';
import { shopStylesheets } from './_includes/stylesheets.ts';

/**
 * The checkout's shell below each shop root (/shop/kasse, /en/shop/checkout, /fr/shop/commande):
 * its heading at first paint, where the router then draws the form from the stored cart and draft.
 * Without scripts there is no checkout; the page says so instead of showing a form that cannot send.
 */
type Root = { lang: Language; path: string };
type Data = PageData & { root: Root; shop: ShopBuild };

export const data = {
  layout: 'layouts/base.11ty.ts',
  stylesheets: shopStylesheets,
  pagination: { data: 'shop.roots', size: 1, alias: 'root' },
  permalink: (data: { root: Root }) => `${shopPaths(data.root.path).checkout}/index.html`,
  // A visitor's own checkout is no page for search engines or the sitemap.
  eleventyExcludeFromCollections: true,
  eleventyComputed: {
    lang: (data: Data) => data.root.lang,
    title: (data: Data) => shopText('checkout.title', data.root.lang),
    breadcrumbs: (data: Data) => [
      { name: shopText('shopPage.shop', data.root.lang), path: data.root.path },
      { name: shopText('shop.cart', data.root.lang), path: shopPaths(data.root.path).cart },
      { name: shopText('checkout.title', data.root.lang), path: shopPaths(data.root.path).checkout },
    ],
    alternates: (data: Data) => data.shop.roots.map(({ lang, path }) => ({ lang, path: shopPaths(path).checkout })),
  },
};

export function render(this: TemplateContext, data: Data): string {
  const { root, config } = data;
  const fallback = html`<div class="checkout">
<h1>${this.t('checkout.title', root.lang)}</h1>
<noscript><p>${this.t('checkout.needsScript', root.lang)}</p></noscript>
</div>`;
  return html`${raw(this.widget('shop', shopWidgetProps(root.path, root.lang, config), { hydrate: 'eager', fallback: fallback.toString() }))}`.toString();
}
