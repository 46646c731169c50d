import { formatMoney } from '../core/money.ts';
import type { ProductDetail, ShopVariant } from '../core/shop/types.ts';
import { t } from '../i18n/index.ts';
import { useShop } from './shop-context.ts';

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
            {variant.priceBrutto ? ` – ${formatMoney(variant.priceBrutto, lang)}` : ''}
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
