import { useEffect, useRef, useState } from 'react';
import type { Money } from '../../core/money.ts';
import { pageLanguage, t } from '../../i18n/index.ts';
import { paypalOrderRequest } from './paypal-order.ts';
import { loadPaypalSdk, type PaypalButtonsFactory, type PaypalSdkOptions } from './paypal-sdk.ts';

/** PayPal's record of the captured payment, passed on to the order service as it came. */
export type PaypalCapture = Record<string, unknown>;

export interface PaypalPaymentProps {
  /** The settings' paypal_client_id (set only while payment method 4 is accepted). */
  clientId: string;
  /** The build's payments.paypalSdkUrl (paymentProps). */
  sdkUrl: string;
  /** The placed order's gross total, as the order service answered it. */
  amount: Money;
  /** The placed order's number; PayPal records it as the invoice id. */
  orderNumber: string;
  /**
   * PayPal took the money: record it (postPaypalTransaction) and answer whether that counted.
   * false keeps the shopper from paying twice and tells them we will get in touch.
   */
  onCaptured(capture: PaypalCapture): Promise<boolean>;
  /** A failure the shopper was shown (already translated), for the checkout to log or react to. */
  onFailed?(message: string): void;
  /** Replaces PayPal's loader (tests; a page that already has the SDK). */
  loadSdk?: (options: PaypalSdkOptions) => ReturnType<typeof loadPaypalSdk>;
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'load-failed'; message: string }
  | { kind: 'ready'; note: string | null; alert: string | null }
  | { kind: 'confirming' }
  | { kind: 'paid' }
  | { kind: 'unconfirmed' };

/**
 * Pays an order the shop has already placed with PayPal's buttons. The SDK loads when this mounts,
 * so a checkout renders it only once PayPal is chosen and the order is placed. A script that does
 * not load shows a message with a retry; a cancelled or failed payment leaves the buttons there to
 * pay again; once PayPal has captured, the buttons are gone for good.
 */
export function PaypalPayment({ clientId, sdkUrl, amount, orderNumber, onCaptured, onFailed, loadSdk = loadPaypalSdk }: PaypalPaymentProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [buttons, setButtons] = useState<PaypalButtonsFactory | null>(null);
  const container = useRef<HTMLDivElement>(null);
  // The latest handlers without re-rendering PayPal's buttons when the checkout passes new functions.
  const handlers = useRef({ onCaptured, onFailed });
  handlers.current = { onCaptured, onFailed };

  const fail = (message: string, kind: 'load-failed' | 'ready') => {
    setPhase(kind === 'ready' ? { kind, note: null, alert: message } : { kind, message });
    handlers.current.onFailed?.(message);
  };

  useEffect(() => {
    let current = true;
    setPhase({ kind: 'loading' });
    void loadSdk({ clientId, sdkUrl, language: pageLanguage() }).then((result) => {
      if (!current) return;
      if (result.ok) setButtons(() => result.value);
      else fail(t(result.error === 'no-buttons' ? 'payments.paypal.unavailable' : 'payments.paypal.loadFailed'), 'load-failed');
    });
    return () => {
      current = false;
    };
  }, [clientId, sdkUrl, attempt, loadSdk]);

  useEffect(() => {
    if (!buttons || !container.current) return;
    let current = true;
    const component = buttons({
      createOrder: (_data, actions) => actions.order.create(paypalOrderRequest(amount, orderNumber)),
      onApprove: async (_data, actions) => {
        if (!actions.order) throw new Error('PayPal approved without an order to capture');
        const capture = await actions.order.capture();
        if (!current) return;
        setPhase({ kind: 'confirming' });
        const recorded = await handlers.current.onCaptured(capture as unknown as PaypalCapture);
        if (current) setPhase({ kind: recorded ? 'paid' : 'unconfirmed' });
      },
      onCancel: () => {
        if (current) setPhase({ kind: 'ready', note: t('payments.paypal.cancelled'), alert: null });
      },
      onError: (error) => {
        console.warn('[paypal] The payment did not go through.', error);
        if (current) fail(t('payments.paypal.failed'), 'ready');
      },
    });
    if (!component.isEligible()) {
      fail(t('payments.paypal.unavailable'), 'load-failed');
      return;
    }
    setPhase({ kind: 'ready', note: null, alert: null });
    component.render(container.current).catch((error: unknown) => {
      console.warn('[paypal] The buttons did not render.', error);
      if (current) fail(t('payments.paypal.loadFailed'), 'load-failed');
    });
    return () => {
      current = false;
      // PayPal throws when its container is already gone; nothing is left to close then.
      component.close().catch(() => {});
    };
  }, [buttons, amount, orderNumber]);

  const paying = phase.kind === 'loading' || phase.kind === 'ready';
  return (
    <section className="paypal-payment" aria-label={t('payments.paypal.title')}>
      <p className="paypal-payment__status" role="status">
        {phase.kind === 'loading' && t('payments.paypal.loading')}
        {phase.kind === 'ready' && phase.note}
        {phase.kind === 'confirming' && t('payments.paypal.confirming')}
        {phase.kind === 'paid' && t('payments.paypal.paid')}
        {phase.kind === 'unconfirmed' && t('payments.paypal.unconfirmed', { orderNumber })}
      </p>
      {(phase.kind === 'load-failed' || (phase.kind === 'ready' && phase.alert)) && (
        <p className="form-notice form-notice--error" role="alert">
          {phase.kind === 'load-failed' ? phase.message : phase.alert}
        </p>
      )}
      {phase.kind === 'load-failed' && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setButtons(null);
            setAttempt((count) => count + 1);
          }}
        >
          {t('payments.retry')}
        </button>
      )}
      <div className="paypal-payment__buttons" ref={container} hidden={!paying} />
    </section>
  );
}
