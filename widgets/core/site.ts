import type { Language } from './languages.ts';
import type { MenuEntry } from './menu.ts';
import type { Money } from './money.ts';
import type { PublicShopSettings } from './settings.ts';

/** The site (project) as the pages need it. */
export interface SiteProject {
  domain: string;
  logo: string;
  languages: Language[];
  seo: Record<Language, { title: string; description: string; keywords: string }>;
  theme: { baseColor: string; brandColor: string };
}

export interface Company {
  companyName: string;
  displayName: string;
}

export interface ProductTeaser {
  id: number | string;
  displayName: string;
  slug: string;
  priceBrutto: Money | null;
}

/** Everything the build reads from the content service for the shell and the pages. */
export interface SiteContent {
  project: SiteProject;
  company: Company;
  settings: PublicShopSettings;
  menus: Record<Language, MenuEntry[]>;
  featuredProducts: ProductTeaser[];
}
