import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { cartVariantOf, characteristicsOf, maxCartLines } from '../core/cart.ts';
import { isCartVisible } from '../core/public-shop-settings.ts';
import { availabilityParts } from '../core/shop/availability.ts';
import { countLimit } from '../core/shop/count-input.ts';
import {
  changeSelectedCount,
  chooseVariant,
  clearVariant,
  dispatchDaysOf,
  offersRequest,
  purchaseBlock,
  setPersonalizationValue,
  selectedUnitPrice,
  startSelection,
  withCurrentStock,
  type ProductSelection,
  type PurchaseBlock,
} from '../core/shop/selection.ts';
import type { ProductDetail } from '../core/shop/types.ts';
import { offersPersonalization } from '../core/shop/withdrawal-exclusion.ts';
import { t } from '../i18n/index.ts';
import { addToCart } from '../store/cart.ts';
import { CountField } from './CountField.tsx';
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
  'personalization-characters': 'shop.blocked.personalizationCharacters',
  'too-many': 'shop.blocked.tooMany',
};

/**
 * Stock, when the shop shows it (show_stock), and the delivery time, always where the piece can be
 * bought.
 */
function Availability({ selection, showStock, purchaseToOrder }: { selection: ProductSelection; showStock: boolean; purchaseToOrder: boolean }) {
  const parts = availabilityParts(selection, { showStock, purchaseToOrder });
  if (parts.length === 0) return null;
  return <p className="availability">{parts.map((part) => t(part.key, 'count' in part ? { count: part.count } : undefined)).join(' · ')}</p>;
}

/** Price, variant, personalization, count and the way into the cart (or a request when it cannot be bought). */
export function PurchaseBox({ product }: { product: ProductDetail }) {
  useSignals();
  const { settings, orderService } = useShop();
  const [chosen, setSelection] = useState(() => startSelection(product));
  // The figures may change under the choice (the live stock answer); the choice itself stays.
  const selection = withCurrentStock(chosen, product);
  const [added, setAdded] = useState('');
  const [requesting, setRequesting] = useState(false);
  // The count field's text is not a count within limits: nothing goes into the cart until it is.
  const [countInvalid, setCountInvalid] = useState(false);
  const block = purchaseBlock(selection, product, settings.purchase_to_order);
  const maxCount = countLimit(selection.stock, settings.purchase_to_order && selection.reorderPossible);
  const canRequest = offersRequest(selection, product, settings.purchase_to_order);
  const cartOn = isCartVisible(settings);
  const personalizable = offersPersonalization(product);
  const noWithdrawalId = `no-withdrawal-${String(product.id)}`;

  const add = () => {
    if (block || countInvalid || selection.priceBrutto === null) return;
    const netQuantity = selection.variant?.netQuantity ?? product.netQuantity;
    const { added, inCart, cartFull } = addToCart({
      product: { id: product.id, display_name: product.displayName, slug: product.slug, ...(product.image ? { image: product.image.src } : {}) },
      variant: selection.variant ? cartVariantOf(product, selection.variant) : null,
      personalization: product.personalization
        ? {
            id: product.personalization.id,
            values: selection.personalization,
            labels: Object.fromEntries(product.personalization.fields.map((field) => [field.key, field.label])),
          }
        : null,
      count: selection.count,
      priceBrutto: selection.priceBrutto,
      // The cart keeps this limit when the same piece is added again or its count is changed there.
      maxCount,
      dispatchDays: dispatchDaysOf(selection, settings.purchase_to_order),
      characteristics: characteristicsOf(product),
      ...(netQuantity ? { netQuantity } : {}),
      ...(product.containsBatteries ? { containsBatteries: true as const } : {}),
    });
    setAdded(
      cartFull
        ? t('cart.full', { count: maxCartLines })
        : added < selection.count
          ? t('cart.addedUpToStock', { name: product.displayName, count: inCart })
          : t('cart.added', { name: product.displayName }),
    );
  };

  return (
    // The site search indexes the product, not its controls and notes; the price still goes into its results (searchMeta).
    <div className="purchase-box" data-pagefind-ignore="index">
      <PriceTag product={product} chosen={selection.priceBrutto} chosenUnitPrice={selectedUnitPrice(selection, product)} searchMeta />
      {product.variants.length > 0 ? (
        <VariantChoice
          product={product}
          chosen={selection.variant}
          onChoose={(id) => {
            setCountInvalid(false);
            setSelection((previous) => chooseVariant(previous, product, id));
          }}
          onClear={() => {
            setCountInvalid(false);
            setSelection((previous) => clearVariant(previous, product));
          }}
        />
      ) : null}
      {product.variants.length === 0 || selection.variant ? (
        <Availability selection={selection} showStock={settings.show_stock} purchaseToOrder={settings.purchase_to_order} />
      ) : null}
      {product.personalization && cartOn ? (
        <PersonalizationFields
          personalization={product.personalization}
          values={selection.personalization}
          describedBy={personalizable ? noWithdrawalId : undefined}
          onChange={(key, value) => setSelection((previous) => setPersonalizationValue(previous, key, value))}
        />
      ) : null}
      {personalizable ? (
        <p className="purchase-box__no-withdrawal" id={noWithdrawalId}>
          {t('shop.noWithdrawal')}
        </p>
      ) : null}
      {cartOn && !canRequest ? (
        <div className="purchase-box__cart">
          <CountField
            id={`count-${String(product.id)}`}
            className="purchase-box__count"
            label={t('shop.count')}
            count={selection.count}
            max={maxCount}
            onChange={(count) => {
              setCountInvalid(count === null);
              if (count !== null) setSelection((previous) => changeSelectedCount(previous, count));
            }}
          />
          <button type="button" className="button" aria-disabled={block !== null || countInvalid} onClick={add}>
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
