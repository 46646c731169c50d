import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import type { Rest } from '../rest.ts';
import { collections, relations } from './model.ts';

/**
 * Creates model.ts's collections, fields and relations over REST, each only where it is missing,
 * so Directus picks the column types of the database it runs on (numeric(10,2) on PostgreSQL,
 * where a snapshot taken from SQLite would make prices floats). Returns how many it created.
 */
export async function createSchemaFromModel(rest: Rest): Promise<number> {
  const fieldOf = (field: (typeof collections)[number]['fields'][number]) => ({ ...field, schema: field.type === 'alias' ? undefined : (field.schema ?? {}) });
  const existingCollections = new Set((await rest.get<UnknownRecord[]>('collections')).map((entry) => String(entry.collection)));
  const existingFields = new Set((await rest.get<UnknownRecord[]>('fields')).map((entry) => `${String(entry.collection)}.${String(entry.field)}`));
  const existingRelations = new Set((await rest.get<UnknownRecord[]>('relations')).map((entry) => `${String(entry.collection)}.${String(entry.field)}`));
  let created = 0;
  for (const spec of collections) {
    if (!existingCollections.has(spec.collection)) {
      await rest.send('POST', 'collections', {
        collection: spec.collection,
        meta: { note: spec.note, hidden: spec.hidden ?? false, singleton: false, icon: spec.hidden ? 'import_export' : 'box' },
        schema: {},
        fields: spec.fields.map(fieldOf),
      });
      created++;
      continue;
    }
    for (const field of spec.fields.filter((entry) => !existingFields.has(`${spec.collection}.${entry.field}`))) {
      await rest.send('POST', `fields/${spec.collection}`, fieldOf(field));
      created++;
    }
  }
  for (const relation of relations.filter((entry) => !existingRelations.has(`${entry.collection}.${entry.field}`))) {
    await rest.send('POST', 'relations', relation);
    created++;
  }
  return created;
}
