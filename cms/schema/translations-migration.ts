import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import { isRecord } from '../../widgets/core/shapes.ts';
import { translationRowItemField } from '../../widgets/content/translation-rows.ts';
import type { Rest } from '../rest.ts';
import { languageItems, languagesCollection, translatedCollections, translationsJunction } from './translations.ts';

/**
 * A Directus set up before translations were rows (cms/schema/translations.ts) keeps them as a
 * JSON field `translations` on each item. Applying the schema replaces that field, which would
 * drop what editors wrote in it; so before the schema is applied, the JSON is read (and written to
 * a file beside the database, in case), the field removed, and afterwards every entry is made a
 * row of the new junction. A Directus without such fields is left alone.
 */
export type SavedTranslations = Array<{ collection: string; items: Array<{ id: unknown; translations: UnknownRecord[] }> }>;

export async function takeJsonTranslations(rest: Rest, dataDirectory: string, log: (line: string) => void): Promise<SavedTranslations> {
  const fields = await rest.get<UnknownRecord[]>('fields');
  const jsonFields = translatedCollections.filter((collection) => fields.some((field) => field.collection === collection && field.field === 'translations' && field.type === 'json'));
  if (!jsonFields.length) return [];
  const saved: SavedTranslations = [];
  for (const collection of jsonFields) {
    const items = await rest.get<UnknownRecord[]>(`items/${collection}`, { limit: -1, fields: 'id,translations' });
    saved.push({
      collection,
      items: items.map((item) => ({ id: item.id, translations: Array.isArray(item.translations) ? item.translations.filter(isRecord) : [] })).filter((item) => item.translations.length),
    });
  }
  const backup = path.join(dataDirectory, `translations-before-rows-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(backup, `${JSON.stringify(saved, null, 2)}\n`);
  for (const collection of jsonFields) await rest.send('DELETE', `fields/${collection}/translations`);
  log(`Translations: the JSON of ${jsonFields.length} collection(s) kept in ${backup}, to become rows of the translations interface.`);
  return saved;
}

/** Makes the kept JSON entries rows of the junctions, once the schema has them. */
export async function restoreTranslations(rest: Rest, saved: SavedTranslations, log: (line: string) => void): Promise<void> {
  if (!saved.length) return;
  // Every row names its language, which must exist first.
  const known = new Set((await rest.get<UnknownRecord[]>(`items/${languagesCollection}`, { limit: -1, fields: 'code' })).map((language) => language.code));
  const missing = languageItems.filter((language) => !known.has(language.code));
  if (missing.length) await rest.send('POST', `items/${languagesCollection}`, missing);
  let rows = 0;
  for (const { collection, items } of saved) {
    const junctionRows = items.flatMap((item) =>
      item.translations.filter((entry) => typeof entry.languages_code === 'string').map((entry) => ({ ...entry, [translationRowItemField]: item.id })),
    );
    if (junctionRows.length) await rest.send('POST', `items/${translationsJunction(collection)}`, junctionRows);
    rows += junctionRows.length;
  }
  log(`Translations: ${rows} entries of ${saved.length} collection(s) are now rows of the translations interface.`);
}
