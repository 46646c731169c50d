import { failure, success, type Result } from '../../core/result.ts';
import type { KlarnaPaymentsApi } from './klarna-payments.ts';

/**
 * Loads Klarna Payments' script once per address, as a script element (the CSP allows no inline
 * script), and waits for Klarna to say it is ready: it calls window.klarnaAsyncCallback when set
 * up. A script that fails to load, or loads without Klarna answering in time, is a failure value;
 * the next call tries again with a fresh element.
 */
type KlarnaScriptFailure = 'load-failed';

const loads = new Map<string, Promise<Result<KlarnaPaymentsApi>>>();

interface KlarnaWindow {
  Klarna?: { Payments?: KlarnaPaymentsApi };
  klarnaAsyncCallback?: () => void;
}

export function loadKlarnaPayments(scriptUrl: string, { timeoutMs = 15_000 } = {}): Promise<Result<KlarnaPaymentsApi>> {
  let loading = loads.get(scriptUrl);
  if (!loading) {
    loading = addKlarnaScript(scriptUrl, timeoutMs).then((result) => {
      if (!result.ok) loads.delete(scriptUrl);
      return result;
    });
    loads.set(scriptUrl, loading);
  }
  return loading;
}

function addKlarnaScript(scriptUrl: string, timeoutMs: number): Promise<Result<KlarnaPaymentsApi>> {
  const page = window as unknown as KlarnaWindow;
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const earlierCallback = page.klarnaAsyncCallback;
    const settle = (result: Result<KlarnaPaymentsApi>) => {
      clearTimeout(timer);
      if (!result.ok) {
        script.remove();
        console.warn(`[klarna] Klarna Payments did not load from ${scriptUrl}.`);
      }
      resolve(result);
    };
    const ready = () => {
      const payments = page.Klarna?.Payments;
      if (payments) settle(success(payments));
      return Boolean(payments);
    };
    const timer = setTimeout(() => settle(failure('load-failed' satisfies KlarnaScriptFailure)), timeoutMs);
    page.klarnaAsyncCallback = () => {
      earlierCallback?.();
      ready();
    };
    script.src = scriptUrl;
    script.async = true;
    // Klarna calls back while its script runs; the load event is the fallback for a script that does not.
    script.onload = () => void ready();
    script.onerror = () => settle(failure('load-failed' satisfies KlarnaScriptFailure));
    document.head.append(script);
  });
}
