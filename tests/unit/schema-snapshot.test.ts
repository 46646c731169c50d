import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cmsPaths } from '../../cms/paths.ts';
import { collections } from '../../cms/schema/model.ts';
import { translatedFields } from '../../cms/schema/repeaters.ts';
import { translatableShapes, type TranslatableShape } from '../../widgets/content/translated-item.ts';

/**
 * `npm run cms` applies the committed snapshot, not model.ts: a field added to the model without
 * `node --import tsx cms/schema/write-snapshot.ts` would be missing from every editor's Directus.
 */
describe('the committed Directus schema snapshot', () => {
  const snapshot = JSON.parse(readFileSync(cmsPaths.snapshot, 'utf8')) as { fields: Array<{ collection: string; field: string; type: string }> };
  const inSnapshot = new Set(snapshot.fields.map(({ collection, field }) => `${collection}.${field}`));
  const inModel = new Set(collections.flatMap(({ collection, fields }) => fields.map(({ field }) => `${collection}.${field}`)));

  it('holds every field of model.ts, and none the model no longer has', () => {
    expect([...inModel].filter((field) => !inSnapshot.has(field)), 'in model.ts, missing from snapshot.json').toEqual([]);
    expect([...inSnapshot].filter((field) => !inModel.has(field)), 'in snapshot.json, gone from model.ts').toEqual([]);
  });
});

/**
 * The build lays an item's translated fields over its own (translated-item.ts); each must be a
 * column of the collection's translations rows in Directus, or the editor could never write it.
 */
describe('what the build reads translated', () => {
  /** The collection a nested object of a product is an item of in Directus. */
  const itemsOf: Record<string, string> = { variants: 'ecommerce_product_variant', personalization: 'ecommerce_personalization', size_guide: 'ecommerce_size_guide' };
  const needed = (collection: string, shape: TranslatableShape): string[] => [
    ...shape.fields.map((field) => `${collection}.${field}`),
    // A personalization's fields are a JSON list with translations of their own (repeaters.ts), not rows.
    ...Object.entries(shape.nested ?? {}).flatMap(([field, nested]) => (itemsOf[field] ? needed(itemsOf[field], nested) : [])),
  ];

  it('is a column of the translations rows Directus keeps for the collection', () => {
    const wanted = Object.entries(translatableShapes).flatMap(([collection, shape]) => needed(collection, shape));
    const columns = new Set(Object.entries(translatedFields).flatMap(([collection, fields]) => fields.map((field) => `${collection}.${field.field}`)));
    expect(wanted.length).toBeGreaterThan(15);
    expect(wanted.filter((field) => !columns.has(field))).toEqual([]);
  });
});
