import type { Language } from '../languages.ts';
import type { Money } from '../money.ts';
import type { ItemId } from './taxonomy.ts';

/**
 * The shop's settings (ecommerce_settings, one item per project; spec §3), as the build reads
 * them. Holds build-only parts (legal texts, footer, payment provider config); the browser
 * gets the public subset (publicShopSettings).
 */
export interface ShopSettings {
  id: ItemId;
  enableCart: boolean;
  maintenanceMode: boolean;
  showStock: boolean;
  allowRatings: boolean;
  presentWrapping: boolean;
  /** Products out of stock may still be ordered, to be made or ordered in. */
  purchaseToOrder: boolean;
  defaultSort: ProductSort;
  /** Which filters the product list offers, in this order; empty for none. */
  filters: FilterKind[];
  /** The ids offered by each filter; an empty list offers every entry of its kind. */
  attributeFilters: ItemId[];
  categoryFilters: ItemId[];
  manufacturerFilters: ItemId[];
  subcategoryFilters: ItemId[];
  /** Invites a question about a product, shown on its page. */
  callToActionText: string;
  /** HTML shown in every page's footer, in German; unsanitized. */
  globalFooter: string;
  /** The footer HTML in other languages (the item's translations); where one is missing, the German shows. */
  globalFooterTranslations: Partial<Record<Language, string>>;
  /** The payment methods the shop accepts (payment_methods.payment_id.id). */
  paymentMethodIds: ItemId[];
  shippingMethods: ShippingMethod[];
  /** The shipping cost assumed before the shopper chose a method. */
  shippingCost: Money;
  shippingCountries: ShippingCountry[];
  legalPages: LegalPage[];
  bankDetails: BankDetails | null;
  /** PayPal's public client id; used only while PayPal is a payment method (paypalClientIdOf). */
  paypalClientId: string | null;
  defaultTaxPercent: number;
  /**
   * Working days until dispatch for every product and variant that states none of its own
   * (default_shipping_time): a shop must name a delivery time for everything it sells (Art. 246a
   * § 1 Nr. 7 EGBGB). null where the settings give none.
   */
  defaultShippingTime: number | null;
}

/** Directus sort syntax: a field, '-' first for descending. */
export const productSorts = ['display_name', '-display_name', 'price_brutto', '-price_brutto', 'date_created', '-date_created'] as const;
export type ProductSort = (typeof productSorts)[number];

export const filterKinds = ['category', 'subcategory', 'manufacturer', 'price', 'attributes', 'tags'] as const;
export type FilterKind = (typeof filterKinds)[number];

export interface ShippingCountry {
  id: ItemId;
  displayName: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
}

/** A payment method a shipping method allows, with its provider's settings. */
interface ShippingPaymentMethod {
  id: ItemId;
  /** The provider key: 'prepayment', 'paypal', 'klarna', 'cash' … */
  method: string;
  /** Provider settings; build-only, since they may hold account details. */
  config: Record<string, unknown>;
}

export interface ShippingMethod {
  /** Unique within the shop: the checkout draft stores the chosen method by name. */
  name: string;
  /** The name in other languages (the method's translations); the German `name` shows where one is missing. */
  nameTranslations: Partial<Record<Language, string>>;
  shippingProvider: string;
  priceBrutto: Money;
  /** Working days this method adds to a product's shipping time. */
  additionalDays: number;
  /** The highest value of goods (the order's subtotal) it carries, e.g. a parcel's insured sum; null: any. */
  maxOrderValue: Money | null;
  paymentMethods: ShippingPaymentMethod[];
  shippingCountries: ShippingCountry[];
}

export const legalPageTypes = ['agb', 'widerruf', 'versand_und_zahlung'] as const;
export type LegalPageType = (typeof legalPageTypes)[number];

export interface LegalPage {
  type: LegalPageType;
  /** The German text (the shop's own language): HTML; unsanitized. */
  content: string;
  /** The text in the site's other languages where the shop has it translated (HTML; unsanitized). */
  translations: Partial<Record<Exclude<Language, 'de'>, string>>;
}

/** Where a shopper paying in advance transfers the money. Printed on every invoice, so not secret. */
export interface BankDetails {
  accountHolder: string;
  iban: string;
  bic: string;
  bankName: string;
}
