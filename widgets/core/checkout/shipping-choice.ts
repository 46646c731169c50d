import type { ItemId } from '../catalog/taxonomy.ts';
import type { Money } from '../money.ts';
import { linesSubtotal } from './order-totals.ts';
import type { PublicShippingCountry, PublicShippingMethod, PublicShopSettings } from '../public-shop-settings.ts';

/**
 * Which shipping and payment methods a shopper may choose (spec §3, shipping method config):
 * a shipping method serves the countries it names, carries goods up to its maximum order value
 * (a parcel's insured sum), and allows the payment methods it names that the shop accepts at all.
 * Pure; the cart, the checkout and the order service ask the same questions.
 */

type Settings = Pick<PublicShopSettings, 'shipping_methods' | 'shipping_countries' | 'payment_methods' | 'shipping_cost'>;

/** The country the cart page prices shipping for until the shopper gives an address: the first the shop ships to. */
export function defaultCountry(settings: Pick<PublicShopSettings, 'shipping_countries'>): PublicShippingCountry | null {
  return settings.shipping_countries[0] ?? null;
}

const sameCountry = (code: string) => (country: PublicShippingCountry) => country.country_code.toUpperCase() === code.toUpperCase();

function shipsTo(settings: Pick<PublicShopSettings, 'shipping_countries'>, countryCode: string): boolean {
  return settings.shipping_countries.some(sameCountry(countryCode));
}

/** The shipping methods serving a country, in the settings' order, whatever the order's value. */
function methodsServing(settings: Settings, countryCode: string): PublicShippingMethod[] {
  if (!shipsTo(settings, countryCode)) return [];
  return settings.shipping_methods.filter((method) => method.shipping_countries.some(sameCountry(countryCode)));
}

/** Whether a method carries goods of this value (the subtotal): up to its maximum, inclusive. */
const carries = (method: PublicShippingMethod, subtotal: Money) => method.max_order_value === null || !cheaper(method.max_order_value, subtotal);

/** The shipping methods serving a country that carry an order of this subtotal, in the settings' order. */
export function shippingMethodsFor(settings: Settings, countryCode: string, subtotal: Money): PublicShippingMethod[] {
  return methodsServing(settings, countryCode).filter((method) => carries(method, subtotal));
}

/** Methods that serve the country but not an order of this value: the checkout says why they are missing. */
export function methodsOverTheirValue(settings: Settings, countryCode: string, subtotal: Money): PublicShippingMethod[] {
  return methodsServing(settings, countryCode).filter((method) => !carries(method, subtotal));
}

export function findShippingMethod(settings: Settings, name: string | null, countryCode: string, subtotal: Money): PublicShippingMethod | null {
  if (name === null) return null;
  return shippingMethodsFor(settings, countryCode, subtotal).find((method) => method.name === name) ?? null;
}

export interface PaymentChoice {
  id: ItemId;
  /** The provider key: 'prepayment', 'paypal', 'klarna', 'cash' … */
  method: string;
}

/** The payment methods a shipping method allows, limited to those the shop accepts. */
export function paymentMethodsFor(settings: Settings, shippingMethod: PublicShippingMethod): PaymentChoice[] {
  const accepted = new Set(settings.payment_methods.map(({ id }) => String(id)));
  return shippingMethod.payment_methods.filter(({ id }) => accepted.has(String(id))).map(({ id, method }) => ({ id, method }));
}

export function findPaymentMethod(settings: Settings, shippingMethod: PublicShippingMethod, id: string | null): PaymentChoice | null {
  if (id === null) return null;
  return paymentMethodsFor(settings, shippingMethod).find((choice) => String(choice.id) === id) ?? null;
}

/** Compares two-place money strings without decimal.js: both are plain decimals with two places. */
function cheaper(a: Money, b: Money): boolean {
  const [wholeA, centsA] = a.split('.') as [string, string];
  const [wholeB, centsB] = b.split('.') as [string, string];
  return wholeA.length !== wholeB.length ? wholeA.length < wholeB.length : `${wholeA}${centsA}` < `${wholeB}${centsB}`;
}

/**
 * The cheapest way to get the parcel there, for an estimate before the shopper chose: collecting
 * it in the shop costs nothing but is no delivery, so it counts only where nothing else serves.
 */
export function cheapestDelivery(methods: readonly PublicShippingMethod[]): PublicShippingMethod | null {
  const deliveries = methods.filter((method) => method.shipping_provider !== 'pickup');
  return (deliveries.length > 0 ? deliveries : methods).reduce<PublicShippingMethod | null>(
    (best, method) => (best === null || cheaper(method.price_brutto, best.price_brutto) ? method : best),
    null,
  );
}

/**
 * The shipping the cart page shows before a method is chosen: the cheapest delivery to the
 * default country that carries the subtotal, or the settings' shipping cost when none does.
 */
/** The cart page's estimate for what of the cart can be ordered: nothing to send costs nothing to send. */
export function estimatedCartShipping(settings: Settings, orderable: readonly { priceBrutto: Money; count: number }[]): { price: Money; method: PublicShippingMethod | null } {
  return orderable.length === 0 ? { price: '0.00', method: null } : estimatedShipping(settings, linesSubtotal(orderable));
}

export function estimatedShipping(settings: Settings, subtotal: Money): { price: Money; method: PublicShippingMethod | null } {
  const country = defaultCountry(settings);
  const cheapest = cheapestDelivery(country ? shippingMethodsFor(settings, country.country_code, subtotal) : []);
  return cheapest ? { price: cheapest.price_brutto, method: cheapest } : { price: settings.shipping_cost, method: null };
}
