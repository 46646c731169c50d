import type { BuildConfig } from './build-options.ts';
import type { PaymentUrls } from './payment-origins.ts';

/**
 * The payment scripts' addresses as the checkout widget's props: the browser loads PayPal's and
 * Klarna's scripts from where the build was told (the test builds point them at local doubles).
 */
export function paymentProps(config: Pick<BuildConfig, 'payments'>): PaymentUrls {
  return { paypalSdkUrl: config.payments.paypalSdkUrl, klarnaScriptUrl: config.payments.klarnaScriptUrl };
}
