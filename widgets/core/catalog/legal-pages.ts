import type { PageKey } from '../routes.ts';
import type { LegalPageType, ShopSettings } from './shop-settings.ts';

export type ShopLegalPageKey = Extract<PageKey, 'terms' | 'withdrawal' | 'shipping_and_payment'>;

/** Which page of the route table shows which legal text (/agb, /widerruf, /versand-und-zahlung). */
const legalPageKeyOf: Record<LegalPageType, ShopLegalPageKey> = {
  agb: 'terms',
  widerruf: 'withdrawal',
  versand_und_zahlung: 'shipping_and_payment',
};

/** The shop's legal texts as the pages render them. */
export function shopLegalTexts(settings: Pick<ShopSettings, 'legalPages'>): Array<{ key: ShopLegalPageKey; html: string }> {
  return settings.legalPages.map((page) => ({ key: legalPageKeyOf[page.type], html: page.content }));
}
