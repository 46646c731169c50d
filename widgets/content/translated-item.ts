import { defaultLanguage, type Language } from '../core/languages.ts';
import type { ImageRef } from '../core/image.ts';
import { isRecord, type UnknownRecord } from '../core/shapes.ts';

/**
 * A shop item in one language. Directus keeps an item's other languages beside its German
 * fields: `translations` lists, per language, the fields an editor translated
 * ({languages_code: 'en', display_name: 'Solitaire ring'}). The item in a language is the item
 * with that entry's non-empty fields laid over its own; the German fields show wherever a
 * translation was left out, and the build says so once per field (missingTranslations).
 *
 * Which fields are translatable is said per collection, with the nested objects that carry
 * translations of their own (a product's variants, its engraving and its fields, its size guide):
 * an item that has no `translations` at all is still known to lack them.
 */
export interface TranslatableShape {
  fields: readonly string[];
  /** Fields holding an object, or a list of objects, translated in their own right. */
  nested?: Readonly<Record<string, TranslatableShape>>;
}

const personalizationShape: TranslatableShape = {
  fields: ['display_name'],
  nested: { fields: { fields: ['display_name', 'options'] } },
};

/** What the build reads translated, per collection (cms/schema/repeaters.ts gives Directus a column for each). */
export const translatableShapes = {
  ecommerce_product: {
    fields: ['display_name', 'description', 'variant_display_name', 'safety_information'],
    nested: {
      variants: { fields: ['display_name'] },
      personalization: personalizationShape,
      size_guide: { fields: ['display_name', 'table'] },
    },
  },
  ecommerce_category: { fields: ['display_name', 'safety_information'] },
  ecommerce_subcategory: { fields: ['display_name'] },
  ecommerce_manufacturer: { fields: ['description', 'postal_address', 'eu_responsible_person'] },
  ecommerce_tag: { fields: ['display_name'] },
  /** `values`: the group's values as the language names them ([{value: 'Weißgold 585', display_value: 'White gold 585'}]). */
  ecommerce_attribute_group: { fields: ['display_name', 'values'] },
} satisfies Record<string, TranslatableShape>;

export type TranslatableCollection = keyof typeof translatableShapes;

/** A translatable field an item left untranslated: where, in which language. */
export interface MissingTranslation {
  collection: string;
  itemId: unknown;
  /** The field, with the nested object it is in: "variants.display_name". */
  field: string;
  lang: Language;
}

const hasContent = (value: unknown): boolean =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;

function entryFor(item: UnknownRecord, lang: Language): UnknownRecord | undefined {
  const translations = Array.isArray(item.translations) ? item.translations : [];
  return translations.find((entry): entry is UnknownRecord => isRecord(entry) && entry.languages_code === lang);
}

function inLanguage(raw: unknown, shape: TranslatableShape, lang: Language, missing: (field: string) => void, prefix: string): unknown {
  if (Array.isArray(raw)) return raw.map((entry) => inLanguage(entry, shape, lang, missing, prefix));
  if (!isRecord(raw)) return raw;
  const { translations: _translations, ...item } = raw;
  // German is the item's own fields: a German row (Directus' translations interface offers one) changes nothing.
  const entry = lang === defaultLanguage ? undefined : entryFor(raw, lang);
  for (const field of shape.fields) {
    if (entry && hasContent(entry[field])) item[field] = entry[field];
    else if (lang !== defaultLanguage && hasContent(raw[field]) && field !== 'values') missing(`${prefix}${field}`);
  }
  for (const [field, nestedShape] of Object.entries(shape.nested ?? {})) {
    if (field in item) item[field] = inLanguage(item[field], nestedShape, lang, missing, `${prefix}${field}.`);
  }
  return item;
}

/**
 * The raw item of `collection` in `lang`, its `translations` consumed; each translatable field
 * that has German text but none in `lang` is reported to `missing` (never for German itself).
 */
export function itemInLanguage(
  collection: TranslatableCollection,
  raw: unknown,
  lang: Language,
  missing: (gap: MissingTranslation) => void = () => {},
): unknown {
  const itemId = isRecord(raw) ? raw.id : undefined;
  return inLanguage(raw, translatableShapes[collection], lang, (field) => missing({ collection, itemId, field, lang }), '');
}

const languageNamesInEnglish: Record<Language, string> = { de: 'German', en: 'English', fr: 'French' };

/**
 * The build's warnings for untranslated fields: one per collection, field and language, naming
 * how many items lack it and the first few of them, so a shop of 10,000 untranslated products
 * gets a handful of lines, not 40,000.
 */
export function missingTranslationWarnings(gaps: readonly MissingTranslation[], shown = 5): string[] {
  const byField = new Map<string, MissingTranslation[]>();
  for (const gap of gaps) {
    const key = `${gap.collection}\u0000${gap.field}\u0000${gap.lang}`;
    const list = byField.get(key);
    if (list) list.push(gap);
    else byField.set(key, [gap]);
  }
  return [...byField.values()].map((list) => {
    const { collection, field, lang } = list[0]!;
    const ids = [...new Set(list.map((gap) => String(gap.itemId)))];
    const named = ids.slice(0, shown).join(', ') + (ids.length > shown ? ` and ${ids.length - shown} more` : '');
    const items = ids.length === 1 ? `item ${named}` : `${ids.length} items (${named})`;
    return `${collection}, field "${field}": no ${languageNamesInEnglish[lang]} text in ${items}; the German text shows.`;
  });
}

/**
 * A picture's title is written once, in German, in the content service's file library; on the
 * other languages' pages the product's name in that language describes its pictures instead.
 */
export function picturesDescribedIn<T extends { displayName: string; images: readonly ImageRef[] }>(product: T, lang: Language): T {
  if (lang === defaultLanguage) return product;
  return { ...product, images: product.images.map((image) => ({ ...image, title: product.displayName })) };
}
