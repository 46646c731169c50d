import { languages, isLanguage, type Language } from '../core/languages.ts';
import { toMoney, isMoney } from '../core/money.ts';
import { isRecord, type UnknownRecord } from '../core/shapes.ts';
import type { PublicShopSettings } from '../core/settings.ts';
import type { Company, ProductTeaser, SiteProject } from '../core/site.ts';
import { ContentError } from './source.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function requireRecord(collection: string, raw: unknown): UnknownRecord {
  if (!isRecord(raw)) throw new ContentError(collection, '?', '(item)', 'is not an object');
  return raw;
}

export function reshapeProject(raw: unknown): SiteProject {
  const item = requireRecord('projects', raw);
  const translations = Array.isArray(item.translations) ? item.translations.filter(isRecord) : [];
  const seoFor = (lang: Language) => {
    const entry = translations.find((translation) => translation.languages_code === lang) ?? translations[0];
    if (!entry || !text(entry.seo_title)) {
      throw new ContentError('projects', item.id, 'translations.seo_title', `missing for "${lang}"`);
    }
    return { title: text(entry.seo_title), description: text(entry.seo_description), keywords: text(entry.seo_keywords) };
  };
  const theme = isRecord(item.theme) ? item.theme : {};
  return {
    domain: text(item.domain),
    logo: text(item.logo),
    languages: Array.isArray(item.languages) ? item.languages.filter(isLanguage) : [...languages],
    seo: { de: seoFor('de'), en: seoFor('en'), fr: seoFor('fr') },
    theme: { baseColor: text(theme.base_color) || '#ffffff', brandColor: text(theme.brand_color) || '#000000' },
  };
}

export function reshapeCompany(raw: unknown): Company {
  const item = requireRecord('company', raw);
  if (!text(item.company_name)) throw new ContentError('company', item.id, 'company_name', 'is required');
  return { companyName: text(item.company_name), displayName: text(item.display_name) || text(item.company_name) };
}

const flag = (item: UnknownRecord, field: string) => {
  if (item[field] === undefined || item[field] === null) return false;
  if (typeof item[field] !== 'boolean') {
    throw new ContentError('ecommerce_settings', item.id, field, 'must be true or false');
  }
  return item[field] as boolean;
};

/** Only what the browser may see: the paypal client id is public, but no secret ever is. */
export function reshapePublicSettings(raw: unknown): PublicShopSettings {
  const item = requireRecord('ecommerce_settings', raw);
  return {
    enable_cart: flag(item, 'enable_cart'),
    maintenance_mode: flag(item, 'maintenance_mode'),
    show_stock: flag(item, 'show_stock'),
    allow_ratings: flag(item, 'allow_ratings'),
    present_wrapping: flag(item, 'present_wrapping'),
    default_sort: text(item.default_sort) || 'display_name',
  };
}

export function reshapeProductTeaser(raw: unknown): ProductTeaser {
  const item = requireRecord('ecommerce_product', raw);
  if (!text(item.display_name)) throw new ContentError('ecommerce_product', item.id, 'display_name', 'is required');
  if (!text(item.slug)) throw new ContentError('ecommerce_product', item.id, 'slug', 'is required');
  const price = item.price_brutto;
  if (price !== null && price !== undefined && !isMoney(price)) {
    throw new ContentError('ecommerce_product', item.id, 'price_brutto', `"${String(price)}" is not a price`);
  }
  return {
    id: item.id as number | string,
    displayName: text(item.display_name),
    slug: text(item.slug),
    priceBrutto: price === null || price === undefined ? null : toMoney(price as string | number),
  };
}
