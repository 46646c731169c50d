import type { Cart } from '../cart.ts';
import type { CheckoutDraft } from '../checkout-draft.ts';
import type { PublicShippingMethod, PublicShopSettings } from '../public-shop-settings.ts';
import { linesSubtotal, orderTotals, type OrderTotals } from './order-totals.ts';
import { cheapestDelivery, defaultCountry, estimatedShipping, findPaymentMethod, findShippingMethod, methodsOverTheirValue, paymentMethodsFor, shippingMethodsFor, type PaymentChoice } from './shipping-choice.ts';

/**
 * What the checkout offers and sums for the shopper's current entries: the country shipped to,
 * the shipping methods serving it that carry the order's value, the payment methods the chosen one
 * allows, and the totals. A choice that no longer fits (another country, a method the shop
 * dropped, a cart grown past the method's maximum) counts as none. Pure.
 */

/** Present wrapping costs nothing where the shop offers it (the settings carry no price for it). */
const presentWrappingPrice = '0.00';

export interface CheckoutChoices {
  countryCode: string;
  shippingMethods: PublicShippingMethod[];
  /** Methods serving the country that do not carry goods of this value (their maximum is said). */
  methodsOverValue: PublicShippingMethod[];
  shippingMethod: PublicShippingMethod | null;
  paymentMethods: PaymentChoice[];
  paymentMethod: PaymentChoice | null;
  presentWrap: boolean;
  /** True while no method is chosen: the shipping in the totals is the cheapest to the country. */
  shippingEstimated: boolean;
  totals: OrderTotals;
}

type Settings = Pick<PublicShopSettings, 'shipping_methods' | 'shipping_countries' | 'payment_methods' | 'shipping_cost' | 'present_wrapping' | 'default_tax_percent'>;

export function checkoutChoices(cart: Cart, draft: CheckoutDraft, settings: Settings): CheckoutChoices {
  const countryCode = draft.shippingAddress?.country || defaultCountry(settings)?.country_code || '';
  const subtotal = linesSubtotal(cart.products);
  const shippingMethods = shippingMethodsFor(settings, countryCode, subtotal);
  const shippingMethod = findShippingMethod(settings, draft.shippingMethod, countryCode, subtotal);
  const paymentMethods = shippingMethod ? paymentMethodsFor(settings, shippingMethod) : [];
  const paymentMethod = shippingMethod ? findPaymentMethod(settings, shippingMethod, draft.paymentMethod) : null;
  const presentWrap = settings.present_wrapping && draft.presentWrap;
  const shipping = shippingMethod?.price_brutto ?? cheapestDelivery(shippingMethods)?.price_brutto ?? estimatedShipping(settings, subtotal).price;
  return {
    countryCode,
    shippingMethods,
    methodsOverValue: methodsOverTheirValue(settings, countryCode, subtotal),
    shippingMethod,
    paymentMethods,
    paymentMethod,
    presentWrap,
    shippingEstimated: shippingMethod === null,
    totals: orderTotals({
      lines: cart.products,
      shipping,
      wrapping: presentWrap ? presentWrappingPrice : '0.00',
      taxPercent: settings.default_tax_percent,
    }),
  };
}
