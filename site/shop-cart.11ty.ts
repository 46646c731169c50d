import { html, raw } from '../widgets/core/html.ts';
import { shopViewPage, type ShopViewData } from './_config/shop-view-page.ts';
import { shopWidgetProps } from './_config/shop-widget.ts';
import type { TemplateContext } from './_includes/page-types.ts';

/**
 * The cart's own shell below each shop root (/shop/warenkorb, …), so the first paint is the cart
 * page the router will show, not the list it would replace (a layout shift of 0.75–0.97). The
 * cart lives in the browser's storage: the build can only draw it empty, as the router does for
 * a first-time visitor; a filled cart adds its lines below the heading.
 */
export const data = shopViewPage({ view: 'cart', titleKey: 'shop.cart', private: true });

export function render(this: TemplateContext, data: ShopViewData): string {
  const { root, config } = data;
  const fallback = html`<div class="shop-cart">
<h1>${this.t('shop.cart', root.lang)}</h1>
<p>${this.t('shop.cartEmpty', root.lang)} <a href="${root.path}">${this.t('shop.title', root.lang)}</a></p>
</div>`;
  return html`${raw(this.widget('shop', shopWidgetProps(root.path, root.lang, config, data.site), { hydrate: 'eager', fallback: fallback.toString() }))}`.toString();
}
