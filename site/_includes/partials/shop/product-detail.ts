import { electronicAddressHref } from '../../../../widgets/core/catalog/product-safety.ts';
import { html, raw, type SafeHtml } from '../../../../widgets/core/html.ts';
import { averageRating } from '../../../../widgets/core/catalog/rating.ts';
import type { Language } from '../../../../widgets/core/languages.ts';
import { formatMoney } from '../../../../widgets/core/money.ts';
import { availabilityParts } from '../../../../widgets/core/shop/availability.ts';
import { startSelection, variantUnitPrice } from '../../../../widgets/core/shop/selection.ts';
import { unitPriceText } from '../../../../widgets/core/catalog/net-quantity.ts';
import type { ShopPaths } from '../../../../widgets/core/shop/shop-paths.ts';
import type { ProductDetail, ProductSummary } from '../../../../widgets/core/shop/types.ts';
import { offersPersonalization } from '../../../../widgets/core/shop/withdrawal-exclusion.ts';
import type { TemplateContext } from '../../page-types.ts';
import { shopListHref } from './list-links.ts';
import { tCount } from './plural.ts';
import { price } from './price.ts';
import { productCard } from './product-card.ts';
import { shopImageTag } from './shop-image.ts';
import { mainImagePriority, mainImageSizes } from '../../../../widgets/core/shop/image-priority.ts';

/**
 * The product page as it stands without JavaScript and as search engines read it, in the
 * markup and classes of the router's ProductDetailView: the router mounts over it and adds the
 * variant choice, the cart and the request form.
 */

const ratingFormats = new Map<Language, Intl.NumberFormat>();
/** "4,5": one formatter per language for the whole build, not one per product page. */
function ratingFormat(lang: Language): Intl.NumberFormat {
  let format = ratingFormats.get(lang);
  if (!format) ratingFormats.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 })));
  return format;
}

function gallery(product: ProductDetail): SafeHtml {
  const [first, ...others] = product.images;
  if (!first) return html`<div class="product-gallery product-gallery--empty"></div>`;
  return html`<div class="product-gallery">
  ${shopImageTag(first, { sizes: mainImageSizes, ...mainImagePriority })}
  ${others.length
    ? html`<ul class="product-gallery__more">${others.map((image) => html`<li>${shopImageTag(image, { sizes: '(min-width: 60rem) 18rem, 45vw' })}</li>`)}</ul>`
    : ''}
</div>`;
}

/**
 * Stock, when the shop shows it, and the delivery time wherever the piece can be bought, as the
 * purchase box (widgets/shop/PurchaseBox.tsx, Availability) states them before any choice.
 */
function availability(this: TemplateContext, product: ProductDetail, lang: Language, settings: { showStock: boolean; purchaseToOrder: boolean }): SafeHtml | '' {
  const parts = availabilityParts(startSelection(product), settings).map((part) => {
    if (part.key === 'shop.shippingTime') return tCount.call(this, part.key, lang, part.count);
    return this.t(part.key, lang, 'count' in part ? { count: part.count } : undefined);
  });
  return parts.length ? html`<p class="availability">${parts.join(' · ')}</p>` : '';
}

/** The variants with their prices; choosing one needs the router. */
function variantList(product: ProductDetail, lang: Language): SafeHtml {
  return html`<div class="variant-list">
  <p class="variant-list__label">${product.variantDisplayName}</p>
  <ul>${product.variants.map((variant) => {
    const amount = variant.priceBrutto ?? product.priceBrutto;
    const unitPrice = variantUnitPrice(variant, product);
    return html`<li>${variant.displayName}${amount ? ` – ${formatMoney(amount, lang)}` : ''}${unitPrice ? ` (${unitPriceText(unitPrice, lang)})` : ''}</li>`;
  })}</ul>
</div>`;
}

/** A personalized piece cannot be withdrawn from: said before the router adds the fields, as its PurchaseBox says it. */
function noWithdrawal(this: TemplateContext, product: ProductDetail, lang: Language): SafeHtml {
  return html`<p class="purchase-box__no-withdrawal" id="no-withdrawal-${String(product.id)}">${this.t('shop.noWithdrawal', lang)}</p>`;
}

function ratingSummary(this: TemplateContext, product: ProductDetail, lang: Language): SafeHtml {
  if (product.ratings.length === 0) return html``;
  const average = ratingFormat(lang).format(averageRating(product.ratings.map((rating) => ({ rating }))));
  return html`<p class="product-detail__rating">${this.t('shop.averageRating', lang, { average })} · ${tCount.call(this, 'shop.ratingsCount', lang, product.ratings.length)}</p>`;
}

function attributes(this: TemplateContext, product: ProductDetail, lang: Language): SafeHtml {
  if (product.attributeTable.length === 0) return html``;
  return html`<section aria-labelledby="attributes-heading">
  <h2 id="attributes-heading">${this.t('shop.attributes', lang)}</h2>
  <dl class="product-attributes">${product.attributeTable.map((row) => html`<div><dt>${row.group}</dt><dd>${row.values.join(', ')}</dd></div>`)}</dl>
</section>`;
}

function tags(this: TemplateContext, product: ProductDetail, paths: ShopPaths, lang: Language): SafeHtml {
  if (product.tagLabels.length === 0) return html``;
  return html`<p class="product-tags"><span>${this.t('shop.tags', lang)}: </span>${product.tagLabels.map(
    (tag, index) => html`${index > 0 ? ', ' : ''}<a href="${shopListHref(paths, { tag: tag.slug })}">${tag.displayName}</a>`,
  )}</p>`;
}

/** Lines of an address; a line that is an e-mail or https address is a link to it. */
function lines(entries: readonly string[]): SafeHtml {
  return html`${entries.map((line, index) => {
    const href = electronicAddressHref(line);
    return html`${index > 0 ? html`<br>` : ''}${href ? html`<a href="${href}">${line}</a>` : line}`;
  })}`;
}

/** GPSR Art. 19 and BattDG on the page, as the router's ProductSafetySection draws them. */
function productSafety(this: TemplateContext, product: ProductDetail, lang: Language, batteryInfoPath: string): SafeHtml {
  const { manufacturer, euResponsiblePerson, safetyInformation } = product.safety;
  if (!manufacturer && euResponsiblePerson.length === 0 && safetyInformation.length === 0 && !product.containsBatteries) return html``;
  const href = manufacturer ? electronicAddressHref(manufacturer.electronicAddress) : null;
  const maker = manufacturer
    ? html`<div><dt>${this.t('shop.manufacturerAddress', lang)}</dt><dd>${lines([manufacturer.name, ...manufacturer.postalAddress])}${
        manufacturer.electronicAddress ? html`<br>${href ? html`<a href="${href}">${manufacturer.electronicAddress}</a>` : manufacturer.electronicAddress}` : ''
      }</dd></div>`
    : '';
  const responsible = euResponsiblePerson.length > 0 ? html`<div><dt>${this.t('shop.euResponsible', lang)}</dt><dd>${lines(euResponsiblePerson)}</dd></div>` : '';
  const warnings =
    safetyInformation.length > 0 ? html`<div><dt>${this.t('shop.safetyInformation', lang)}</dt><dd>${safetyInformation.map((paragraph) => html`<p>${paragraph}</p>`)}</dd></div>` : '';
  const batteries = product.containsBatteries
    ? html`<p class="battery-notice">${this.t('shop.batteries', lang)}${batteryInfoPath ? html` <a href="${batteryInfoPath}">${this.t('shop.batteryInfo', lang)}</a>` : ''}</p>`
    : '';
  return html`<section class="product-safety" aria-labelledby="safety-heading"><h2 id="safety-heading">${this.t('shop.safety', lang)}</h2><dl class="product-safety__facts">${maker}${responsible}${warnings}</dl>${batteries}</section>`;
}

/** "You may also like": the build's picks, as the router's Related draws them. */
function related(this: TemplateContext, products: readonly ProductSummary[], paths: ShopPaths, lang: Language): SafeHtml {
  if (products.length === 0) return html``;
  return html`<section class="related-products" aria-labelledby="related-heading">
  <h2 id="related-heading">${this.t('shop.related', lang)}</h2>
  <ul class="product-grid">${products.map((entry) => productCard.call(this, entry, paths.product(entry.slug), lang, { eager: false, high: false }, 3))}</ul>
</section>`;
}

export function productDetail(
  this: TemplateContext,
  product: ProductDetail,
  options: { paths: ShopPaths; lang: Language; showStock: boolean; purchaseToOrder: boolean; related: readonly ProductSummary[]; batteryInfoPath: string },
): SafeHtml {
  const { paths, lang } = options;
  const { manufacturer, category } = product;
  return html`<article class="product-detail">
  <p class="shop-back"><a href="${paths.list}">← ${this.t('shop.back', lang)}</a></p>
  <div class="product-detail__main">
    ${gallery(product)}
    <div class="product-detail__facts">
      ${manufacturer
        ? html`<p class="product-detail__maker"><span class="visually-hidden">${this.t('shop.manufacturer', lang)}: </span><a href="${shopListHref(paths, { manufacturer: manufacturer.slug })}">${manufacturer.displayName}</a></p>`
        : ''}
      <h1>${product.displayName}</h1>
      ${product.referenceNumber ? html`<p class="product-detail__reference">${this.t('shop.reference', lang)}: ${product.referenceNumber}</p>` : ''}
      ${category
        ? html`<p class="product-detail__category"><span class="visually-hidden">${this.t('shop.category', lang)}: </span><a href="${shopListHref(paths, { category: category.slug })}">${category.displayName}</a></p>`
        : ''}
      ${ratingSummary.call(this, product, lang)}
      <div class="purchase-box">
        ${price.call(this, product, lang)}
        ${product.variants.length ? variantList(product, lang) : ''}
        ${product.variants.length === 0 ? availability.call(this, product, lang, options) : ''}
        ${offersPersonalization(product) ? noWithdrawal.call(this, product, lang) : ''}
      </div>
    </div>
  </div>
  ${product.descriptionHtml
    ? html`<section aria-labelledby="description-heading">
  <h2 id="description-heading">${this.t('shop.description', lang)}</h2>
  <div class="rich-text">${raw(product.descriptionHtml)}</div>
</section>`
    : ''}
  ${attributes.call(this, product, lang)}
  ${tags.call(this, product, paths, lang)}
  ${productSafety.call(this, product, lang, options.batteryInfoPath)}
  ${related.call(this, options.related, paths, lang)}
</article>`;
}
