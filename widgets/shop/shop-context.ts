import { createContext, useContext } from 'react';
import type { PublicShopSettings } from '../core/public-shop-settings.ts';
import type { ShopSource } from '../core/shop/types.ts';
import type { Language } from '../core/languages.ts';
import type { createOrderService } from '../content/order-service.ts';

interface PaymentScripts {
  paypalSdkUrl: string;
  klarnaScriptUrl: string;
  /** The providers are the local sandbox (`npm start`): the checkout says no money moves. */
  sandbox?: boolean;
}

export interface ShopContextValue {
  lang: Language;
  /** The shop's root path in this language: /shop, /en/shop, /fr/shop. */
  root: string;
  source: ShopSource;
  orderService: ReturnType<typeof createOrderService>;
  settings: PublicShopSettings;
  /** Where shipping costs are explained (PAngV: linked next to every price). */
  shippingInfoPath: string;
  /** Where the battery notes are read (BattDG); empty where the content holds none. */
  batteryInfoPath: string;
  payments: PaymentScripts;
  /** Goes to a shop URL without a page load; `replace` keeps the history entry. */
  navigate(href: string, options?: { replace?: boolean }): void;
  /** Views report their title once they know it (title rule, page-view event). */
  setTitle(title: string): void;
  /** Views report when their content has arrived, so a restored scroll position lands on it. */
  contentReady(): void;
  /** Views report when their loading has become slow (the delayed-load notice is due). */
  loadingSlow(): void;
  /** The last list URL the visitor saw, for the product page's back link. */
  lastListHref: string;
}

export const ShopContext = createContext<ShopContextValue | null>(null);

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('A shop view was rendered outside the shop router.');
  return value;
}
