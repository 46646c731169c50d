import { languages, isLanguage, type Language } from '../../core/languages.ts';
import { isRecord, textOf, type UnknownRecord } from '../../core/shapes.ts';
import type { SiteProject } from '../../core/site.ts';
import type { ButtonTheme } from '../../core/theme.ts';
import { ContentError } from '../source.ts';

function requireRecord(collection: string, raw: unknown): UnknownRecord {
  if (!isRecord(raw)) throw new ContentError(collection, '?', '(item)', 'is not an object');
  return raw;
}

/** Per-button styles from the theme's config: { buttons: { <name>: { accentColor, color, borderRadius, borderThickness } } }. */
function reshapeButtons(raw: unknown): Record<string, ButtonTheme> {
  if (!isRecord(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw)
      .filter((entry): entry is [string, UnknownRecord] => isRecord(entry[1]))
      .map(([name, button]) => [
        name,
        Object.fromEntries(
          (['accentColor', 'color', 'borderRadius', 'borderThickness'] as const)
            .filter((key) => typeof button[key] === 'string')
            .map((key) => [key, button[key] as string]),
        ) as ButtonTheme,
      ]),
  );
}

export function reshapeProject(raw: unknown): SiteProject {
  const item = requireRecord('projects', raw);
  const translations = Array.isArray(item.translations) ? item.translations.filter(isRecord) : [];
  const seoFor = (lang: Language) => {
    const entry = translations.find((translation) => translation.languages_code === lang) ?? translations[0];
    if (!entry || !textOf(entry.seo_title)) {
      throw new ContentError('projects', item.id, 'translations.seo_title', `missing for "${lang}"`);
    }
    return { title: textOf(entry.seo_title), description: textOf(entry.seo_description), keywords: textOf(entry.seo_keywords) };
  };
  const theme = isRecord(item.theme) ? item.theme : {};
  return {
    domain: textOf(item.domain),
    logo: textOf(item.logo),
    googlePlaceId: textOf(item.google_place_id),
    languages: Array.isArray(item.languages) ? item.languages.filter(isLanguage) : [...languages],
    seo: { de: seoFor('de'), en: seoFor('en'), fr: seoFor('fr') },
    theme: {
      baseColor: textOf(theme.base_color) || '#ffffff',
      brandColor: textOf(theme.brand_color) || '#000000',
      buttons: reshapeButtons(isRecord(theme.config) ? theme.config.buttons : undefined),
    },
  };
}
