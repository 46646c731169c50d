import { describe, expect, it } from 'vitest';
import { demoSource } from '../../widgets/content/build/demo-source.ts';
import { reshapeShopSettings } from '../../widgets/content/build/reshape-settings.ts';
import { ContentError } from '../../widgets/content/source.ts';
import { shopLegalTexts } from '../../widgets/core/catalog/legal-pages.ts';
import { acceptsPaypal, paypalClientIdOf } from '../../widgets/core/catalog/paypal.ts';
import { publicShopSettings } from '../../widgets/core/catalog/publish-shop-settings.ts';
import { projectFilter } from '../../widgets/core/directus-filter.ts';
import { parsePublicShopSettings, shippingMethodName } from '../../widgets/core/public-shop-settings.ts';

const [demoItem] = await demoSource().readItems('ecommerce_settings', { filter: projectFilter('juwelier-albrecht.de'), limit: 1 });
const demo = demoItem as Record<string, unknown>;
const failureOf = (overrides: Record<string, unknown>) => {
  try {
    reshapeShopSettings({ ...demo, ...overrides });
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error('expected a ContentError');
};

describe('the shop settings', () => {
  it('reads every field of the demo settings', () => {
    const settings = reshapeShopSettings(demo);
    expect(settings).toMatchObject({
      enableCart: true,
      maintenanceMode: false,
      defaultSort: '-date_created',
      paymentMethodIds: [1, 2, 3, 4],
      shippingCost: '6.90',
      defaultTaxPercent: 19,
      paypalClientId: 'demo-paypal-client',
      bankDetails: { accountHolder: 'Juwelier Albrecht GmbH', iban: 'DE72123456780001962000' },
    });
    expect(settings.shippingMethods[0]).toMatchObject({ name: 'DHL Paket versichert', priceBrutto: '6.90', additionalDays: 1 });
    expect(settings.shippingMethods[2]!.shippingCountries.map((country) => country.countryCode)).toContain('AT');
    expect(settings.filters).toContain('price');
    expect(settings.callToActionText).toMatch(/Fragen/);
  });

  it('takes decimals as JSON numbers (Directus on SQLite) or as text (on PostgreSQL), prices always as two-place text', () => {
    const methods = demo.shipping_methods as Array<Record<string, unknown>>;
    for (const [cost, methodPrice, tax] of [
      [6.9, 6.9, 19],
      ['6.90', '6.90', '19.00'],
      [6.9, '6.90', 5.5],
      ['6.9', 12, '5.50'],
    ] as const) {
      const settings = reshapeShopSettings({ ...demo, shipping_cost: cost, default_tax_percent: tax, shipping_methods: [{ ...methods[0], price_brutto: methodPrice }] });
      const context = JSON.stringify([cost, methodPrice, tax]);
      expect(settings.shippingCost, context).toBe('6.90');
      expect(settings.shippingMethods[0]!.priceBrutto, context).toBe(methodPrice === 12 ? '12.00' : '6.90');
      expect(settings.defaultTaxPercent, context).toBe(Number(tax));
    }
    expect(failureOf({ default_tax_percent: '19 %' })).toMatch(/field "default_tax_percent": "19 %" is not a percentage/);
    expect(failureOf({ default_tax_percent: '1e1' })).toMatch(/is not a percentage/);
  });

  it('reads the bank account as the spec’s object or as Directus’ form of it, a list of one entry', () => {
    const account = { account_holder: 'Juwelier Albrecht GmbH', iban: 'DE72 1234 5678 0001 9620 00', bic: 'mustde61xxx', bank_name: 'Musterbank' };
    const expected = { accountHolder: 'Juwelier Albrecht GmbH', iban: 'DE72123456780001962000', bic: 'MUSTDE61XXX', bankName: 'Musterbank' };
    expect(reshapeShopSettings({ ...demo, bank_details: account }).bankDetails).toEqual(expected);
    expect(reshapeShopSettings({ ...demo, bank_details: [account] }).bankDetails).toEqual(expected);
    expect(reshapeShopSettings({ ...demo, bank_details: [] }).bankDetails).toBeNull();
    expect(failureOf({ bank_details: [{ account_holder: 'X', iban: 'kein IBAN' }] })).toMatch(/field "bank_details\.iban"/);
  });

  it('reads the accepted payment methods as the rows of Directus’ many-to-many relation, each naming its payment method', () => {
    const row = (id: number, name: string) => ({ id: 100 + id, ecommerce_settings_id: { id: 1 }, payment_id: { id, display_name: name, method: name.toLowerCase() } });
    expect(reshapeShopSettings({ ...demo, payment_methods: [row(1, 'Vorkasse'), row(4, 'PayPal')] }).paymentMethodIds).toEqual([1, 4]);
    expect(failureOf({ payment_methods: [row(1, 'Vorkasse'), { id: 102, payment_id: null }] })).toMatch(/payment_methods\[1\].*must name an id/);
  });

  it('reads the filters’ choices as ids, or as the rows of Directus’ many-to-many relation naming the entries', () => {
    expect(reshapeShopSettings(demo).attributeFilters).toEqual([1, 2, 3, 4]);
    const rows = reshapeShopSettings({
      ...demo,
      attribute_filters: [
        { id: 101, ecommerce_settings_id: 1, attribute_group_id: { id: 2, display_name: 'Farbe' } },
        { id: 102, ecommerce_settings_id: 1, attribute_group_id: 4 },
      ],
      category_filters: [{ id: 103, ecommerce_settings_id: { id: 1 }, category_id: { id: 6, display_name: 'Verlobungsringe' } }],
    });
    expect(rows.attributeFilters).toEqual([2, 4]);
    expect(rows.categoryFilters).toEqual([6]);
  });

  it('carries the three German legal texts for /agb, /widerruf and /versand-und-zahlung', () => {
    const texts = shopLegalTexts(reshapeShopSettings(demo));
    expect(texts.map((text) => text.key)).toEqual(['terms', 'withdrawal', 'shipping_and_payment']);
    const [terms, withdrawal, shipping] = texts.map((text) => text.html.de);
    expect(terms).toMatch(/zahlungspflichtig bestellen/);
    expect(withdrawal).toMatch(/binnen vierzehn Tagen/);
    expect(withdrawal).toMatch(/Muster-Widerrufsformular/);
    expect(shipping).toMatch(/Versand/);
    // The EU online dispute platform closed in July 2025; no text may still point to it.
    expect(texts.map((text) => Object.values(text.html).join('')).join('')).not.toMatch(/ec\.europa\.eu\/consumers\/odr|OS-Plattform/i);
  });

  it('fails the build, naming the field, when a settings value is unusable', () => {
    expect(() => reshapeShopSettings({ ...demo, enable_cart: 'ja' })).toThrowError(ContentError);
    expect(failureOf({ enable_cart: 'ja' })).toBe('ecommerce_settings item 1, field "enable_cart": must be true or false');
    expect(failureOf({ default_sort: 'random' })).toMatch(/field "default_sort": "random" is not one of/);
    expect(failureOf({ shipping_cost: 'gratis' })).toBe('ecommerce_settings item 1, field "shipping_cost": "gratis" is not a price');
    expect(failureOf({ default_tax_percent: undefined })).toMatch(/field "default_tax_percent": is required/);
    expect(failureOf({ shipping_countries: [{ id: 1, display_name: 'Deutschland', country_code: 'Deutschland' }] })).toMatch(
      /field "shipping_countries\[0\]\.country_code"/,
    );
    expect(failureOf({ bank_details: { account_holder: 'X', iban: 'kein IBAN' } })).toMatch(/field "bank_details\.iban"/);
  });

  it('takes a legal text\'s English and French translations, and refuses one that is not a translation', () => {
    const terms = { type: 'agb', content: '<p>AGB</p>' };
    const withTerms = (translations: unknown[]) => ({ legal_pages: [{ ...terms, translations }, ...(demo.legal_pages as Array<{ type: string }>).filter((page) => page.type !== 'agb')] });
    const reshaped = reshapeShopSettings({ ...demo, ...withTerms([{ languages_code: 'en', content: '<p>Terms</p>' }, { languages_code: 'fr', content: ' ' }]) });
    expect(reshaped.legalPages[0]!.translations).toEqual({ en: '<p>Terms</p>' });
    expect(failureOf(withTerms([{ languages_code: 'de', content: '<p>AGB</p>' }]))).toMatch(/legal_pages\[0\]\.translations\[0\]\.languages_code": the German "agb" text is the entry's content/);
    expect(failureOf(withTerms([{ languages_code: 'es', content: '<p>Términos</p>' }]))).toMatch(/"es" is not a language of the site/);
    expect(failureOf(withTerms([{ languages_code: 'en', content: '<p>A</p>' }, { languages_code: 'en', content: '<p>B</p>' }]))).toMatch(/the "en" "agb" text appears twice/);
  });

  it('will not sell without terms, withdrawal notice and shipping terms', () => {
    const legalPages = (demo.legal_pages as Array<{ type: string }>).filter((page) => page.type !== 'widerruf');
    expect(failureOf({ legal_pages: legalPages })).toBe('ecommerce_settings item 1, field "legal_pages": a shop with a cart needs the "widerruf" text');
    expect(() => reshapeShopSettings({ ...demo, legal_pages: legalPages, enable_cart: false })).not.toThrow();
  });

  it('needs a PayPal client id as soon as PayPal (payment method 4) is accepted', () => {
    expect(failureOf({ paypal_client_id: '' })).toBe(
      'ecommerce_settings item 1, field "paypal_client_id": payment method 4 (PayPal) is accepted, so a PayPal client id is required',
    );
  });
});

describe('the PayPal client id (spec §4)', () => {
  it('is taken up only when a payment method with id 4 exists', () => {
    expect(paypalClientIdOf({ paymentMethodIds: [1, 4], paypalClientId: 'client' })).toBe('client');
    expect(paypalClientIdOf({ paymentMethodIds: ['4'], paypalClientId: 'client' })).toBe('client');
    expect(paypalClientIdOf({ paymentMethodIds: [1, 2, 3], paypalClientId: 'client' })).toBeNull();
    expect(acceptsPaypal({ paymentMethodIds: [] })).toBe(false);
  });
});

describe('the settings the browser gets', () => {
  const full = reshapeShopSettings(demo);

  it('keep spec names and hold what cart and checkout need', () => {
    const published = publicShopSettings(full);
    expect(published).toMatchObject({
      enable_cart: true,
      maintenance_mode: false,
      default_sort: '-date_created',
      payment_methods: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }],
      shipping_cost: '6.90',
      paypal_client_id: 'demo-paypal-client',
      default_tax_percent: 19,
      bank_details: { iban: 'DE72123456780001962000' },
    });
    expect(published.shipping_methods[0]).toEqual({
      name: 'DHL Paket versichert',
      shipping_provider: 'dhl',
      price_brutto: '6.90',
      additional_days: 1,
      max_order_value: '2500.00',
      payment_methods: [
        { id: 1, method: 'prepayment' },
        { id: 3, method: 'klarna' },
        { id: 4, method: 'paypal' },
      ],
      shipping_countries: [{ id: 1, display_name: 'Deutschland', country_code: 'DE' }],
      // Its name where the shopper's language has one; `name` stays the key the checkout keeps.
      translations: [
        { languages_code: 'en', name: 'DHL parcel, insured' },
        { languages_code: 'fr', name: 'Colis DHL assuré' },
      ],
    });
    expect(shippingMethodName(published.shipping_methods[0]!, 'fr')).toBe('Colis DHL assuré');
    expect(shippingMethodName(published.shipping_methods[0]!, 'de')).toBe('DHL Paket versichert');
    expect(shippingMethodName({ name: 'Abholung' }, 'en')).toBe('Abholung');
  });

  it('leave out legal texts, footer and the providers\' config, and PayPal once it is switched off', () => {
    const text = JSON.stringify(publicShopSettings(full));
    expect(text).not.toMatch(/Widerrufsformular|global_footer|legal_pages|config|pay_later/);
    expect(publicShopSettings({ ...full, paymentMethodIds: [1, 2] }).paypal_client_id).toBeNull();
  });

  it('survive the round trip through /data/settings.json', () => {
    const published = publicShopSettings(full);
    expect(parsePublicShopSettings(JSON.parse(JSON.stringify(published)))).toEqual(published);
  });

  it('are refused by the browser when a field has the wrong type, and completed when an older file lacks it', () => {
    const published = publicShopSettings(full);
    expect(parsePublicShopSettings({ ...published, shipping_methods: [{ name: 'DHL' }] })).toBeNull();
    expect(parsePublicShopSettings({ ...published, shipping_cost: 6.9 })).toBeNull();
    const older = { enable_cart: true, maintenance_mode: false, show_stock: true, allow_ratings: true, present_wrapping: false, default_sort: 'display_name' };
    expect(parsePublicShopSettings(older)).toMatchObject({ ...older, shipping_methods: [], paypal_client_id: null, shipping_cost: '0.00' });
  });
});
