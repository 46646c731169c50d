import { html, raw } from '../widgets/core/html.ts';
import type { Language } from '../widgets/core/languages.ts';
import { shopPaths } from '../widgets/core/shop/shop-paths.ts';
import type { ShopBuild } from './_config/shop-catalog.ts';
import { shopText } from './_config/shop-text.ts';
import { shopStylesheets } from './_includes/stylesheets.ts';
import { shopWidgetProps } from './_config/shop-widget.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';

/**
 * The cart's own shell below each shop root (/shop/warenkorb, …), so the first paint is the cart
 * page the router will show, not the list it would replace (a layout shift of 0.75–0.97). The
 * cart lives in the browser's storage: the build can only draw it empty, as the router does for
 * a first-time visitor; a filled cart adds its lines below the heading.
 */
type Root = { lang: Language; path: string };
type Data = PageData & { root: Root; shop: ShopBuild };

export const data = {
  layout: 'layouts/base.11ty.ts',
  // The cart's lines, stepper and sums are styled by the shop's stylesheet like every other shop page.
  stylesheets: shopStylesheets,
  pagination: { data: 'shop.roots', size: 1, alias: 'root' },
  permalink: (data: { root: Root }) => `${shopPaths(data.root.path).cart}/index.html`,
  // A visitor's own cart is no page for search engines or the sitemap.
  eleventyExcludeFromCollections: true,
  eleventyComputed: {
    lang: (data: Data) => data.root.lang,
    title: (data: Data) => shopText('shop.cart', data.root.lang),
    breadcrumbs: (data: Data) => [{ name: shopText('shopPage.shop', data.root.lang), path: data.root.path }],
    // The language switcher leads to the cart in each language.
    alternates: (data: Data) => data.shop.roots.map(({ lang, path }) => ({ lang, path: shopPaths(path).cart })),
  },
};

export function render(this: TemplateContext, data: Data): string {
  const { root, config } = data;
  const fallback = html`<div class="shop-cart">
<h1>${this.t('shop.cart', root.lang)}</h1>
<p>${this.t('shop.cartEmpty', root.lang)} <a href="${root.path}">${this.t('shop.title', root.lang)}</a></p>
</div>`;
  return html`${raw(this.widget('shop', shopWidgetProps(root.path, root.lang, config), { hydrate: 'eager', fallback: fallback.toString() }))}`.toString();
}
