import { shopPaths } from '../widgets/core/shop/shop-paths.ts';
import { shopViewPage, type ShopViewData } from './_config/shop-view-page.ts';
import { shopWidget } from './_config/shop-widget.ts';
import type { TemplateContext } from './_includes/page-types.ts';

/**
 * The checkout's shell below each shop root (/shop/kasse, /en/shop/checkout, /fr/shop/commande):
 * its heading at first paint, where the router then draws the form from the stored cart and draft.
 * Without scripts there is no checkout; the page says so instead of showing a form that cannot send.
 */
export const data = shopViewPage({ view: 'checkout', titleKey: 'checkout.title', between: [{ titleKey: 'shop.cart', path: (paths) => paths.cart }], private: true });

export function render(this: TemplateContext, data: ShopViewData): string {
  const { root, config, site } = data;
  return shopWidget.call(this, { root, config, site, pathname: shopPaths(root.path).checkout, answers: {}, hydrate: 'eager' });
}
