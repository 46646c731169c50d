import { useEffect, useRef, useState } from 'react';
import type { OrderPaymentStatus } from '../content/order-service-wire.ts';
import { formatMoney } from '../core/money.ts';
import { t } from '../i18n/index.ts';
import { useShop } from '../shop/shop-context.ts';
import { PaypalPayment } from './payments/index.ts';
import { paypalThroughService } from './payments/paypal-through-service.ts';
import { orderServiceErrors } from '../content/order-service.ts';

type Phase = { kind: 'loading' } | { kind: 'unknown' } | { kind: 'failed' } | { kind: 'known'; status: OrderPaymentStatus };

/**
 * Pays a placed order later: the checkout's address with ?pay=<order uuid>, the link of the
 * confirmation mail. It asks the order service how the order stands (its number, total, method
 * and payment state, nothing personal) and, for a PayPal order not paid yet, offers PayPal's
 * buttons as the thanks view does; the service opens, captures and verifies the payment.
 */
export function PayLaterView({ orderUuid }: { orderUuid: string }) {
  const { lang, root, settings, orderService, payments, setTitle, contentReady } = useShop();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setTitle(t('payments.later.title'));
    contentReady();
  }, [setTitle, contentReady]);

  useEffect(() => {
    let current = true;
    setPhase({ kind: 'loading' });
    void orderService.orderPayment({ orderUuid }).then((status) => {
      if (!current) return;
      if (status.ok) setPhase({ kind: 'known', status: status.value });
      else setPhase({ kind: status.error === orderServiceErrors.unknownOrder ? 'unknown' : 'failed' });
    });
    return () => {
      current = false;
    };
  }, [orderService, orderUuid, attempt]);

  useEffect(() => heading.current?.focus(), []);

  const known = phase.kind === 'known' ? phase.status : null;
  const paypal = paypalThroughService(orderService, orderUuid);
  const payable = known && known.paymentMethod === 'paypal' && (known.payment === 'pending' || known.payment === 'failed') && settings.paypal_client_id;

  return (
    <div className="checkout checkout--pay-later">
      <h1 tabIndex={-1} ref={heading} data-shop-heading>
        {known ? t('payments.later.heading', { number: known.orderNumber }) : t('payments.later.title')}
      </h1>
      <div role="status">
        {phase.kind === 'loading' ? <p>{t('payments.later.loading')}</p> : null}
        {phase.kind === 'unknown' ? <p>{t('payments.later.unknown')}</p> : null}
        {known ? <p>{t('checkout.thanks.amount', { amount: formatMoney(known.total, lang) })}</p> : null}
        {known && (known.payment === 'paid' || known.payment === 'authorized') ? <p>{t('payments.later.paid')}</p> : null}
        {known && (known.payment === 'cancelled' || known.payment === 'refunded') ? <p>{t('payments.later.closed')}</p> : null}
        {known && known.paymentMethod !== 'paypal' && known.payment === 'pending' ? <p>{t('payments.later.notPaypal')}</p> : null}
      </div>
      {phase.kind === 'failed' ? (
        <>
          <p className="form-notice form-notice--error" role="alert">
            {t('payments.later.failed')}
          </p>
          <button type="button" className="button button--secondary" onClick={() => setAttempt((count) => count + 1)}>
            {t('payments.retry')}
          </button>
        </>
      ) : null}
      {payable ? (
        <>
          <p className="checkout__unpaid">{t('payments.paypal.notPaidYet')}</p>
          {payments.sandbox ? <p className="form-notice">{t('payments.sandbox')}</p> : null}
          <PaypalPayment clientId={settings.paypal_client_id!} sdkUrl={payments.paypalSdkUrl} orderNumber={known.orderNumber} createOrder={paypal.createOrder} onApproved={paypal.settle} />
        </>
      ) : null}
      <p>
        <a href={root}>{t('checkout.thanks.continue')}</a>
      </p>
    </div>
  );
}
