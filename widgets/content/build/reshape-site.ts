import * as v from 'valibot';
import { languages, isLanguage, type Language } from '../../core/languages.ts';
import { isRecord, type UnknownRecord } from '../../core/shapes.ts';
import type { SiteProject } from '../../core/site.ts';
import type { ButtonTheme } from '../../core/theme.ts';
import { ContentError } from '../source.ts';
import { orEmpty } from '../../core/schema-parts.ts';
import { entriesOf, text, unchecked } from './raw-item-fields.ts';

/** A raw projects item. Without a list of languages the site speaks all of them. */
const rawProject = v.looseObject({
  domain: text,
  logo: text,
  google_place_id: text,
  languages: v.fallback(v.pipe(v.array(v.unknown()), v.transform((codes) => codes.filter(isLanguage))), () => [...languages]),
  translations: entriesOf({ languages_code: unchecked, seo_title: text, seo_description: text, seo_keywords: text }),
  theme: orEmpty({ base_color: text, brand_color: text, config: orEmpty({ buttons: unchecked }) }),
});

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
  if (!isRecord(raw)) throw new ContentError('projects', '?', '(item)', 'is not an object');
  const item = v.parse(rawProject, raw);
  const seoFor = (lang: Language) => {
    const entry = item.translations.find((translation) => translation.languages_code === lang) ?? item.translations[0];
    if (!entry?.seo_title) throw new ContentError('projects', item.id, 'translations.seo_title', `missing for "${lang}"`);
    return { title: entry.seo_title, description: entry.seo_description, keywords: entry.seo_keywords };
  };
  return {
    domain: item.domain,
    logo: item.logo,
    googlePlaceId: item.google_place_id,
    languages: item.languages,
    seo: { de: seoFor('de'), en: seoFor('en'), fr: seoFor('fr') },
    theme: {
      baseColor: item.theme.base_color || '#ffffff',
      brandColor: item.theme.brand_color || '#000000',
      buttons: reshapeButtons(item.theme.config.buttons),
    },
  };
}
