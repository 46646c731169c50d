import { filterKinds, type FilterKind } from './catalog/shop-settings.ts';
import type { ItemId } from './catalog/taxonomy.ts';
import type { Money } from './money.ts';
import { isFiniteNumber, isNonNegativeInteger, isRecord } from './shapes.ts';

/**
 * The shop settings the browser needs (a public subset of ecommerce_settings; no secrets, no
 * provider config, no legal texts). Spec field names, since this is client state.
 * The build writes them to /data/settings.json (see publicShopSettings).
 */
export interface PublicShopSettings {
  enable_cart: boolean;
  maintenance_mode: boolean;
  show_stock: boolean;
  allow_ratings: boolean;
  present_wrapping: boolean;
  default_sort: string;
  purchase_to_order: boolean;
  filters: FilterKind[];
  attribute_filters: ItemId[];
  category_filters: ItemId[];
  manufacturer_filters: ItemId[];
  subcategory_filters: ItemId[];
  call_to_action_text: string;
  payment_methods: Array<{ id: ItemId }>;
  shipping_methods: PublicShippingMethod[];
  shipping_cost: Money;
  shipping_countries: PublicShippingCountry[];
  bank_details: PublicBankDetails | null;
  /** Set only while PayPal (payment method 4) is accepted. */
  paypal_client_id: string | null;
  default_tax_percent: number;
  /** Working days until dispatch for products that state none (the build and the live shop fill it in). */
  default_shipping_time: number | null;
}

export interface PublicShippingCountry {
  id: ItemId;
  display_name: string;
  country_code: string;
}

export interface PublicShippingMethod {
  /** The method's German name: also its key (the checkout draft and an order name the method by it). */
  name: string;
  /** Its name in the other languages, where the content service has one (shippingMethodName). */
  translations?: Array<{ languages_code: string; name: string }>;
  shipping_provider: string;
  price_brutto: Money;
  additional_days: number;
  /** The highest subtotal it carries; null: any. */
  max_order_value: Money | null;
  payment_methods: Array<{ id: ItemId; method: string }>;
  shipping_countries: PublicShippingCountry[];
}

export interface PublicBankDetails {
  account_holder: string;
  iban: string;
  bic: string;
  bank_name: string;
}

export const settingsPath = '/data/settings.json';

/** What a shopper reads as the method's name: in the page's language where it is translated, else its German name. */
export function shippingMethodName(method: Pick<PublicShippingMethod, 'name' | 'translations'>, lang: string): string {
  return method.translations?.find((entry) => entry.languages_code === lang)?.name || method.name;
}

/** The cart icon and the cart are offered only when the cart is on and the shop not in maintenance. */
export function isCartVisible(settings: Pick<PublicShopSettings, 'enable_cart' | 'maintenance_mode'>): boolean {
  return settings.enable_cart && !settings.maintenance_mode;
}

/**
 * Why nothing can be bought right now, if so: the whole shop is in maintenance, or the operator
 * switched the cart off (the products stay on show). Each has its own message.
 */
export type ShopClosure = 'maintenance' | 'cart-off';

export function shopClosure(settings: Pick<PublicShopSettings, 'enable_cart' | 'maintenance_mode'>): ShopClosure | null {
  if (settings.maintenance_mode) return 'maintenance';
  return settings.enable_cart ? null : 'cart-off';
}

const isId = (value: unknown): value is ItemId => typeof value === 'string' || isFiniteNumber(value);
const isString = (value: unknown): value is string => typeof value === 'string';
/**
 * Money travels as the two-place decimal string the build writes; a number here would invite
 * float arithmetic. Checked by pattern, so reading settings does not pull decimal.js into a chunk.
 */
const isMoneyText = (value: unknown): value is Money => isString(value) && /^\d+\.\d{2}$/.test(value);
const listOf =
  <T>(check: (entry: unknown) => entry is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(check);
const withFields = (value: unknown, checks: Record<string, (field: unknown) => boolean>) =>
  isRecord(value) && Object.entries(checks).every(([field, check]) => check(value[field]));

const isCountry = (value: unknown): value is PublicShippingCountry =>
  withFields(value, { id: isId, display_name: isString, country_code: isString });
const isShippingMethod = (value: unknown): value is PublicShippingMethod =>
  withFields(value, {
    name: isString,
    shipping_provider: isString,
    price_brutto: isMoneyText,
    additional_days: isFiniteNumber,
    max_order_value: (value: unknown) => value === null || isMoneyText(value),
    payment_methods: listOf((entry): entry is { id: ItemId; method: string } => withFields(entry, { id: isId, method: isString })),
    shipping_countries: listOf(isCountry),
    translations: (value: unknown) => value === undefined || listOf((entry): entry is { languages_code: string; name: string } => withFields(entry, { languages_code: isString, name: isString }))(value),
  });
const isBankDetails = (value: unknown): value is PublicBankDetails =>
  withFields(value, { account_holder: isString, iban: isString, bic: isString, bank_name: isString });

type ShopField = Exclude<keyof PublicShopSettings, 'enable_cart' | 'maintenance_mode' | 'show_stock' | 'allow_ratings' | 'present_wrapping' | 'default_sort'>;

/**
 * What the fields beyond the cart flags mean when a settings file lacks them: one a service
 * worker cached from an older build. The shell still works; the checkout offers nothing until
 * the new file arrives. Also the base for test fixtures.
 */
export const publicShopDefaults: Pick<PublicShopSettings, ShopField> = {
  purchase_to_order: false,
  filters: [],
  attribute_filters: [],
  category_filters: [],
  manufacturer_filters: [],
  subcategory_filters: [],
  call_to_action_text: '',
  payment_methods: [],
  shipping_methods: [],
  shipping_cost: '0.00',
  shipping_countries: [],
  bank_details: null,
  paypal_client_id: null,
  default_tax_percent: 19,
  default_shipping_time: null,
};

const shopFieldChecks: Record<ShopField, (value: unknown) => boolean> = {
  purchase_to_order: (value) => typeof value === 'boolean',
  filters: listOf((entry): entry is FilterKind => (filterKinds as readonly unknown[]).includes(entry)),
  attribute_filters: listOf(isId),
  category_filters: listOf(isId),
  manufacturer_filters: listOf(isId),
  subcategory_filters: listOf(isId),
  call_to_action_text: isString,
  payment_methods: listOf((entry): entry is { id: ItemId } => withFields(entry, { id: isId })),
  shipping_methods: listOf(isShippingMethod),
  shipping_cost: isMoneyText,
  shipping_countries: listOf(isCountry),
  bank_details: (value) => value === null || isBankDetails(value),
  paypal_client_id: (value) => value === null || isString(value),
  default_tax_percent: isFiniteNumber,
  default_shipping_time: (value) => value === null || isNonNegativeInteger(value),
};

/** Accepts the settings file when every field present has its type; a wrong field rejects it all. */
export function parsePublicShopSettings(value: unknown): PublicShopSettings | null {
  if (!isRecord(value)) return null;
  const flags = ['enable_cart', 'maintenance_mode', 'show_stock', 'allow_ratings', 'present_wrapping'] as const;
  if (!flags.every((flag) => typeof value[flag] === 'boolean') || typeof value.default_sort !== 'string') return null;
  const fields = Object.entries(shopFieldChecks).filter(([field]) => value[field] !== undefined);
  if (!fields.every(([field, check]) => check(value[field]))) return null;
  return { ...publicShopDefaults, ...value } as unknown as PublicShopSettings;
}
