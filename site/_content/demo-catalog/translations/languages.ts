/**
 * The languages the demo shop's texts are translated into, and the helpers every translation
 * table uses. German stays in the item's own fields (the fallback the build uses when a
 * translation is missing); `translations` holds English and French only, in that order, as
 * Directus returns a translations relation: [{ languages_code, ...fields }].
 */

const translationLanguages = ['en', 'fr'] as const;
export type TranslationLanguage = (typeof translationLanguages)[number];

/** One text in every translation language. */
export type Texts = Record<TranslationLanguage, string>;

/** The Directus `translations` list of an item: one entry per language, fields made by `fieldsFor`. */
export function translationsOf<Fields extends Record<string, unknown>>(
  fieldsFor: (language: TranslationLanguage) => Fields,
): Array<{ languages_code: TranslationLanguage } & Fields> {
  return translationLanguages.map((languages_code) => ({ languages_code, ...fieldsFor(languages_code) }));
}

/**
 * The translations of a German text from a table keyed by that text. Tables keyed by free German
 * text (product names, attribute values) cannot be checked by the compiler, so a missing entry
 * stops the generator with the text to add rather than writing German into an English field.
 */
export function textsOf(table: Readonly<Record<string, Texts>>, german: string, what: string): Texts {
  const texts = Object.hasOwn(table, german) ? table[german] : undefined;
  if (!texts) throw new Error(`No English/French translation of the ${what} "${german}": add it to site/_content/demo-catalog/translations/.`);
  return texts;
}

/**
 * Measures and numbers ("40 cm", "+1,5", "15,9") read the same in every language but for the
 * decimal separator: English writes a point, French keeps the German comma.
 */
export function numberTexts(german: string): Texts {
  return { en: german.replace(/(\d),(\d)/g, '$1.$2'), fr: german };
}

/** A table of [German, English, French] rows as a lookup by German text. */
export const tableOf = (rows: ReadonlyArray<readonly [german: string, en: string, fr: string]>): Record<string, Texts> =>
  Object.fromEntries(rows.map(([german, en, fr]) => [german, { en, fr }]));
