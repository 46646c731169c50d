import { isDeepStrictEqual } from 'node:util';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import type { Rest } from '../rest.ts';
import { collections, relations, type CollectionSpec } from './model.ts';
import { collectionLabels } from './german-labels.ts';

/** What the admin app shows of a collection: its note, how an item is named, its German name. */
function collectionMetaOf(spec: CollectionSpec): UnknownRecord {
  const german = collectionLabels[spec.collection];
  return {
    note: spec.note,
    display_template: spec.displayTemplate ?? null,
    sort_field: spec.sortField ?? null,
    translations: german ? [{ language: 'de-DE', translation: german.plural, singular: german.singular, plural: german.plural }] : null,
  };
}

/**
 * Creates model.ts's collections, fields and relations over REST where they are missing, so
 * Directus picks the column types of the database it runs on (numeric(10,2) on PostgreSQL, where a
 * snapshot taken from SQLite would make prices floats), and brings the admin app's side of those
 * that exist (a collection's note and display template, a field's interface, note, read-only …)
 * to the model's. Returns how many it created or changed.
 */
export async function createSchemaFromModel(rest: Rest): Promise<number> {
  const fieldOf = (field: (typeof collections)[number]['fields'][number]) => ({ ...field, schema: field.type === 'alias' ? undefined : (field.schema ?? {}) });
  const collectionList = await rest.get<UnknownRecord[]>('collections');
  const existingCollections = new Set(collectionList.map((entry) => String(entry.collection)));
  const fieldList = await rest.get<UnknownRecord[]>('fields');
  const existingFields = new Set(fieldList.map((entry) => `${String(entry.collection)}.${String(entry.field)}`));
  /** The keys of `wanted` whose values differ in `current`. */
  const differing = (current: unknown, wanted: UnknownRecord) => Object.keys(wanted).filter((key) => !isDeepStrictEqual(((current ?? {}) as UnknownRecord)[key] ?? null, wanted[key] ?? null));
  const existingRelations = new Set((await rest.get<UnknownRecord[]>('relations')).map((entry) => `${String(entry.collection)}.${String(entry.field)}`));
  let created = 0;
  for (const spec of collections) {
    if (!existingCollections.has(spec.collection)) {
      await rest.send('POST', 'collections', {
        collection: spec.collection,
        meta: { ...collectionMetaOf(spec), hidden: spec.hidden ?? false, singleton: spec.singleton ?? false, icon: spec.hidden ? 'import_export' : spec.operational ? 'published_with_changes' : 'box' },
        schema: {},
        fields: spec.fields.map(fieldOf),
      });
      created++;
      continue;
    }
    const collectionMeta = collectionMetaOf(spec);
    if (differing(collectionList.find((entry) => entry.collection === spec.collection)?.meta, collectionMeta).length) {
      await rest.send('PATCH', `collections/${spec.collection}`, { meta: collectionMeta });
      created++;
    }
    for (const field of spec.fields) {
      if (!existingFields.has(`${spec.collection}.${field.field}`)) {
        await rest.send('POST', `fields/${spec.collection}`, fieldOf(field));
        created++;
        continue;
      }
      const current = fieldList.find((entry) => entry.collection === spec.collection && entry.field === field.field);
      const meta = { readonly: false, note: null, ...field.meta };
      if (differing(current?.meta, meta).length) {
        await rest.send('PATCH', `fields/${spec.collection}/${field.field}`, { meta });
        created++;
      }
    }
  }
  for (const relation of relations.filter((entry) => !existingRelations.has(`${entry.collection}.${entry.field}`))) {
    await rest.send('POST', 'relations', relation);
    created++;
  }
  return created;
}
