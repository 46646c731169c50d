import type { PayPalButtonsComponentOptions, PayPalButtonsComponent } from '@paypal/paypal-js';
import type { Language } from '../../core/languages.ts';
import { failure, success, type Result } from '../../core/result.ts';

/**
 * PayPal's JS SDK, loaded by PayPal's own loader (@paypal/paypal-js) on first use. The loader is
 * imported dynamically: its chunk, and PayPal's script, reach only shoppers who chose PayPal.
 */
export interface PaypalSdkOptions {
  /** The shop's public client id (the settings' paypal_client_id). */
  clientId: string;
  /** Where the SDK is served (BuildConfig payments.paypalSdkUrl; PayPal's own by default). */
  sdkUrl: string;
  language: Language;
}

export type PaypalButtonsFactory = (options: PayPalButtonsComponentOptions) => PayPalButtonsComponent;

/** Why there are no buttons; the component shows its translated message. */
type PaypalSdkFailure = 'load-failed' | 'no-buttons';

// PayPal picks the buttons' language from this; the shop's languages all have a German-market form.
const paypalLocales: Record<Language, string> = { de: 'de_DE', en: 'en_GB', fr: 'fr_FR' };

export async function loadPaypalSdk({ clientId, sdkUrl, language }: PaypalSdkOptions): Promise<Result<PaypalButtonsFactory>> {
  try {
    const { loadScript } = await import('@paypal/paypal-js');
    const paypal = await loadScript({
      clientId,
      sdkBaseUrl: sdkUrl,
      currency: 'EUR',
      intent: 'capture',
      components: 'buttons',
      locale: paypalLocales[language],
    });
    const buttons = paypal?.Buttons;
    return buttons ? success(buttons) : failure<PaypalButtonsFactory>('no-buttons' satisfies PaypalSdkFailure);
  } catch (error) {
    // A blocked or missing script (or its chunk, offline): the shopper gets a retry, the console the cause.
    console.warn('[paypal] The PayPal script did not load.', error);
    return failure('load-failed' satisfies PaypalSdkFailure);
  }
}
