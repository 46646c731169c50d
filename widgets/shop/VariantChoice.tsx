import { unitPriceText } from '../core/catalog/net-quantity.ts';
import { formatMoney } from '../core/money.ts';
import { variantUnitPrice } from '../core/shop/selection.ts';
import type { ProductDetail, ShopVariant } from '../core/shop/types.ts';
import { t } from '../i18n/index.ts';
import { useShop } from './shop-context.ts';

/** "250 ml – 68,25 € (273,00 € / 1 l)": a variant's own price, with its unit price (§ 4 PAngV) where it has one. */
function variantPriceText(variant: ShopVariant, product: ProductDetail, lang: ReturnType<typeof useShop>['lang']): string {
  if (!variant.priceBrutto) return '';
  const unitPrice = variantUnitPrice(variant, product);
  return ` – ${formatMoney(variant.priceBrutto, lang)}${unitPrice ? ` (${unitPriceText(unitPrice, lang)})` : ''}`;
}

/** The variant choice, labelled by the product's variant name ('Variante' by default), with a way to clear it. */
export function VariantChoice({ product, chosen, onChoose, onClear }: { product: ProductDetail; chosen: ShopVariant | null; onChoose(id: string): void; onClear(): void }) {
  const { lang } = useShop();
  const id = `variant-${String(product.id)}`;
  return (
    <div className="variant-choice">
      <label htmlFor={id}>{product.variantDisplayName}</label>
      <select id={id} value={chosen ? String(chosen.id) : ''} onChange={(event) => (event.currentTarget.value ? onChoose(event.currentTarget.value) : onClear())}>
        <option value="">{t('shop.chooseVariant')}</option>
        {product.variants.map((variant) => (
          <option key={String(variant.id)} value={String(variant.id)}>
            {variant.displayName}
            {variantPriceText(variant, product, lang)}
          </option>
        ))}
      </select>
      {chosen ? (
        <button type="button" className="link-button" onClick={onClear}>
          {t('shop.clearVariant')}
        </button>
      ) : null}
    </div>
  );
}
