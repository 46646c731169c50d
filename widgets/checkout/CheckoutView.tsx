import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { shopClosure } from '../core/public-shop-settings.ts';
import { t } from '../i18n/index.ts';
import { ShopClosedNotice } from '../shop/ShopClosedNotice.tsx';
import { EmptyCartNote } from '../shop/CartView.tsx';
import { useShop } from '../shop/shop-context.ts';
import { cartBlockers } from '../core/cart-orderable.ts';
import { shopPaths } from '../core/shop/shop-paths.ts';
import { cart, cartReview, reviewCart } from '../store/cart.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { forgetLastOrder, keepLastOrder, readLastOrder, type PlacedOrderSummary } from './last-order.ts';
import { PaypalPayment, type PaypalOutcome } from './payments/index.ts';
import { paypalThroughService } from './payments/paypal-through-service.ts';
import { OrderThanks } from './OrderThanks.tsx';
import { PayLaterView } from './PayLaterView.tsx';

/**
 * The checkout below each shop root (/shop/kasse …), its own chunk: loaded only there. After the
 * order it shows the thanks view, also after a reload in this tab; a new cart starts a new order.
 */
/** The order uuid of ?pay=<uuid>: the page pays that placed order (the confirmation mail's link). */
function orderToPay(): string | null {
  const uuid = new URLSearchParams(globalThis.location?.search ?? '').get('pay');
  return uuid && /^[A-Za-z0-9_-]{1,100}$/.test(uuid) ? uuid : null;
}

export default function CheckoutView() {
  const [payUuid] = useState(orderToPay);
  return payUuid ? <PayLaterView orderUuid={payUuid} /> : <PlaceOrderView />;
}

function PlaceOrderView() {
  useSignals();
  const { lang, root, settings, source, setTitle, contentReady, orderService, payments } = useShop();
  const empty = cart.value.products.length === 0;
  // The stored cart is checked against the product data first: prices the shopper never saw
  // (changed since, or edited in storage) are corrected before they reach the summary.
  useEffect(() => {
    if (!empty) void reviewCart((slug) => source.productBySlug(slug), settings.purchase_to_order, orderService.liveStock);
    // Once per visit of the checkout, as on the cart page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const blockers = cartBlockers(cart.value);
  const adjusted = cartReview.value.notices.length > 0;
  const [placed, setPlaced] = useState<PlacedOrderSummary | null>(() => (empty ? readLastOrder() : null));
  useEffect(() => {
    setTitle(placed ? t('checkout.thanks.title') : t('checkout.title'));
    contentReady();
  }, [setTitle, contentReady, placed]);
  useEffect(() => {
    if (!empty && placed === null) forgetLastOrder();
  }, [empty, placed]);

  if (placed) {
    const paypalClientId = settings.paypal_client_id;
    const paypal = paypalThroughService(orderService, placed.orderUuid);
    const capturePaypalOrder = async (paypalOrderId: string): Promise<PaypalOutcome> => {
      const outcome = await paypal.settle(paypalOrderId);
      if (outcome === 'paid' || outcome === 'pending') {
        const kept = { ...placed, paid: outcome === 'paid' };
        keepLastOrder(kept);
        setPlaced(kept);
      }
      return outcome;
    };
    return (
      <OrderThanks order={placed} lang={lang} shopRoot={root}>
        {placed.paymentMethod === 'paypal' && placed.paid ? <p className="checkout__paid">{t('payments.paypal.paid')}</p> : null}
        {/* A Klarna order reaches this view only once Klarna accepted its order (place-order.ts). */}
        {placed.paymentMethod === 'klarna' ? <p className="checkout__paid">{t('payments.klarna.authorized')}</p> : null}
        {placed.paymentMethod === 'paypal' && !placed.paid ? <p className="checkout__unpaid">{t('payments.paypal.notPaidYet')}</p> : null}
        {placed.paymentMethod === 'paypal' && !placed.paid && payments.sandbox ? <p className="form-notice">{t('payments.sandbox')}</p> : null}
        {placed.paymentMethod === 'paypal' && !placed.paid && paypalClientId ? (
          <PaypalPayment clientId={paypalClientId} sdkUrl={payments.paypalSdkUrl} orderNumber={placed.orderNumber} createOrder={paypal.createOrder} onApproved={capturePaypalOrder} />
        ) : null}
      </OrderThanks>
    );
  }
  const closure = shopClosure(settings);
  return (
    <div className="checkout">
      <h1 tabIndex={-1} data-shop-heading>
        {t('checkout.title')}
      </h1>
      {closure ? (
        <ShopClosedNotice closure={closure} />
      ) : empty ? (
        <EmptyCartNote root={root} atBuild={false} text={t('checkout.emptyCart')} />
      ) : blockers.length > 0 ? (
        <p className="checkout__status" role="alert">
          {t('checkout.blocked', { names: blockers.map((blocker) => blocker.name).join(', ') })} <a href={shopPaths(root).cart}>{t('checkout.toCart')}</a>
        </p>
      ) : (
        <>
          {adjusted ? (
            <p className="checkout__status" role="status">
              {t('checkout.cartAdjusted')} <a href={shopPaths(root).cart}>{t('checkout.toCart')}</a>
            </p>
          ) : null}
          <CheckoutForm onPlaced={setPlaced} />
        </>
      )}
    </div>
  );
}
