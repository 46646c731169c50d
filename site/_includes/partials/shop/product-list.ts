import { html, type SafeHtml } from '../../../../widgets/core/html.ts';
import type { Language } from '../../../../widgets/core/languages.ts';
import type { ShopPaths } from '../../../../widgets/core/shop/shop-paths.ts';
import type { ProductSummary } from '../../../../widgets/core/shop/types.ts';
import type { TemplateContext } from '../../page-types.ts';
import { productCard } from './product-card.ts';
import { cardImagePriority } from '../../../../widgets/core/shop/image-priority.ts';

/**
 * The list's first page as it stands without JavaScript: heading, the first products in the
 * shop's default order as cards, and the way to the brands. Filters and 'show more' come with
 * the shop router; search engines reach the other products through the sitemap and the brands.
 */
export function productList(this: TemplateContext, products: readonly ProductSummary[], options: { paths: ShopPaths; lang: Language }): SafeHtml {
  const { paths, lang } = options;
  return html`<div class="shop-list">
  <h1>${this.t('shop.title', lang)}</h1>
  <p class="shop-list__brands"><a href="${paths.brands}">${this.t('shop.brands', lang)}</a></p>
  <ul class="product-grid">${products.map((product, index) => productCard.call(this, product, paths.product(product.slug), lang, cardImagePriority(index)))}</ul>
</div>`;
}
