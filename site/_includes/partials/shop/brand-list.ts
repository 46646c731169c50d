import { html, raw, type SafeHtml } from '../../../../widgets/core/html.ts';
import type { Language } from '../../../../widgets/core/languages.ts';
import type { ShopPaths } from '../../../../widgets/core/shop/shop-paths.ts';
import type { ShopManufacturer } from '../../../../widgets/core/shop/types.ts';
import type { TemplateContext } from '../../page-types.ts';
import { shopListHref } from './list-links.ts';

/** How many brands show before 'more' (BrandsView shows as many). */
const firstBrands = 12;

function brandGrid(manufacturers: readonly ShopManufacturer[], paths: ShopPaths): SafeHtml {
  return html`<ul class="brand-grid">${manufacturers.map(
    (manufacturer) => html`<li class="brand-card">
    <h2><a href="${shopListHref(paths, { manufacturer: manufacturer.slug })}">${manufacturer.displayName}</a></h2>
    ${manufacturer.descriptionHtml ? html`<div class="rich-text">${raw(manufacturer.descriptionHtml)}</div>` : ''}
  </li>`,
  )}</ul>`;
}

/**
 * The brands page (as the router's BrandsView draws it): every maker with products in the shop,
 * its name leading to the list filtered by it; past the first twelve behind 'more', a disclosure
 * that opens without JavaScript too.
 */
export function brandList(this: TemplateContext, manufacturers: readonly ShopManufacturer[], options: { paths: ShopPaths; lang: Language }): SafeHtml {
  const { paths, lang } = options;
  return html`<div class="shop-brands">
  <p class="shop-back"><a href="${paths.list}">← ${this.t('shop.back', lang)}</a></p>
  <h1>${this.t('shop.brands', lang)}</h1>
  <p>${this.t('shop.brandsIntro', lang)}</p>
  ${brandGrid(manufacturers.slice(0, firstBrands), paths)}
  ${manufacturers.length > firstBrands
    ? html`<details class="brand-more"><summary class="button">${this.t('shop.more', lang)}</summary>${brandGrid(manufacturers.slice(firstBrands), paths)}</details>`
    : ''}
</div>`;
}
