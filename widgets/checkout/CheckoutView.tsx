import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { shopClosure } from '../core/settings.ts';
import { t } from '../i18n/index.ts';
import { ShopClosedNotice } from '../shop/ShopClosedNotice.tsx';
import { useShop } from '../shop/shop-context.ts';
import { cart } from '../store/cart.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { forgetLastOrder, readLastOrder, type PlacedOrderSummary } from './last-order.ts';
import { OrderThanks } from './OrderThanks.tsx';

/**
 * The checkout below each shop root (/shop/kasse …), its own chunk: loaded only there. After the
 * order it shows the thanks view, also after a reload in this tab; a new cart starts a new order.
 */
export default function CheckoutView() {
  useSignals();
  const { lang, root, settings, setTitle, contentReady } = useShop();
  const empty = cart.value.products.length === 0;
  const [placed, setPlaced] = useState<PlacedOrderSummary | null>(() => (empty ? readLastOrder() : null));
  useEffect(() => {
    setTitle(placed ? t('checkout.thanks.title') : t('checkout.title'));
    contentReady();
  }, [setTitle, contentReady, placed]);
  useEffect(() => {
    if (!empty && placed === null) forgetLastOrder();
  }, [empty, placed]);

  if (placed) return <OrderThanks order={placed} lang={lang} shopRoot={root} />;
  const closure = shopClosure(settings);
  return (
    <div className="checkout">
      <h1 tabIndex={-1} data-shop-heading>
        {t('checkout.title')}
      </h1>
      {closure ? (
        <ShopClosedNotice closure={closure} />
      ) : empty ? (
        <p>
          {t('checkout.emptyCart')} <a href={root}>{t('shop.title')}</a>
        </p>
      ) : (
        <CheckoutForm onPlaced={setPlaced} />
      )}
    </div>
  );
}
