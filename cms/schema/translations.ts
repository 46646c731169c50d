/**
 * An item's texts in the other languages, as Directus keeps them for its translations interface
 * (the side-by-side language editor): a `languages` collection, and per translated collection a
 * junction `<collection>_translations` with one row per item and language, holding the columns
 * of translatedFields (repeaters.ts). The item's `translations` is the one-to-many alias the
 * interface edits.
 *
 * Over REST (`fields=translations.*`) the rows arrive as the spec's list by language,
 * `[{languages_code: 'en', title: …}]`, plus the row's own id and its item; the site's readers
 * drop those two (widgets/content/translation-rows.ts), so a build from Directus reads what the
 * embedded demo holds.
 */
import { translationRowItemField } from '../../widgets/content/translation-rows.ts';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import type { CollectionSpec, RelationSpec } from './model.ts';
import { translatedFields, type SubField } from './repeaters.ts';

export const languagesCollection = 'languages';
export const translationsJunction = (collection: string) => `${collection}_translations`;

/**
 * The site's languages, in the order the translations interface offers them: it opens the field's
 * first language (German for pages, English for shop items, whose own fields are German) beside
 * the next one in this order, so pages show German beside English and shop items English beside French.
 */
export const languageItems = [
  { code: 'en', name: 'English', sort: 1 },
  { code: 'fr', name: 'Français', sort: 2 },
  { code: 'de', name: 'Deutsch', sort: 3 },
];

/** Items whose own fields are German (the shop's): the editor opens on English beside them. Pages and legal texts keep German in their translations too. */
const germanInTranslations = new Set(['pages', 'projects', 'legal_content', 'company_content', 'cookie_consents']);

const labelled = (sub: SubField) => ({
  field: sub.field,
  type: sub.type,
  meta: { ...sub.meta, translations: [{ language: 'de-DE', translation: sub.name }] },
});

export const languages: CollectionSpec = {
  collection: languagesCollection,
  displayTemplate: '{{name}}',
  sortField: 'sort',
  hidden: true,
  note: 'Die Sprachen der Website; Übersetzungen nennen sie.',
  fields: [
    { field: 'code', type: 'string', meta: { interface: 'input', readonly: true, translations: [{ language: 'de-DE', translation: 'Code' }] }, schema: { is_primary_key: true, length: 8 } },
    { field: 'name', type: 'string', meta: { interface: 'input', translations: [{ language: 'de-DE', translation: 'Name' }] } },
    { field: 'sort', type: 'integer', meta: { interface: 'input', hidden: true } },
  ],
};

/** The junction of a translated collection: its row id, the item, the language, the translated texts. */
export function translationsCollection(collection: string): CollectionSpec {
  return {
    collection: translationsJunction(collection),
    note: `Übersetzungen: ${collection}.`,
    hidden: true,
    fields: [
      { field: 'id', type: 'integer', meta: { hidden: true, readonly: true }, schema: { is_primary_key: true, has_auto_increment: true } },
      { field: translationRowItemField, type: 'integer', meta: { hidden: true } },
      { field: 'languages_code', type: 'string', meta: { hidden: true } },
      ...(translatedFields[collection] ?? []).map(labelled),
    ],
  };
}

/** The item's `translations`: the alias Directus' translations interface edits. */
export function translationsAlias(collection: string, note: unknown) {
  return {
    field: 'translations',
    type: 'alias',
    meta: {
      interface: 'translations',
      special: ['translations'],
      options: { languageField: 'name', defaultLanguage: germanInTranslations.has(collection) ? 'de' : 'en', defaultOpenSplitView: true, userLanguage: false },
      ...(note ? { note } : {}),
    },
  };
}

export function translationsRelations(collection: string): RelationSpec[] {
  const junction = translationsJunction(collection);
  return [
    {
      collection: junction,
      field: translationRowItemField,
      related_collection: collection,
      meta: { one_field: 'translations', junction_field: 'languages_code', one_deselect_action: 'delete' },
      schema: { on_delete: 'CASCADE' },
    },
    { collection: junction, field: 'languages_code', related_collection: languagesCollection, meta: { junction_field: translationRowItemField }, schema: { on_delete: 'CASCADE' } },
  ];
}

export const translatedCollections = Object.keys(translatedFields);

/** A permission rule for translation rows: those of the items `itemRule` allows (every row when it allows every item). */
export const translationsOfItems = (itemRule: UnknownRecord): UnknownRecord => (Object.keys(itemRule).length ? { [translationRowItemField]: itemRule } : {});
