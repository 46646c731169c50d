import { shopPaths } from '../widgets/core/shop/shop-paths.ts';
import { shopViewPage, type ShopViewData } from './_config/shop-view-page.ts';
import { shopWidget } from './_config/shop-widget.ts';
import type { TemplateContext } from './_includes/page-types.ts';

/**
 * The cart's own shell below each shop root (/shop/warenkorb, …), so the first paint is the cart
 * page the router will show, not the list it would replace (a layout shift of 0.75–0.97). The
 * cart lives in the browser's storage: the build can only draw it empty, as the router does for
 * a first-time visitor; a filled cart adds its lines below the heading.
 */
export const data = shopViewPage({ view: 'cart', titleKey: 'shop.cart', private: true });

export function render(this: TemplateContext, data: ShopViewData): string {
  const { root, config, site } = data;
  return shopWidget.call(this, { root, config, site, pathname: shopPaths(root.path).cart, answers: {}, hydrate: 'eager' });
}
