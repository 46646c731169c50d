import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { Money } from '../../core/money.ts';
import { failure, success, type Result } from '../../core/result.ts';
import type { OrderService } from '../../content/order-service.ts';
import type { KlarnaSessionRequest } from '../../content/order-service-wire.ts';
import { t } from '../../i18n/index.ts';
import { authorizeKlarna, showKlarnaForm, type KlarnaCustomer, type KlarnaPaymentsApi } from './klarna-payments.ts';
import { loadKlarnaPayments } from './klarna-script.ts';

/** What the checkout holds to finish a Klarna payment when the order button is pressed. */
export interface KlarnaHandle {
  /**
   * Asks Klarna to approve the payment: the authorization token for postKlarnaOrder, or a
   * translated message to show by the order button (not approved, or Klarna not ready yet).
   */
  authorize(customer: KlarnaCustomer): Promise<Result<string>>;
}

export interface KlarnaPaymentProps {
  /** The build's payments.klarnaScriptUrl (paymentProps). */
  scriptUrl: string;
  orderService: Pick<OrderService, 'postKlarnaSession'>;
  /** The order's uuid, made before the order is placed and kept until it succeeds. */
  orderUuid: string;
  /** The gross total the shopper sees; a new amount opens a new Klarna session. */
  amount: Money;
  /** The order as it stands now (read when a session opens); the service prices the session from it. */
  sessionOrder(): KlarnaSessionRequest;
  /** Filled while Klarna's form is shown; null otherwise. */
  handle: RefObject<KlarnaHandle | null>;
  /** Replaces Klarna's loader (tests). */
  loadScript?: typeof loadKlarnaPayments;
}

type Phase = { kind: 'loading' } | { kind: 'shown' } | { kind: 'failed'; message: string; retry: boolean };

/** The message a checkout shows when the order button is pressed before Klarna is ready. */
export const klarnaNotReady = (): Result<string> => failure(t('payments.klarna.notReady'));

/**
 * Klarna's "pay later" form, shown in the checkout as soon as Klarna is chosen (before the order
 * button): loads Klarna's script, opens a session through the order service (which alone may
 * talk to Klarna) and lets Klarna render its form here. The checkout authorizes through `handle`.
 */
export function KlarnaPayment({ scriptUrl, orderService, orderUuid, amount, sessionOrder, handle, loadScript = loadKlarnaPayments }: KlarnaPaymentProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Klarna finds its container by selector; React's ids carry characters a selector would need escaped.
  const containerId = `klarna-payments-${useId().replace(/[^\w-]/g, '')}`;
  const services = useRef({ orderService, sessionOrder });
  services.current = { orderService, sessionOrder };

  useEffect(() => {
    let current = true;
    let payments: KlarnaPaymentsApi | null = null;
    const stop = (message: string, retry = true) => {
      if (!current) return;
      setPhase({ kind: 'failed', message, retry });
      // The order button then says what failed and what to do, never "wait" for what cannot come.
      handle.current = { authorize: () => Promise.resolve(failure(message)) };
    };
    setPhase({ kind: 'loading' });
    handle.current = { authorize: () => Promise.resolve(klarnaNotReady()) };

    void (async () => {
      const loaded = await loadScript(scriptUrl);
      if (!current) return;
      if (!loaded.ok) return stop(t('payments.klarna.loadFailed'));
      const session = await services.current.orderService.postKlarnaSession({ ...services.current.sessionOrder(), orderUuid });
      if (!current) return;
      if (!session.ok) return stop(t('payments.klarna.sessionFailed'));
      payments = loaded.value;
      // The form needs its container on the page: show it before Klarna fills it.
      setPhase({ kind: 'shown' });
      const shown = await showKlarnaForm(payments, session.value.clientToken, `#${containerId}`);
      if (!current) return;
      if (!shown) return stop(t('payments.klarna.unavailable'), false);
      handle.current = {
        authorize: async (customer) => {
          if (!current || !payments) return klarnaNotReady();
          const authorization = await authorizeKlarna(payments, customer);
          if (authorization.approved) return success(authorization.token);
          // Klarna hides its form when it will not offer the method at all; say so here too.
          if (!authorization.formStillShown) stop(t('payments.klarna.unavailable'), false);
          return failure(t('payments.klarna.notApproved'));
        },
      };
    })();

    return () => {
      current = false;
      handle.current = null;
    };
  }, [scriptUrl, orderUuid, amount, attempt, containerId, handle, loadScript]);

  return (
    <section className="klarna-payment" aria-label={t('payments.klarna.title')} aria-busy={phase.kind === 'loading'}>
      <p className="klarna-payment__status" role="status">
        {phase.kind === 'loading' && t('payments.klarna.loading')}
      </p>
      {phase.kind === 'failed' && (
        <>
          <p className="form-notice form-notice--error" role="alert">
            {phase.message}
          </p>
          {phase.retry && (
            <button type="button" className="button button--secondary" onClick={() => setAttempt((count) => count + 1)}>
              {t('payments.retry')}
            </button>
          )}
        </>
      )}
      <div id={containerId} className="klarna-payment__form" hidden={phase.kind !== 'shown'} />
    </section>
  );
}
