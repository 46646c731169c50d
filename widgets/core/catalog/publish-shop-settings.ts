import type { PublicShippingCountry, PublicShopSettings } from '../public-shop-settings.ts';
import { paypalClientIdOf } from './paypal.ts';
import type { ShippingCountry, ShopSettings } from './shop-settings.ts';

const publicCountry = (country: ShippingCountry): PublicShippingCountry => ({
  id: country.id,
  display_name: country.displayName,
  country_code: country.countryCode,
});

/**
 * What the browser may know of the shop settings. Left out on purpose: the legal texts and the
 * footer (rendered into the pages at build time) and the payment providers' config (may hold
 * account details). The PayPal client id goes out only while PayPal is accepted.
 */
export function publicShopSettings(settings: ShopSettings): PublicShopSettings {
  return {
    enable_cart: settings.enableCart,
    maintenance_mode: settings.maintenanceMode,
    show_stock: settings.showStock,
    allow_ratings: settings.allowRatings,
    present_wrapping: settings.presentWrapping,
    default_sort: settings.defaultSort,
    purchase_to_order: settings.purchaseToOrder,
    filters: settings.filters,
    attribute_filters: settings.attributeFilters,
    category_filters: settings.categoryFilters,
    manufacturer_filters: settings.manufacturerFilters,
    subcategory_filters: settings.subcategoryFilters,
    call_to_action_text: settings.callToActionText,
    payment_methods: settings.paymentMethodIds.map((id) => ({ id })),
    shipping_methods: settings.shippingMethods.map((method) => ({
      name: method.name,
      ...(Object.keys(method.nameTranslations).length
        ? { translations: Object.entries(method.nameTranslations).map(([languages_code, name]) => ({ languages_code, name })) }
        : {}),
      shipping_provider: method.shippingProvider,
      price_brutto: method.priceBrutto,
      additional_days: method.additionalDays,
      max_order_value: method.maxOrderValue,
      payment_methods: method.paymentMethods.map(({ id, method: key }) => ({ id, method: key })),
      shipping_countries: method.shippingCountries.map(publicCountry),
    })),
    shipping_cost: settings.shippingCost,
    shipping_countries: settings.shippingCountries.map(publicCountry),
    bank_details: settings.bankDetails && {
      account_holder: settings.bankDetails.accountHolder,
      iban: settings.bankDetails.iban,
      bic: settings.bankDetails.bic,
      bank_name: settings.bankDetails.bankName,
    },
    paypal_client_id: paypalClientIdOf(settings),
    default_tax_percent: settings.defaultTaxPercent,
    default_shipping_time: settings.defaultShippingTime,
  };
}
