import { html, type SafeHtml } from '../../../../widgets/core/html.ts';
import { unitPriceText } from '../../../../widgets/core/catalog/net-quantity.ts';
import { isSinglePrice } from '../../../../widgets/core/catalog/price-range.ts';
import type { Language } from '../../../../widgets/core/languages.ts';
import { formatMoney } from '../../../../widgets/core/money.ts';
import { linkFor } from '../../../../widgets/core/routes.ts';
import { productPriceRange } from '../../../../widgets/core/shop/selection.ts';
import type { ProductSummary } from '../../../../widgets/core/shop/types.ts';
import type { TemplateContext } from '../../page-types.ts';

/**
 * Prices in the prerendered shop, in the markup and classes of the shop router's PriceTag
 * (widgets/shop/PriceTag.tsx), so nothing moves when the router takes over.
 */
type Priced = Pick<ProductSummary, 'priceBrutto' | 'variantPrices' | 'unitPrice'>;

/** One amount, "from – to" when the variants cost differently (spec §9), or null: on request. */
function priceText(this: TemplateContext, product: Priced, lang: Language): string | null {
  const range = productPriceRange(product);
  if (!range) return null;
  if (isSinglePrice(range)) return formatMoney(range.lowest, lang);
  return this.t('shop.priceRange', lang, { lowest: formatMoney(range.lowest, lang), highest: formatMoney(range.highest, lang) });
}

/** PAngV: every price says "inkl. MwSt." and links to the shipping costs (a German-only page). */
function taxNote(this: TemplateContext, lang: Language): SafeHtml {
  const shippingHref = linkFor('shipping_and_payment', lang);
  return html`<small class="price-note">${this.t('shop.withTax', lang)}, <a href="${shippingHref}"${lang === 'de' ? '' : html` hreflang="de"`}>${this.t('shop.plusShipping', lang)}</a></small>`;
}

export function price(this: TemplateContext, product: Priced, lang: Language): SafeHtml {
  const text = priceText.call(this, product, lang);
  if (text === null) return html`<p class="price price--on-request">${this.t('shop.onRequest', lang)}</p>`;
  const unit = product.unitPrice ? html`<span class="price__unit">(${unitPriceText(product.unitPrice, lang)})</span> ` : '';
  return html`<p class="price"><span class="price__amount">${text}</span> ${unit}${taxNote.call(this, lang)}</p>`;
}
