import type { Product } from './product.ts';

/**
 * The delivery time a shop must name for everything it sells (Art. 246a § 1 Nr. 7 EGBGB): a
 * product that states no working days until dispatch takes the shop's default
 * (ecommerce_settings.default_shipping_time). Its variants without a time of their own take the
 * product's, as they always did (selection.ts), and so the default too.
 */
export function withShippingTimeDefault(product: Product, defaultShippingTime: number | null): Product {
  return product.shippingTime === null && defaultShippingTime !== null ? { ...product, shippingTime: defaultShippingTime } : product;
}

/** Where the build names no delivery time for a product: the product and the field an editor fills in. */
export function missingShippingTimeWarning(product: Product): string | null {
  if (product.shippingTime !== null) return null;
  return `ecommerce_product item ${String(product.id)} ("${product.slug}"), field "shipping_time": no delivery time, and the shop settings name no default_shipping_time; its page states none (Art. 246a § 1 Nr. 7 EGBGB).`;
}
