import { useState } from 'react';
import type { CartProduct } from '../core/cart.ts';
import type { Money } from '../core/money.ts';
import { t } from '../i18n/index.ts';
import { addToCart } from '../store/cart.ts';

/** A product's add-to-cart button; the shop's detail page extends it with variants and personalization. */
export default function AddToCart({ product, priceBrutto }: { product: CartProduct; priceBrutto: Money }) {
  const [added, setAdded] = useState(false);
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button"
        onClick={() => {
          addToCart({ product, variant: null, personalization: null, count: 1, priceBrutto });
          setAdded(true);
        }}
      >
        {t('cart.add')}
      </button>
      <p className="add-to-cart__status" role="status">
        {added ? t('cart.added', { name: product.display_name }) : ''}
      </p>
    </div>
  );
}
