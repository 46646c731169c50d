import { isRecord, type UnknownRecord } from '../core/shapes.ts';

/**
 * Directus keeps an item's translations as rows of a junction collection (one per item and
 * language, cms/schema/translations.ts), and hands them out as the item's `translations` list
 * with two keys of their own: the row's `id` and the item it belongs to (this field), and the
 * language as its code or, when relations are expanded, as the language item ({code: 'en', …}).
 * A column the editor left empty arrives as null.
 *
 * The site reads translations in the spec's shape, `[{languages_code: 'en', title: 'Contact'}]`
 * (the embedded demo's, pages' and shop items' alike), so the rows are made plain here, at the
 * boundary: the language as its code, without the row's keys and without empty columns.
 */
export const translationRowItemField = 'translated_item';

/** A junction row, not an entry of a JSON list (those carry neither an id nor their item). */
const isTranslationRow = (entry: UnknownRecord) => 'id' in entry || translationRowItemField in entry || isRecord(entry.languages_code);

function plainRow(row: UnknownRecord): UnknownRecord {
  const plain: UnknownRecord = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'id' || key === translationRowItemField || value === null || value === undefined) continue;
    plain[key] = key === 'languages_code' && isRecord(value) ? value.code : withPlainTranslations(value);
  }
  return plain;
}

/** The value with every `translations` list of junction rows, at any depth, in the spec's shape. */
export function withPlainTranslations<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withPlainTranslations) as T;
  if (!isRecord(value)) return value;
  const plain: UnknownRecord = {};
  for (const [key, entry] of Object.entries(value)) {
    plain[key] =
      key === 'translations' && Array.isArray(entry)
        ? entry.map((row: unknown) => (isRecord(row) && isTranslationRow(row) ? plainRow(row) : withPlainTranslations(row)))
        : withPlainTranslations(entry);
  }
  return plain as T;
}
