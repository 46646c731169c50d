import { html, raw } from '../widgets/core/html.ts';
import type { Language } from '../widgets/core/languages.ts';
import { shopNotFoundFile } from '../widgets/core/rewrites.ts';
import type { ShopBuild } from './_config/shop-catalog.ts';
import { shopText } from './_config/shop-text.ts';
import { shopWidgetProps } from './_config/shop-widget.ts';
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
  const { root, config } = data;
  // The markup the router's not-found view draws (ProductDetailView, ShopStatus), so nothing moves when it takes over.
  const fallback = html`<div class="product-detail">
<p class="shop-back"><a href="${root.path}">← ${this.t('shop.back', root.lang)}</a></p>
<div class="shop-not-found">
<h1 tabindex="-1" data-shop-heading>${this.t('notFound.title', root.lang)}</h1>
<p>${this.t('shop.notFound', root.lang)}</p>
</div>
</div>`;
  return html`${raw(this.widget('shop', shopWidgetProps(root.path, root.lang, config, data.site), { hydrate: 'eager', fallback: fallback.toString() }))}`.toString();
}
