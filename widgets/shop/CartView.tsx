import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { formatMoney, multiplyMoney } from '../core/money.ts';
import { shopClosure } from '../core/settings.ts';
import { maxCountPerLine } from '../core/shop/count-input.ts';
import { t } from '../i18n/index.ts';
import { cart, changeCartCount, removeFromCart } from '../store/cart.ts';
import { CountField } from './CountField.tsx';
import { TaxNote } from './PriceTag.tsx';
import { ShopClosedNotice } from './ShopClosedNotice.tsx';
import { useShop } from './shop-context.ts';

/** The cart's lines with their counts and the total; the checkout builds on this page. */
export function CartView() {
  useSignals();
  const { lang, root, settings, setTitle, contentReady } = useShop();
  useEffect(() => {
    setTitle(t('shop.cart'));
    contentReady();
  }, [setTitle, contentReady]);
  const { products, totalPriceBrutto } = cart.value;

  const closure = shopClosure(settings);
  if (closure) {
    return (
      <div className="shop-cart">
        <h1 tabIndex={-1} data-shop-heading>
          {t('shop.cart')}
        </h1>
        <ShopClosedNotice closure={closure} />
      </div>
    );
  }
  return (
    <div className="shop-cart">
      <h1 tabIndex={-1} data-shop-heading>
        {t('shop.cart')}
      </h1>
      {products.length === 0 ? (
        <p>
          {t('shop.cartEmpty')} <a href={root}>{t('shop.title')}</a>
        </p>
      ) : (
        <>
          <ul className="cart-lines">
            {products.map((line) => (
              <li key={line.cartId} className="cart-line">
                <p className="cart-line__name">
                  {line.product.slug ? <a href={`${root}/${encodeURIComponent(line.product.slug)}`}>{line.product.display_name}</a> : line.product.display_name}
                  {line.variant ? <span> – {line.variant.display_name}</span> : null}
                </p>
                {line.personalization && Object.keys(line.personalization.values).length > 0 ? (
                  <p className="cart-line__personalization">{Object.values(line.personalization.values).join(' · ')}</p>
                ) : null}
                <CountField
                  id={`cart-count-${line.cartId}`}
                  className="cart-line__count"
                  label={t('shop.count')}
                  count={line.count}
                  max={Math.max(line.count, maxCountPerLine)}
                  restoreOnBlur
                  onChange={(count) => {
                    if (count !== null) changeCartCount(line.cartId, count);
                  }}
                />
                <p className="cart-line__price">{formatMoney(multiplyMoney(line.priceBrutto, line.count), lang)}</p>
                <button type="button" className="link-button" onClick={() => removeFromCart(line.cartId)}>
                  {t('shop.removeLine', { name: line.product.display_name })}
                </button>
              </li>
            ))}
          </ul>
          <p className="cart-total">
            {t('shop.total')}: <strong>{formatMoney(totalPriceBrutto, lang)}</strong> <TaxNote />
          </p>
        </>
      )}
    </div>
  );
}
