import { useEffect, useRef, useState } from 'react';
import type { Result } from '../../core/result.ts';
import { pageLanguage, t } from '../../i18n/index.ts';
import { loadPaypalSdk, type PaypalButtonsFactory, type PaypalSdkOptions } from './paypal-sdk.ts';

/**
 * What the order service made of an approved PayPal order: paid or still pending at PayPal,
 * declined by PayPal (the shopper may pay again with another source), or not confirmed.
 */
export type PaypalOutcome = 'paid' | 'pending' | 'declined' | 'unconfirmed';

export interface PaypalPaymentProps {
  /** The settings' paypal_client_id (set only while payment method 4 is accepted). */
  clientId: string;
  /** The build's payments.paypalSdkUrl (paymentProps). */
  sdkUrl: string;
  /** The placed order's number, named when its payment could not be confirmed. */
  orderNumber: string;
  /** Asks the order service to open PayPal's order for ours (amount and invoice id are the service's); its id. */
  createOrder(): Promise<Result<string>>;
  /** The shopper approved PayPal's order: the order service captures it with PayPal and says how it went. */
  onApproved(paypalOrderId: string): Promise<PaypalOutcome>;
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
  | { kind: 'pending' }
  | { kind: 'unconfirmed' };

/**
 * Pays an order the shop has already placed with PayPal's buttons. The SDK loads when this mounts,
 * so a checkout renders it only once PayPal is chosen and the order is placed. The order service
 * opens PayPal's order and captures it after the shopper's approval: this component never names an
 * amount and never decides that anything is paid. A script that does not load shows a message with
 * a retry; a cancelled or declined payment leaves the buttons there to pay again; once the service
 * confirmed the payment, the buttons are gone for good.
 */
export function PaypalPayment({ clientId, sdkUrl, orderNumber, createOrder, onApproved, onFailed, loadSdk = loadPaypalSdk }: PaypalPaymentProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [buttons, setButtons] = useState<PaypalButtonsFactory | null>(null);
  const container = useRef<HTMLDivElement>(null);
  // The latest handlers without re-rendering PayPal's buttons when the checkout passes new functions.
  const handlers = useRef({ createOrder, onApproved, onFailed });
  handlers.current = { createOrder, onApproved, onFailed };

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
      createOrder: async () => {
        const opened = await handlers.current.createOrder();
        // PayPal hands a rejection to onError, which tells the shopper.
        if (!opened.ok) throw new Error(opened.error);
        return opened.value;
      },
      onApprove: async (data) => {
        if (!current) return;
        setPhase({ kind: 'confirming' });
        const outcome = await handlers.current.onApproved(data.orderID);
        if (!current) return;
        if (outcome === 'declined') fail(t('payments.paypal.declined'), 'ready');
        else setPhase({ kind: outcome });
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
  }, [buttons]);

  const paying = phase.kind === 'loading' || phase.kind === 'ready';
  return (
    <section className="paypal-payment" aria-label={t('payments.paypal.title')}>
      <p className="paypal-payment__status" role="status">
        {phase.kind === 'loading' && t('payments.paypal.loading')}
        {phase.kind === 'ready' && phase.note}
        {phase.kind === 'confirming' && t('payments.paypal.confirming')}
        {phase.kind === 'paid' && t('payments.paypal.paid')}
        {phase.kind === 'pending' && t('payments.paypal.pending')}
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
