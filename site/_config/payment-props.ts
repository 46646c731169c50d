import type { BuildConfig } from './build-options.ts';
import type { PaymentUrls } from './payment-origins.ts';

/**
 * The payment scripts' addresses as the checkout widget's props: the browser loads PayPal's and
 * Klarna's scripts from where the build was told (the test builds and `npm start` point them at
 * the local payment sandbox, which the checkout then names).
 */
export function paymentProps(config: Pick<BuildConfig, 'payments'>): PaymentUrls & { sandbox: boolean } {
  return { paypalSdkUrl: config.payments.paypalSdkUrl, klarnaScriptUrl: config.payments.klarnaScriptUrl, sandbox: config.payments.sandbox };
}
