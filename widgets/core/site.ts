import type { Catalog } from './catalog/catalog.ts';
import type { Product } from './catalog/product.ts';
import type { ShopLegalText } from './catalog/legal-pages.ts';
import type { ShopSettings } from './catalog/shop-settings.ts';
import type { Language } from './languages.ts';
import type { CompanyRecord, LegalContent } from './legal/types.ts';
import type { MenuEntry } from './menu.ts';
import type { SitePage } from './page.ts';
import type { PublicShopSettings } from './public-shop-settings.ts';
import type { SocialLink } from './social.ts';
import type { BackendConsent } from './consents.ts';
import type { ThemeInput } from './theme.ts';

/** The site (project) as the pages need it. */
export interface SiteProject {
  domain: string;
  logo: string;
  /** The shop's place on the maps service, for the rating box. */
  googlePlaceId: string;
  languages: Language[];
  seo: Record<Language, { title: string; description: string; keywords: string }>;
  theme: ThemeInput;
}

/** Everything the build reads from the content service, validated into domain types. */
export interface SiteContent {
  project: SiteProject;
  company: CompanyRecord;
  legal: LegalContent;
  /** All shop settings, for the build only. */
  shopSettings: ShopSettings;
  /** What the browser may see of them (/data/settings.json). */
  settings: PublicShopSettings;
  menus: Record<Language, MenuEntry[]>;
  social: SocialLink[];
  /** The cookie consent entries the content service defines, per language. */
  consents: Record<Language, BackendConsent[]>;
  /** The catalog in each language (German where a text is not translated). */
  catalogs: Record<Language, Catalog>;
  /** The home page's featured products, in each language. */
  featuredProducts: Record<Language, Product[]>;
  pages: SitePage[];
  /** The shop settings' global_footer, sanitized: German, and the languages it is translated into. */
  globalFooterHtml: Partial<Record<Language, string>>;
  /** AGB, Widerruf, Versand und Zahlung: sanitized HTML from the shop settings' legal_pages, German and its translations. */
  shopLegalTexts: ShopLegalText[];
}
