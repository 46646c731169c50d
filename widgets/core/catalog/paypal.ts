import type { ShopSettings } from './shop-settings.ts';

/** The payment method id the content service gives PayPal. */
export const paypalPaymentMethodId = 4;

/** PayPal is offered when the shop accepts payment method 4. */
export function acceptsPaypal(settings: Pick<ShopSettings, 'paymentMethodIds'>): boolean {
  return settings.paymentMethodIds.some((id) => String(id) === String(paypalPaymentMethodId));
}

/**
 * "The PayPal client id is taken up when a payment method with id 4 exists" (spec §4): a client
 * id left in the settings after PayPal was switched off must not load PayPal's script.
 */
export function paypalClientIdOf(settings: Pick<ShopSettings, 'paymentMethodIds' | 'paypalClientId'>): string | null {
  return acceptsPaypal(settings) && settings.paypalClientId ? settings.paypalClientId : null;
}
