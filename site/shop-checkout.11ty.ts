import { html, raw } from '../widgets/core/html.ts';
import { shopViewPage, type ShopViewData } from './_config/shop-view-page.ts';
import { shopWidgetProps } from './_config/shop-widget.ts';
import type { TemplateContext } from './_includes/page-types.ts';

/**
 * The checkout's shell below each shop root (/shop/kasse, /en/shop/checkout, /fr/shop/commande):
 * its heading at first paint, where the router then draws the form from the stored cart and draft.
 * Without scripts there is no checkout; the page says so instead of showing a form that cannot send.
 */
export const data = shopViewPage({ view: 'checkout', titleKey: 'checkout.title', between: [{ titleKey: 'shop.cart', path: (paths) => paths.cart }], private: true });

export function render(this: TemplateContext, data: ShopViewData): string {
  const { root, config } = data;
  const fallback = html`<div class="checkout">
<h1>${this.t('checkout.title', root.lang)}</h1>
<noscript><p>${this.t('checkout.needsScript', root.lang)}</p></noscript>
</div>`;
  return html`${raw(this.widget('shop', shopWidgetProps(root.path, root.lang, config, data.site), { hydrate: 'eager', fallback: fallback.toString() }))}`.toString();
}
