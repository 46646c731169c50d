import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { isCartVisible } from '../core/settings.ts';
import {
  changeSelectedCount,
  chooseVariant,
  clearVariant,
  offersRequest,
  purchaseBlock,
  setPersonalizationValue,
  startSelection,
  type PurchaseBlock,
} from '../core/shop/selection.ts';
import type { ProductDetail } from '../core/shop/types.ts';
import { t } from '../i18n/index.ts';
import { addToCart } from '../store/index.ts';
import { PersonalizationFields } from './PersonalizationFields.tsx';
import { PriceTag } from './PriceTag.tsx';
import { ProductRequestForm } from './ProductRequestForm.tsx';
import { useShop } from './shop-context.ts';
import { VariantChoice } from './VariantChoice.tsx';

const blockMessage: Record<PurchaseBlock, string> = {
  'choose-variant': 'shop.blocked.chooseVariant',
  'on-request': 'shop.onRequest',
  'out-of-stock': 'shop.outOfStock',
  'personalization-missing': 'shop.blocked.personalization',
  'too-many': 'shop.blocked.tooMany',
};

/** Stock and shipping time, when the shop shows stock (show_stock). */
function Availability({ stock, shippingTime, reorderPossible }: { stock: number; shippingTime: number | null; reorderPossible: boolean }) {
  return (
    <p className="availability">
      {stock > 0 ? t('shop.inStock', { count: stock }) : reorderPossible ? t('shop.reorder') : t('shop.outOfStock')}
      {shippingTime !== null ? <> · {t('shop.shippingTime', { count: shippingTime })}</> : null}
    </p>
  );
}

/** Price, variant, personalization, count and the way into the cart (or a request when it cannot be bought). */
export function PurchaseBox({ product }: { product: ProductDetail }) {
  useSignals();
  const { settings, orderService } = useShop();
  const [selection, setSelection] = useState(() => startSelection(product));
  const [added, setAdded] = useState('');
  const [requesting, setRequesting] = useState(false);
  const block = purchaseBlock(selection, product, settings.purchase_to_order);
  const canRequest = offersRequest(selection, product, settings.purchase_to_order);
  const cartOn = isCartVisible(settings);

  const add = () => {
    if (block || selection.priceBrutto === null) return;
    addToCart({
      product: { id: product.id, display_name: product.displayName, slug: product.slug, ...(product.image ? { image: product.image.src } : {}) },
      variant: selection.variant ? { id: selection.variant.id, display_name: selection.variant.displayName } : null,
      personalization: product.personalization ? { id: product.personalization.id, values: selection.personalization } : null,
      count: selection.count,
      priceBrutto: selection.priceBrutto,
    });
    setAdded(t('cart.added', { name: product.displayName }));
  };

  return (
    <div className="purchase-box">
      <PriceTag product={product} chosen={selection.priceBrutto} />
      {product.variants.length > 0 ? (
        <VariantChoice
          product={product}
          chosen={selection.variant}
          onChoose={(id) => setSelection((previous) => chooseVariant(previous, product, id))}
          onClear={() => setSelection((previous) => clearVariant(previous, product))}
        />
      ) : null}
      {settings.show_stock && (product.variants.length === 0 || selection.variant) ? (
        <Availability stock={selection.stock} shippingTime={selection.shippingTime} reorderPossible={selection.reorderPossible} />
      ) : null}
      {product.personalization && cartOn ? (
        <PersonalizationFields
          personalization={product.personalization}
          values={selection.personalization}
          onChange={(key, value) => setSelection((previous) => setPersonalizationValue(previous, key, value))}
        />
      ) : null}
      {cartOn && !canRequest ? (
        <div className="purchase-box__cart">
          <label className="purchase-box__count">
            {t('shop.count')}
            <input
              type="number"
              min={1}
              max={settings.purchase_to_order ? undefined : Math.max(1, selection.stock)}
              value={selection.count}
              onChange={(event) => setSelection((previous) => changeSelectedCount(previous, Number(event.currentTarget.value)))}
            />
          </label>
          <button type="button" className="button" aria-disabled={block !== null} onClick={add}>
            {t('cart.add')}
          </button>
          <p className="purchase-box__hint" role="status">
            {block ? t(blockMessage[block]) : added}
          </p>
        </div>
      ) : null}
      {canRequest ? (
        requesting ? (
          <ProductRequestForm
            product={{ id: product.id, displayName: product.displayName, slug: product.slug }}
            variant={selection.variant ? { id: selection.variant.id, displayName: selection.variant.displayName } : null}
            orderService={orderService}
          />
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setRequesting(true)}>
            {t('shop.requestAvailability')}
          </button>
        )
      ) : null}
    </div>
  );
}
