import { describe, expect, it } from 'vitest';
import { emptyCart, type Cart } from '../../widgets/core/cart.ts';
import { emptyAddress, isPostcodeOf, maxCommentLength, validateAddress, validateComment, validateCustomerEmail } from '../../widgets/core/checkout/address-rules.ts';
import { checkoutChoices } from '../../widgets/core/checkout/checkout-choices.ts';
import { groupIban } from '../../widgets/core/checkout/iban.ts';
import { orderTotals, vatContained } from '../../widgets/core/checkout/order-totals.ts';
import { estimatedCartShipping, estimatedShipping, paymentMethodsFor, shippingMethodsFor } from '../../widgets/core/checkout/shipping-choice.ts';
import { emptyCheckoutDraft } from '../../widgets/core/checkout-draft.ts';
import type { PublicShippingMethod, PublicShopSettings } from '../../widgets/core/public-shop-settings.ts';
import { fixtureCatalog, fixtureSettings, orderBody, project } from '../support/order-fixtures.ts';
import { checkOrder } from '../../server/orders/check-order.ts';
import { allResources } from '../../widgets/i18n/all-resources.ts';
import { createTranslator } from '../../widgets/i18n/translator.ts';

// The order service's fixture shop, accepting only prepayment and cash: PayPal (4) and Klarna (3)
// stay named by the methods but are not accepted.
const settings: PublicShopSettings = { ...fixtureSettings, payment_methods: [{ id: 1 }, { id: 2 }], shipping_cost: '6.90' };
const [parcel, eu, pickup] = fixtureSettings.shipping_methods as [PublicShippingMethod, PublicShippingMethod, PublicShippingMethod];

const cartOf = (...lines: Array<[string, number]>): Cart => ({
  ...emptyCart(0),
  products: lines.map(([priceBrutto, count], index) => ({ cartId: `c${index}`, product: { id: index, display_name: `P${index}` }, variant: null, personalization: null, count, priceBrutto })),
});

describe('order totals', () => {
  it('adds exactly where floats would not: 3 × 19.99 and 0.10 + 0.20', () => {
    expect(orderTotals({ lines: [{ priceBrutto: '19.99', count: 3 }], shipping: '0.00', wrapping: '0.00', taxPercent: 19 }).total).toBe('59.97');
    expect(orderTotals({ lines: [{ priceBrutto: '0.10', count: 1 }, { priceBrutto: '0.20', count: 1 }], shipping: '0.00', wrapping: '0.00', taxPercent: 19 }).total).toBe('0.30');
  });

  it('states the VAT contained in the gross total, rounded half up to the cent', () => {
    expect(vatContained('119.00', 19)).toBe('19.00');
    expect(vatContained('1296.90', 19)).toBe('207.07');
    expect(vatContained('10.00', 7)).toBe('0.65');
    const totals = orderTotals({ lines: [{ priceBrutto: '1290.00', count: 1 }], shipping: '6.90', wrapping: '0.00', taxPercent: 19 });
    expect(totals).toEqual({ subtotal: '1290.00', shipping: '6.90', wrapping: '0.00', total: '1296.90', vatContained: '207.07', taxPercent: 19 });
  });
});

describe('shipping and payment choice', () => {
  it('offers the methods serving the country, and only payments the shop accepts', () => {
    expect(shippingMethodsFor(settings, 'DE', '100.00')).toEqual([parcel, pickup]);
    expect(shippingMethodsFor(settings, 'at', '100.00')).toEqual([eu]);
    expect(shippingMethodsFor(settings, 'IT', '100.00')).toEqual([]);
    // Klarna (3) and PayPal (4) are named by the method but not accepted by the shop.
    expect(paymentMethodsFor(settings, parcel)).toEqual([{ id: 1, method: 'prepayment' }]);
  });

  it('estimates shipping with the cheapest delivery to the default country, not the collection in the shop', () => {
    expect(estimatedShipping(settings, '100.00')).toEqual({ price: '6.90', method: parcel });
    expect(estimatedShipping({ ...settings, shipping_methods: [] }, '100.00').price).toBe('6.90');
  });

  it('estimates no shipping for a cart of which nothing can be ordered (every line sold out or gone)', () => {
    expect(estimatedCartShipping(settings, [])).toEqual({ price: '0.00', method: null });
    expect(estimatedCartShipping(settings, [{ priceBrutto: '50.00', count: 2 }])).toEqual({ price: '6.90', method: parcel });
  });

  describe('a method with a maximum order value (a parcel insured up to 2,500 €)', () => {
    const insuredParcel = { ...parcel, max_order_value: '2500.00' };
    const valueParcel = { ...parcel, name: 'DHL Wertversand', price_brutto: '14.90', max_order_value: null };
    const limited: PublicShopSettings = { ...settings, shipping_methods: [insuredParcel, valueParcel, eu, pickup] };

    it('carries goods up to its maximum, inclusive, and is missing above it, where the checkout says why', () => {
      expect(shippingMethodsFor(limited, 'DE', '2500.00')).toEqual([insuredParcel, valueParcel, pickup]);
      expect(shippingMethodsFor(limited, 'DE', '2500.01')).toEqual([valueParcel, pickup]);
      expect(shippingMethodsFor(limited, 'DE', '12000.00')).toEqual([valueParcel, pickup]);
      const overValue = checkoutChoices(cartOf(['1290.00', 2]), { ...emptyCheckoutDraft(0), shippingAddress: emptyAddress('DE') }, limited);
      expect(overValue.methodsOverValue).toEqual([insuredParcel]);
      expect(checkoutChoices(cartOf(['1290.00', 1]), { ...emptyCheckoutDraft(0), shippingAddress: emptyAddress('DE') }, limited).methodsOverValue).toEqual([]);
    });

    it('estimates the cart\'s shipping with the cheapest method that carries it', () => {
      expect(estimatedShipping(limited, '2500.00')).toEqual({ price: '6.90', method: insuredParcel });
      expect(estimatedShipping(limited, '2580.00')).toEqual({ price: '14.90', method: valueParcel });
    });

    it('forgets the chosen parcel once the cart grows past its maximum', () => {
      const draft = { ...emptyCheckoutDraft(0), shippingAddress: emptyAddress('DE'), shippingMethod: insuredParcel.name, paymentMethod: '1' };
      expect(checkoutChoices(cartOf(['1290.00', 1]), draft, limited).shippingMethod).toBe(insuredParcel);
      const grown = checkoutChoices(cartOf(['1290.00', 2]), draft, limited);
      expect(grown.shippingMethod).toBeNull();
      expect(grown.totals.shipping).toBe('14.90');
    });
  });

  it('sums the chosen method, and forgets a choice that does not fit the country', () => {
    const draft = { ...emptyCheckoutDraft(0), shippingAddress: { ...emptyAddress('DE') }, shippingMethod: pickup.name, paymentMethod: '2', presentWrap: true };
    const chosen = checkoutChoices(cartOf(['100.00', 2]), draft, settings);
    expect(chosen.shippingMethod).toBe(pickup);
    expect(chosen.paymentMethod).toEqual({ id: 2, method: 'cash' });
    expect(chosen.totals).toMatchObject({ subtotal: '200.00', shipping: '0.00', wrapping: '0.00', total: '200.00', vatContained: '31.93' });
    const moved = checkoutChoices(cartOf(['100.00', 2]), { ...draft, shippingAddress: emptyAddress('AT') }, settings);
    expect(moved.shippingMethod).toBeNull();
    expect(moved.paymentMethod).toBeNull();
    expect(moved.shippingEstimated).toBe(true);
    expect(moved.totals.shipping).toBe('19.90');
    expect(checkoutChoices(cartOf(['1.00', 1]), draft, { ...settings, present_wrapping: false }).presentWrap).toBe(false);
  });
});

describe('address rules', () => {
  const complete = { ...emptyAddress('DE'), firstName: 'Anna', lastName: 'Muster', street: 'Hauptstraße', number: '5', zipCode: '79098', city: 'Freiburg' };

  it('requires every field but the company, and a country the shop ships to', () => {
    expect(validateAddress(complete, ['DE'])).toEqual({});
    expect(validateAddress({ ...complete, firstName: ' ', city: '' }, ['DE'])).toEqual({ firstName: 'required', city: 'required' });
    expect(validateAddress({ ...complete, country: 'US' }, ['DE'])).toEqual({ country: 'country' });
    expect(Object.keys(validateAddress(null, ['DE']))).toContain('street');
  });

  it('refuses line breaks, control and bidi characters in any field, with a message of their own, and the same in the e-mail', () => {
    const errors = validateAddress({ ...complete, firstName: 'Anna\r\nX', lastName: 'Muster\u202e', company: 'A\u0000B', street: 'Haupt\u001bstraße', city: 'Frei\u2066burg\u2069' }, ['DE']);
    expect(errors).toEqual({ firstName: 'characters', lastName: 'characters', company: 'characters', street: 'characters', city: 'characters' });
    expect(validateAddress({ ...complete, firstName: 'Zoë', lastName: 'حداد', city: 'Saint-Étienne' }, ['DE'])).toEqual({});
    expect(validateCustomerEmail('anna@example.org\u0000')).toBe('email');
    const translator = createTranslator(allResources, 'de');
    for (const lang of ['de', 'en', 'fr'] as const) expect(translator.forLanguage(lang)('checkout.errors.characters'), lang).not.toBe('checkout.errors.characters');
  });

  it('checks the postcode by the country’s form', () => {
    expect(validateAddress({ ...complete, zipCode: '7909' }, ['DE'])).toEqual({ zipCode: 'zipCode' });
    expect(isPostcodeOf('AT', '1010')).toBe(true);
    expect(isPostcodeOf('AT', '10100')).toBe(false);
    expect(isPostcodeOf('NL', '1012 AB')).toBe(true);
    expect(isPostcodeOf('LU', 'L-1234')).toBe(true);
    expect(isPostcodeOf('FR', '7500')).toBe(false);
    expect(isPostcodeOf('SE', '114 55')).toBe(true);
  });

  it('asks for an e-mail address that can be written to', () => {
    expect(validateCustomerEmail('')).toBe('required');
    expect(validateCustomerEmail('anna@')).toBe('email');
    expect(validateCustomerEmail(' anna@example.org ')).toBeNull();
  });
});

describe('bank details', () => {
  it('shows the IBAN in groups of four, however it was stored', () => {
    expect(groupIban('DE72123456780001962000')).toBe('DE72 1234 5678 0001 9620 00');
    expect(groupIban('de72 1234 5678 0001 9620 00')).toBe('DE72 1234 5678 0001 9620 00');
  });
});

describe('the order comment', () => {
  it('takes several lines up to 2,000 characters and says what is wrong beyond that', () => {
    expect(validateComment('')).toBeNull();
    expect(validateComment('Bitte klingeln.\nDanke!')).toBeNull();
    expect(validateComment('x'.repeat(maxCommentLength))).toBeNull();
    expect(validateComment('x'.repeat(maxCommentLength + 1))).toBe('commentTooLong');
    expect(validateComment('Bitte \u202eklingeln')).toBe('commentCharacters');
  });

  it('is judged by the order service with the same limit: what the form lets through is taken, one more character is refused', () => {
    const within = orderBody('comment-within');
    within.checkout.comment = 'x'.repeat(maxCommentLength);
    expect(checkOrder(within, fixtureCatalog(), project).ok).toBe(true);
    const beyond = orderBody('comment-beyond');
    beyond.checkout.comment = 'x'.repeat(maxCommentLength + 1);
    const verdict = checkOrder(beyond, fixtureCatalog(), project);
    expect(verdict.ok ? null : verdict.refusal.fields).toEqual(['checkout.comment']);
  });
});
