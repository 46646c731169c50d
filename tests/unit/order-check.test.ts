import { describe, expect, it } from 'vitest';
import { checkOrder, type OrderVerdict } from '../../server/orders/check-order.ts';
import type { CartLine } from '../../widgets/core/cart.ts';
import { orderableProduct, orderCatalog, type OrderableProduct } from '../../server/orders/order-catalog.ts';
import { fixtureCatalog, fixtureProducts, fixtureSettings, orderBody, project } from '../support/order-fixtures.ts';
import { engravedOrder } from '../support/order-mail-cases.ts';

type Body = ReturnType<typeof orderBody>;

/** The base order with changes: a copy, so one case never leaks into the next. */
function changed(change: (body: Body) => void): Body {
  const body = structuredClone(orderBody());
  change(body);
  return body;
}

const line = (fields: Partial<CartLine> & Pick<CartLine, 'product' | 'priceBrutto'>): CartLine => ({ cartId: 'c2', variant: null, personalization: null, count: 1, ...fields });

/** Replaces the lines and sets the totals the shopper would have seen for them (shipping 6.90). */
function withLines(lines: CartLine[], subtotal: string, total: string, vat: string) {
  return changed((body) => {
    body.cart.products = lines;
    body.totals = { ...body.totals, subtotal, total, vatContained: vat };
  });
}

const refusal = (verdict: OrderVerdict) => (verdict.ok ? null : verdict.refusal);
const check = (body: unknown, settings = {}) => checkOrder(body, fixtureCatalog(settings), project);

describe('checking an order against the catalog', () => {
  it('accepts an order made from the catalog, with names, prices and totals from the catalog', () => {
    const verdict = check(orderBody());
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.value.lines).toEqual([
      {
        productId: 101,
        productName: 'Ring Aurora',
        variantId: null,
        variantName: null,
        variantLabel: null,
        personalization: { engraving: 'A & B' },
        personalizationLabelled: [{ label: 'Gravur', value: 'A & B' }],
        count: 1,
        priceBrutto: '1290.00',
        lineTotal: '1290.00',
        // The working days until dispatch, as the product page states them: the confirmation names them.
        dispatchDays: 2,
        characteristics: [],
        unitPrice: null,
        containsBatteries: false,
      },
    ]);
    expect(verdict.value.totals).toEqual({ subtotal: '1290.00', shipping: '6.90', wrapping: '0.00', total: '1296.90', vatContained: '207.07', taxPercent: 19 });
    expect(verdict.value.payment).toEqual({ id: 1, method: 'prepayment' });
    expect(verdict.value.shippingMethod.name).toBe('DHL Paket versichert');
  });

  it("takes a chosen option as the shop wrote it, bidi isolates included, while a typed value with them is refused", () => {
    const withBox = (box: string, initials = 'AB') =>
      withLines([line({ product: { id: 105, display_name: 'Knöpfe' }, personalization: { id: 2, values: { initials, box } }, priceBrutto: '149.00' })], '149.00', '155.90', '24.89');
    expect(refusal(check(withBox('Beutel \u2067Samt\u2069')))).toBeNull();
    expect(refusal(check(withBox('Etui', 'A\u2067B\u2069')))?.code).toBe('personalization');
  });

  it('checks and names an order in its language, and takes a choice made on another language’s page', () => {
    const german = fixtureProducts.map(orderableProduct);
    const inEnglish = (product: OrderableProduct): OrderableProduct =>
      product.id === 105
        ? { ...product, displayName: 'Cufflinks', personalization: { id: 2, fields: product.personalization!.fields.map((field) => (field.key === 'box' ? { ...field, label: 'Packaging', options: ['Case', 'Pouch', 'Velvet pouch'] } : field)) } }
        : product;
    const settings = { ...fixtureSettings, shipping_methods: fixtureSettings.shipping_methods.map((method) => ({ ...method, translations: [{ languages_code: 'en', name: `${method.name} (en)` }] })) };
    const catalog = orderCatalog(settings, german, null, null, { en: german.map(inEnglish) });
    const cufflinks = (box: string) => {
      const body = withLines([line({ product: { id: 105, display_name: 'Knöpfe' }, personalization: { id: 2, values: { initials: 'AB', box } }, priceBrutto: '149.00' })], '149.00', '155.90', '24.89');
      return checkOrder({ ...body, language: 'en' }, catalog, project);
    };
    const english = cufflinks('Pouch');
    expect(english.ok && english.value.lines[0]).toMatchObject({ productName: 'Cufflinks', personalizationLabelled: [{ label: 'Initialen', value: 'AB' }, { label: 'Packaging', value: 'Pouch' }] });
    expect(english.ok && english.value.shippingMethod).toMatchObject({ name: 'DHL Paket versichert', label: 'DHL Paket versichert (en)' });
    // Chosen on the German page before the shopper switched to English.
    expect(refusal(cufflinks('Beutel'))).toBeNull();
    expect(refusal(cufflinks('Gold'))?.code).toBe('personalization');
  });

  it('prices a variant by its own price, or by the product price when it has none', () => {
    const body = withLines(
      [
        line({ product: { id: 102, display_name: 'Uhr' }, variant: { id: 7, display_name: '42 mm' }, count: 2, priceBrutto: '4500.00' }),
        line({ cartId: 'c3', product: { id: 105, display_name: 'Knöpfe' }, personalization: { id: 2, values: { initials: 'AB', box: 'Etui' } }, priceBrutto: '149.00' }),
      ],
      '9149.00',
      '9155.90',
      '1461.87',
    );
    const verdict = check(body);
    expect(refusal(verdict)).toBeNull();
    const eightyFour = withLines([line({ product: { id: 102, display_name: 'Uhr' }, variant: { id: 8, display_name: '44 mm' }, priceBrutto: '4700.00' })], '4700.00', '4706.90', '751.52');
    // 44 mm is out of stock but may be reordered: orderable only where the shop sells to order.
    expect(refusal(check(eightyFour))?.code).toBe('unavailable');
    expect(refusal(check(eightyFour, { purchase_to_order: true }))).toBeNull();
  });

  it("keeps each line's essential characteristics from the catalog (the attribute table, empty groups left out), whatever the cart claimed", () => {
    const body = engravedOrder('de');
    body.cart.products[0]!.characteristics = [{ name: 'Material', value: 'Platin' }];
    const verdict = check(body);
    expect(refusal(verdict)).toBeNull();
    if (!verdict.ok) return;
    expect(verdict.value.lines[0]!.characteristics).toEqual([
      { name: 'Material', value: 'Gelbgold 585' },
      { name: 'Oberfläche', value: 'poliert, mattiert' },
    ]);
  });

  it("dates each line's dispatch by its variant's own time, else by its product's", () => {
    const dispatchDays = (variant: { id: number; display_name: string }, priceBrutto: string, subtotal: string, total: string, vat: string) => {
      const verdict = check(withLines([line({ product: { id: 102, display_name: 'Uhr' }, variant, priceBrutto })], subtotal, total, vat), { purchase_to_order: true });
      return verdict.ok ? verdict.value.lines[0]!.dispatchDays : verdict.refusal;
    };
    expect(dispatchDays({ id: 7, display_name: '42 mm' }, '4500.00', '4500.00', '4506.90', '719.59')).toBe(2);
    expect(dispatchDays({ id: 8, display_name: '44 mm' }, '4700.00', '4700.00', '4706.90', '751.52')).toBe(21);
  });

  describe('the probes a tamperer tries, each refused', () => {
    it.each<[string, (body: Body) => void, string, string[]?]>([
      ['count −5', (body) => (body.cart.products[0]!.count = -5), 'invalid', ['cart.products[0].count']],
      ['price 0.01', (body) => (body.cart.products[0]!.priceBrutto = '0.01'), 'price_changed', ['cart.products[0].priceBrutto']],
      ['price −1290.00', (body) => (body.cart.products[0]!.priceBrutto = '-1290.00'), 'invalid', ['cart.products[0].priceBrutto']],
      ['product 999999', (body) => (body.cart.products[0]!.product.id = 999999), 'unavailable', ['cart.products[0].product']],
      ['shipping cost −500 in the totals', (body) => (body.totals.shipping = '-500.00'), 'totals', ['totals.shipping']],
      ['shipping cost −500 in the draft', (body) => (body.checkout.shippingCost = -500), 'invalid', ['checkout.shippingCost']],
      [
        'count 1e308 with price "abc"',
        (body) => Object.assign(body.cart.products[0]!, { count: 1e308, priceBrutto: 'abc' }),
        'invalid',
        ['cart.products[0].count', 'cart.products[0].priceBrutto'],
      ],
      ['another project', (body) => (body.project = 'other-shop.example'), 'invalid', ['project']],
      ['a total lowered to match a lower price', (body) => Object.assign(body.totals, { total: '6.90', subtotal: '0.00', vatContained: '1.10' }), 'totals', ['totals.subtotal', 'totals.total', 'totals.vatContained']],
    ])('%s', (_probe, change, code, fields) => {
      const found = refusal(check(changed(change)));
      expect(found?.code).toBe(code);
      if (fields) expect(found?.fields).toEqual(fields);
    });
  });

  it('refuses orders while the cart is off or the shop is in maintenance, or without a catalog', () => {
    expect(refusal(check(orderBody(), { enable_cart: false }))?.code).toBe('shop_closed');
    expect(refusal(check(orderBody(), { maintenance_mode: true }))?.code).toBe('shop_closed');
    expect(refusal(checkOrder(orderBody(), null, project))?.code).toBe('shop_closed');
  });

  it.each<[string, CartLine, string]>([
    ['a product on request', line({ product: { id: 103, display_name: 'Brosche' }, priceBrutto: '100.00' }), 'unavailable'],
    ['a sold-out product', line({ product: { id: 104, display_name: 'Kette' }, priceBrutto: '89.00' }), 'unavailable'],
    ['a product with variants without one', line({ product: { id: 102, display_name: 'Uhr' }, priceBrutto: '4500.00' }), 'unavailable'],
    ['an inactive variant', line({ product: { id: 102, display_name: 'Uhr' }, variant: { id: 9, display_name: '40 mm' }, priceBrutto: '4500.00' }), 'unavailable'],
    ['a variant of another product', line({ product: { id: 101, display_name: 'Ring' }, variant: { id: 7, display_name: '42 mm' }, priceBrutto: '1290.00' }), 'unavailable'],
    ['more than in stock', line({ product: { id: 101, display_name: 'Ring' }, count: 4, priceBrutto: '1290.00' }), 'over_stock'],
    ['a count past what a cart line takes (99)', line({ product: { id: 101, display_name: 'Ring' }, count: 100, priceBrutto: '1290.00' }), 'invalid'],
    ['a fractional count', line({ product: { id: 101, display_name: 'Ring' }, count: 1.5, priceBrutto: '1290.00' }), 'invalid'],
    ['an engraving too long', line({ product: { id: 101, display_name: 'Ring' }, personalization: { id: 1, values: { engraving: 'x'.repeat(21) } }, priceBrutto: '1290.00' }), 'personalization'],
    ['a required personalization missing', line({ product: { id: 105, display_name: 'Knöpfe' }, personalization: { id: 2, values: { box: 'Etui' } }, priceBrutto: '149.00' }), 'personalization'],
    ['a choice not offered', line({ product: { id: 105, display_name: 'Knöpfe' }, personalization: { id: 2, values: { initials: 'AB', box: 'Gold' } }, priceBrutto: '149.00' }), 'personalization'],
    ['a personalization the product does not have', line({ product: { id: 104, display_name: 'Kette' }, personalization: { id: 9, values: { engraving: 'X' } }, priceBrutto: '89.00' }), 'personalization'],
  ])('refuses %s', (_case, cartLine, code) => {
    expect(refusal(check(withLines([cartLine], '0.00', '0.00', '0.00')))?.code).toBe(code);
  });

  it('counts the stock over all lines of one product: two engraved rings of three in stock, then four', () => {
    const ring = (cartId: string, count: number, engraving: string) => line({ cartId, product: { id: 101, display_name: 'Ring' }, count, personalization: { id: 1, values: { engraving } }, priceBrutto: '1290.00' });
    expect(refusal(check(withLines([ring('a', 1, 'A'), ring('b', 2, 'B')], '3870.00', '3876.90', '619.00')))).toBeNull();
    const found = refusal(check(withLines([ring('a', 2, 'A'), ring('b', 2, 'B')], '5160.00', '5166.90', '824.97')));
    expect(found).toEqual({
      code: 'over_stock',
      message: 'Only 3 of Ring Aurora in stock.',
      fields: ['cart.products[0].count', 'cart.products[1].count'],
      shortages: [{ lines: [0, 1], available: 3 }],
    });
  });

  it('names every short product in one refusal, the sold-out one first, so the checkout can mend the whole cart at once', () => {
    const ring = line({ cartId: 'r', product: { id: 101, display_name: 'Ring' }, count: 5, priceBrutto: '1290.00' });
    const chain = line({ cartId: 'k', product: { id: 104, display_name: 'Kette' }, count: 1, priceBrutto: '89.00' });
    const found = refusal(check(withLines([ring, chain], '6539.00', '6545.90', '1044.05')));
    expect(found).toEqual({
      code: 'unavailable',
      message: expect.stringMatching(/sold out/) as string,
      fields: ['cart.products[0].count', 'cart.products[1].count'],
      shortages: [
        { lines: [0], available: 3 },
        { lines: [1], available: 0 },
      ],
    });
  });

  it('needs a shipping method serving the address country and a payment method it allows and the shop accepts', () => {
    const toFrance = changed((body) => (body.checkout.shippingAddress!.country = 'FR'));
    expect(refusal(check(toFrance))?.code).toBe('shipping');
    const cashByParcel = changed((body) => (body.checkout.paymentMethod = '2'));
    expect(refusal(check(cashByParcel))?.code).toBe('payment');
    const klarnaNotAccepted = changed((body) => (body.checkout.paymentMethod = '3'));
    expect(refusal(check(klarnaNotAccepted))).toBeNull();
    expect(refusal(check(klarnaNotAccepted, { payment_methods: [{ id: 1 }, { id: 4 }] }))?.code).toBe('payment');
    const pickupCash = changed((body) => {
      body.checkout.shippingMethod = 'Abholung im Geschäft';
      body.checkout.paymentMethod = '2';
      body.totals = { ...body.totals, shipping: '0.00', total: '1290.00', vatContained: '205.97' };
    });
    expect(refusal(check(pickupCash))).toBeNull();
  });

  it('refuses a parcel for goods above its maximum order value, naming the maximum', () => {
    const insuredUpTo = (max: string) => ({ shipping_methods: fixtureSettings.shipping_methods.map((method) => (method.name === 'DHL Paket versichert' ? { ...method, max_order_value: max } : method)) });
    const ring = (cartId: string, count: number) => line({ cartId, product: { id: 101, display_name: 'Ring' }, count, personalization: { id: 1, values: { engraving: cartId } }, priceBrutto: '1290.00' });
    const twoRings = withLines([ring('a', 2)], '2580.00', '2586.90', '413.03');
    expect(refusal(check(twoRings, insuredUpTo('2580.00')))).toBeNull();
    expect(refusal(check(twoRings, insuredUpTo('2500.00')))).toEqual({
      code: 'shipping',
      message: 'DHL Paket versichert carries orders up to 2500.00; this one is 2580.00.',
      fields: ['checkout.shippingMethod'],
    });
  });

  it('takes present wrapping free where it is offered and refuses it where not', () => {
    const wrapped = changed((body) => (body.checkout.presentWrap = true));
    expect(refusal(check(wrapped))).toBeNull();
    expect(refusal(check(wrapped, { present_wrapping: false }))?.code).toBe('wrapping');
    const charged = changed((body) => {
      body.checkout.presentWrap = true;
      body.totals = { ...body.totals, wrapping: '5.00', total: '1301.90', vatContained: '207.87' };
    });
    expect(refusal(check(charged))?.code).toBe('totals');
  });

  it('refuses a tax rate other than the shop’s', () => {
    expect(refusal(check(changed((body) => (body.totals.taxPercent = 7))))?.fields).toEqual(['totals.taxPercent']);
  });

  it('names every missing part of the address and a bad e-mail', () => {
    const found = refusal(
      check(
        changed((body) => {
          body.checkout.customerEmail = 'anna@';
          Object.assign(body.checkout.shippingAddress!, { street: ' ', zipCode: '', country: '' });
        }),
      ),
    );
    expect(found?.code).toBe('invalid');
    expect(found?.fields).toEqual(['checkout.customerEmail', 'checkout.shippingAddress.street', 'checkout.shippingAddress.zipCode', 'checkout.shippingAddress.country']);
    expect(refusal(check(changed((body) => (body.checkout.shippingAddress = null))))?.fields).toEqual(['checkout.shippingAddress']);
  });

  it('refuses a body that is no order at all', () => {
    for (const body of [null, 'order', [], { project }]) expect(refusal(check(body))?.code).toBe('invalid');
    expect(refusal(check(changed((body) => (body.order_uuid = 'x'.repeat(101)))))?.fields).toEqual(['order_uuid']);
  });
});
