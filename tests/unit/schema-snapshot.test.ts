import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cmsPaths } from '../../cms/paths.ts';
import { collections } from '../../cms/schema/model.ts';

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
