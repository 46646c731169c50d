import { isRecord } from './shapes.ts';

/**
 * The shop settings the browser needs (a public subset of ecommerce_settings; no tokens).
 * The build writes them to /data/settings.json.
 */
export interface PublicShopSettings {
  enable_cart: boolean;
  maintenance_mode: boolean;
  show_stock: boolean;
  allow_ratings: boolean;
  present_wrapping: boolean;
  default_sort: string;
}

export const settingsPath = '/data/settings.json';

/** The cart icon and the cart are offered only when the cart is on and the shop not in maintenance. */
export function isCartVisible(settings: Pick<PublicShopSettings, 'enable_cart' | 'maintenance_mode'>): boolean {
  return settings.enable_cart && !settings.maintenance_mode;
}

export function parsePublicShopSettings(value: unknown): PublicShopSettings | null {
  if (!isRecord(value)) return null;
  const flags = ['enable_cart', 'maintenance_mode', 'show_stock', 'allow_ratings', 'present_wrapping'] as const;
  if (!flags.every((flag) => typeof value[flag] === 'boolean') || typeof value.default_sort !== 'string') return null;
  return value as unknown as PublicShopSettings;
}
