import { shopPaths } from '../widgets/core/shop/shop-paths.ts';
import { shopViewPage, type ShopViewData } from './_config/shop-view-page.ts';
import { shopWidget } from './_config/shop-widget.ts';
import { shopIn } from './_config/shop-catalog.ts';
import { taxonomyKey } from '../widgets/shop/shop-answers.ts';
import type { TemplateContext } from './_includes/page-types.ts';

/** The brands page of each shop root (/shop/marken, /en/shop/brands, /fr/shop/marques), rendered by the shop router, which hydrates it on the first interaction. */
export const data = shopViewPage({ view: 'brands', titleKey: 'shop.brands' });

export function render(this: TemplateContext, data: ShopViewData): string {
  const { root, config, site } = data;
  const { taxonomy } = shopIn(data.shop, root.lang);
  return shopWidget.call(this, { root, config, site, pathname: shopPaths(root.path).brands, answers: { [taxonomyKey]: taxonomy }, hydrate: 'interaction' });
}
