import { useState } from 'react';
import { t } from '../i18n/index.ts';
import { maxCartLines } from '../core/cart.ts';
import { addToCart } from '../store/cart.ts';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';

/** A product's add-to-cart button; the shop's detail page extends it with variants and personalization. */
export default function AddToCart({ product, priceBrutto }: WidgetProps<'add-to-cart'>) {
  const [status, setStatus] = useState('');
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button"
        onClick={() => {
          const { cartFull } = addToCart({ product, variant: null, personalization: null, count: 1, priceBrutto });
          setStatus(cartFull ? t('cart.full', { count: maxCartLines }) : t('cart.added', { name: product.display_name }));
        }}
      >
        {t('cart.add')}
      </button>
      <p className="add-to-cart__status" role="status">
        {status}
      </p>
    </div>
  );
}
