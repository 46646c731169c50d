import { html, raw } from '../widgets/core/html.ts';
import { shopPaths } from '../widgets/core/shop/shop-paths.ts';
import { shopViewPage, type ShopViewData } from './_config/shop-view-page.ts';
import { shopWidgetProps } from './_config/shop-widget.ts';
import type { TemplateContext } from './_includes/page-types.ts';
import { brandList } from './_includes/partials/shop/brand-list.ts';

/** The brands page of each shop root (/shop/marken, /en/shop/brands, /fr/shop/marques), prerendered under the shop router. */
export const data = shopViewPage({ view: 'brands', titleKey: 'shop.brands' });

export function render(this: TemplateContext, data: ShopViewData): string {
  const { root, shop, config } = data;
  const fallback = brandList.call(this, shop.brands, { paths: shopPaths(root.path), lang: root.lang });
  return html`${raw(this.widget('shop', shopWidgetProps(root.path, root.lang, config, data.site), { hydrate: 'eager', fallback: fallback.toString() }))}`.toString();
}
