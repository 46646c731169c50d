import { acceptsPaypal, paypalPaymentMethodId } from '../../core/catalog/paypal.ts';
import {
  filterKinds,
  legalPageTypes,
  productSorts,
  type BankDetails,
  type LegalPage,
  type LegalPageType,
  type ProductSort,
  type ShippingCountry,
  type ShippingMethod,
  type ShopSettings,
} from '../../core/catalog/shop-settings.ts';
import type { ItemId } from '../../core/catalog/taxonomy.ts';
import { defaultLanguage, isLanguage, type Language } from '../../core/languages.ts';
import { isFiniteNumber, isRecord } from '../../core/shapes.ts';
import { fieldReader, isItemId, itemIdOf, type FieldReader } from '../reshape-catalog-fields.ts';

/**
 * The shop settings item (ecommerce_settings) as ShopSettings. Unlike a product, a broken
 * settings item fails the build with a ContentError: prices, checkout and legal texts depend
 * on it, and a shop with half its settings would sell under the wrong terms.
 */
export function reshapeShopSettings(raw: unknown): ShopSettings {
  const id = itemIdOf('ecommerce_settings', raw, 0);
  const item = fieldReader('ecommerce_settings', id, raw);
  const enableCart = item.flag('enable_cart', false);
  const paymentMethodIds = idList(item, 'payment_methods', (entry) => (isRecord(entry) && isRecord(entry.payment_id) ? entry.payment_id.id : undefined));
  const paypalClientId = item.text('paypal_client_id') || null;
  if (acceptsPaypal({ paymentMethodIds }) && !paypalClientId) {
    item.fail('paypal_client_id', `payment method ${paypalPaymentMethodId} (PayPal) is accepted, so a PayPal client id is required`);
  }
  return {
    id,
    enableCart,
    maintenanceMode: item.flag('maintenance_mode', false),
    showStock: item.flag('show_stock', false),
    allowRatings: item.flag('allow_ratings', false),
    presentWrapping: item.flag('present_wrapping', false),
    purchaseToOrder: item.flag('purchase_to_order', false),
    defaultSort: sortOf(item),
    filters: item.list('filters').map((kind, index) => oneOfValue(item, `filters[${index}]`, kind, filterKinds)),
    attributeFilters: idList(item, 'attribute_filters', chosen('attribute_group_id')),
    categoryFilters: idList(item, 'category_filters', chosen('category_id')),
    manufacturerFilters: idList(item, 'manufacturer_filters', chosen('manufacturer_id')),
    subcategoryFilters: idList(item, 'subcategory_filters', chosen('subcategory_id')),
    callToActionText: item.text('call_to_action_text'),
    globalFooter: item.html('global_footer'),
    globalFooterTranslations: globalFooterTranslations(item),
    paymentMethodIds,
    shippingMethods: shippingMethods(item, enableCart),
    shippingCost: item.money('shipping_cost') ?? '0.00',
    shippingCountries: item.list('shipping_countries').map((country, index) => shippingCountry(item.nested(`shipping_countries[${index}]`, country))),
    legalPages: legalPages(item, enableCart),
    bankDetails: bankDetails(item),
    paypalClientId,
    defaultTaxPercent: taxPercent(item),
    defaultShippingTime: item.optionalCount('default_shipping_time'),
  };
}

function oneOfValue<T extends string>(item: FieldReader, field: string, value: unknown, allowed: readonly T[]): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : item.fail(field, `"${String(value)}" is not one of ${allowed.join(', ')}`);
}

/** Without a sort the list goes alphabetically, as the shop did before the setting existed. */
function sortOf(item: FieldReader): ProductSort {
  const value = item.text('default_sort');
  return value ? oneOfValue(item, 'default_sort', value, productSorts) : 'display_name';
}

/**
 * A filter's choice: a bare id (the spec's shape, the embedded demo's), or Directus' row of the
 * many-to-many relation ({id, ecommerce_settings_id, attribute_group_id: {id, …}}) naming the entry.
 */
const chosen = (junctionField: string) => (entry: unknown) => {
  if (!isRecord(entry)) return entry;
  const named = entry[junctionField];
  return isRecord(named) ? named.id : (named ?? entry.id);
};

/** A list of ids, each bare, as {id}, or found by `pick` (payment_methods: {payment_id: {id}}). */
function idList(item: FieldReader, field: string, pick: (entry: unknown) => unknown = (entry) => (isRecord(entry) ? entry.id : entry)): ItemId[] {
  return item.list(field).map((entry, index) => {
    const id = pick(entry);
    return isItemId(id) ? id : item.fail(`${field}[${index}]`, 'must name an id');
  });
}

function shippingCountry(country: FieldReader): ShippingCountry {
  const countryCode = country.requiredText('country_code').toUpperCase();
  if (!/^[A-Z]{2}$/.test(countryCode)) country.fail('country_code', `"${countryCode}" is no two-letter country code`);
  return {
    id: country.reference('id') ?? country.fail('id', 'is required'),
    displayName: country.requiredText('display_name'),
    countryCode,
  };
}

function shippingMethods(item: FieldReader, enableCart: boolean): ShippingMethod[] {
  const methods = item.list('shipping_methods').map((raw, index): ShippingMethod => {
    const method = item.nested(`shipping_methods[${index}]`, raw);
    return {
      name: method.requiredText('name'),
      nameTranslations: nameTranslations(method),
      shippingProvider: method.text('shipping_provider'),
      priceBrutto: method.requiredMoney('price_brutto'),
      additionalDays: method.count('additional_days', 0),
      maxOrderValue: method.money('max_order_value'),
      paymentMethods: method.list('payment_methods').map((payment, paymentIndex) => {
        const entry = method.nested(`payment_methods[${paymentIndex}]`, payment);
        const config = entry.record.config ?? {};
        return {
          id: entry.reference('id') ?? entry.fail('id', 'is required'),
          method: entry.requiredText('method'),
          config: isRecord(config) ? config : entry.fail('config', 'must be an object'),
        };
      }),
      shippingCountries: method.list('shipping_countries').map((country, countryIndex) => shippingCountry(method.nested(`shipping_countries[${countryIndex}]`, country))),
    };
  });
  const names = methods.map((method) => method.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  // The checkout draft remembers the chosen method by its name.
  if (repeated) item.fail('shipping_methods', `the name "${repeated}" is used twice`);
  if (enableCart && methods.length === 0) item.fail('shipping_methods', 'a shop with a cart needs at least one shipping method');
  return methods;
}

/** A shipping method's name in other languages ({languages_code, name}); empty names and unknown languages are no translation. */
function nameTranslations(method: FieldReader): Partial<Record<Language, string>> {
  const names: Partial<Record<Language, string>> = {};
  method.list('translations').forEach((raw, index) => {
    const translation = method.nested(`translations[${index}]`, raw);
    const code = translation.text('languages_code');
    const name = translation.text('name');
    if (isLanguage(code) && code !== defaultLanguage && name) names[code] = name;
  });
  return names;
}

function legalPages(item: FieldReader, enableCart: boolean): LegalPage[] {
  const pages = item.list('legal_pages').map((raw, index) => {
    const page = item.nested(`legal_pages[${index}]`, raw);
    const type = oneOfValue(page, 'type', page.record.type, legalPageTypes);
    const content = page.html('content');
    return content.trim() ? { type, content, translations: legalPageTranslations(page, type) } : page.fail('content', `the "${type}" text is empty`);
  });
  const types = pages.map((page) => page.type);
  const repeated = types.find((type, index) => types.indexOf(type) !== index);
  if (repeated) item.fail('legal_pages', `the "${repeated}" text appears twice`);
  // Selling online in Germany without terms, withdrawal notice and shipping terms is not allowed.
  const missing: LegalPageType[] = enableCart ? legalPageTypes.filter((type) => !types.includes(type)) : [];
  if (missing.length) item.fail('legal_pages', `a shop with a cart needs the ${missing.map((type) => `"${type}"`).join(', ')} text`);
  return pages;
}

/**
 * A legal text's translations ({languages_code, content}): English and French; `content` is the
 * German one. An empty text is no translation (its page shows the German text and says so).
 */
function legalPageTranslations(page: FieldReader, type: LegalPageType): LegalPage['translations'] {
  const translations: LegalPage['translations'] = {};
  page.list('translations').forEach((raw, index) => {
    const translation = page.nested(`translations[${index}]`, raw);
    const code = translation.requiredText('languages_code');
    if (code === defaultLanguage) translation.fail('languages_code', `the German "${type}" text is the entry's content`);
    if (!isLanguage(code)) translation.fail('languages_code', `"${code}" is not a language of the site`);
    const lang = code as Exclude<Language, 'de'>;
    if (translations[lang] !== undefined) translation.fail('languages_code', `the "${lang}" "${type}" text appears twice`);
    const content = translation.html('content');
    if (content.trim()) translations[lang] = content;
  });
  return translations;
}

/** Directus translations of the item ({languages_code, global_footer}); empty texts are no translation. */
function globalFooterTranslations(item: FieldReader): Partial<Record<Language, string>> {
  const translations: Partial<Record<Language, string>> = {};
  item.list('translations').forEach((raw, index) => {
    const translation = item.nested(`translations[${index}]`, raw);
    const code = translation.requiredText('languages_code');
    const lang: Language = isLanguage(code) ? code : translation.fail('languages_code', `"${code}" is not a language of the site`);
    const footer = translation.html('global_footer');
    if (footer.trim()) translations[lang] = footer;
  });
  return translations;
}

function bankDetails(item: FieldReader): BankDetails | null {
  // The spec's object, or Directus' form of it: a list of at most one entry (cms/schema/repeaters.ts).
  const stored = item.record.bank_details;
  const raw = Array.isArray(stored) ? stored[0] : stored;
  if (raw === null || raw === undefined) return null;
  const bank = item.nested('bank_details', raw);
  const iban = bank.requiredText('iban').replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) bank.fail('iban', `"${iban}" is no IBAN`);
  return {
    accountHolder: bank.requiredText('account_holder'),
    iban,
    bic: bank.text('bic').toUpperCase(),
    bankName: bank.text('bank_name'),
  };
}

/** A decimal column (5.5 % in France) comes as a JSON number from SQLite and as text ("19.00") from PostgreSQL. */
function taxPercent(item: FieldReader): number {
  const raw = item.record.default_tax_percent;
  if (raw === null || raw === undefined) return item.fail('default_tax_percent', 'is required: every price is shown including tax');
  const value = typeof raw === 'string' && /^\d{1,2}(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  return isFiniteNumber(value) && value >= 0 && value < 100 ? value : item.fail('default_tax_percent', `"${String(raw)}" is not a percentage`);
}

