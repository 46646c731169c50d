import { unitPriceText, type UnitPrice } from '../core/catalog/net-quantity.ts';
import { isSinglePrice } from '../core/catalog/price-range.ts';
import { formatMoney, type Money } from '../core/money.ts';
import { productPriceRange } from '../core/shop/selection.ts';
import type { ProductSummary } from '../core/shop/types.ts';
import { t } from '../i18n/index.ts';
import { useShop } from './shop-context.ts';

/** PAngV: every price says tax is included and links the shipping costs. */
function TaxNote() {
  const { shippingInfoPath } = useShop();
  return (
    <small className="price-note">
      {t('shop.withTax')}, <a href={shippingInfoPath}>{t('shop.plusShipping')}</a>
    </small>
  );
}

/**
 * The price a shopper reads: the chosen price when there is one, else the product's range
 * ("120,00 € – 180,00 €", or one value when all agree), else 'on request'. Beside it the unit
 * price (§ 4 PAngV) of the chosen offer (`chosenUnitPrice`), else the product's. With
 * `searchMeta` (the product page's own price) the site search's result shows the same texts:
 * Pagefind's `price` and `unit_price` (site/_config/search-index.ts).
 */
export function PriceTag({
  product,
  chosen,
  chosenUnitPrice = null,
  withNote = true,
  searchMeta = false,
}: {
  product: Pick<ProductSummary, 'priceBrutto' | 'variantPrices' | 'unitPrice'>;
  chosen?: Money | null;
  chosenUnitPrice?: UnitPrice | null;
  withNote?: boolean;
  searchMeta?: boolean;
}) {
  const { lang } = useShop();
  const range = productPriceRange(product);
  const text =
    chosen != null
      ? formatMoney(chosen, lang)
      : range === null
        ? null
        : isSinglePrice(range)
          ? formatMoney(range.lowest, lang)
          : t('shop.priceRange', { lowest: formatMoney(range.lowest, lang), highest: formatMoney(range.highest, lang) });
  const priceMeta = searchMeta ? 'price' : undefined;
  if (text === null) return <p className="price price--on-request" data-pagefind-meta={priceMeta}>{t('shop.onRequest')}</p>;
  const unitPrice = chosen != null ? chosenUnitPrice : product.unitPrice;
  const unitText = unitPrice ? unitPriceText(unitPrice, lang) : null;
  return (
    <p className="price">
      <span className="price__amount" data-pagefind-meta={priceMeta}>{text}</span>{' '}
      {unitText ? (
        <>
          {/* Pagefind takes an inline value after the first colon to the end, commas and colons included. */}
          <span className="price__unit" data-pagefind-meta={searchMeta ? `unit_price:${unitText}` : undefined}>({unitText})</span>{' '}
        </>
      ) : null}
      {withNote ? <TaxNote /> : null}
    </p>
  );
}
