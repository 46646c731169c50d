import { html, type SafeHtml } from '../../../../widgets/core/html.ts';
import type { Language } from '../../../../widgets/core/languages.ts';
import { cardImageSizes, type ImagePriority } from '../../../../widgets/core/shop/image-priority.ts';
import type { ProductSummary } from '../../../../widgets/core/shop/types.ts';
import type { TemplateContext } from '../../page-types.ts';
import { price } from './price.ts';
import { shopImageTag } from './shop-image.ts';

/**
 * One product of the list, as the router's ProductCard draws it: the picture (a second way to
 * the same link, hidden from assistive technology), the name as the link, maker and price.
 */
export function productCard(
  this: TemplateContext,
  product: ProductSummary,
  href: string,
  lang: Language,
  priority: ImagePriority,
  /** h2 in the list, where the cards are the page's sections; h3 below a product page's own h2. */
  headingLevel: 2 | 3 = 2,
): SafeHtml {
  const name = html`<a href="${href}">${product.displayName}</a>`;
  return html`<li class="product-card">
  <a class="product-card__image" href="${href}" tabindex="-1" aria-hidden="true">${
    product.image ? shopImageTag(product.image, { sizes: cardImageSizes, ...priority }) : html`<span class="product-card__no-image"></span>`
  }</a>
  ${headingLevel === 2 ? html`<h2 class="product-card__name">${name}</h2>` : html`<h3 class="product-card__name">${name}</h3>`}
  ${product.manufacturer ? html`<p class="product-card__maker">${product.manufacturer.displayName}</p>` : ''}
  ${price.call(this, product, lang)}
</li>`;
}
