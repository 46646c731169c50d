import type { Language } from '../languages.ts';
import type { PageKey } from '../routes.ts';
import type { LegalPageType, ShopSettings } from './shop-settings.ts';

type ShopLegalPageKey = Extract<PageKey, 'terms' | 'withdrawal' | 'shipping_and_payment'>;

/** Which page of the route table shows which legal text (/agb, /widerruf, /versand-und-zahlung). */
const legalPageKeyOf: Record<LegalPageType, ShopLegalPageKey> = {
  agb: 'terms',
  widerruf: 'withdrawal',
  versand_und_zahlung: 'shipping_and_payment',
};

/** One of the shop's legal texts in each language it is written in; German always. */
export interface ShopLegalText {
  key: ShopLegalPageKey;
  html: { de: string } & Partial<Record<Language, string>>;
}

/** The shop's legal texts as the pages render them. */
export function shopLegalTexts(settings: Pick<ShopSettings, 'legalPages'>): ShopLegalText[] {
  return settings.legalPages.map((page) => ({ key: legalPageKeyOf[page.type], html: { de: page.content, ...page.translations } }));
}
