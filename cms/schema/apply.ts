import { readFile } from 'node:fs/promises';
import { cmsPaths } from '../paths.ts';
import type { Rest } from '../rest.ts';
import { createSchemaFromModel } from './create-from-model.ts';
import { restoreJsonFields, takeJsonFields } from './json-to-items-migration.ts';
import { moveHtmlBodies, wrapSingleEntryForms } from './form-migrations.ts';

/**
 * Brings the instance's collections, fields and relations to the schema as code (fields
 * an earlier schema kept as JSON become rows, json-to-items-migration.ts; `dataDirectory` keeps a copy).
 *
 * On SQLite (npm run cms) from the committed snapshot: Directus computes the difference (POST
 * /schema/diff, nothing when they agree) and applies it. Fields and collections the snapshot does
 * not know are dropped by the apply, so editors change the schema here, not in the admin app.
 *
 * On another database from model.ts, what is missing: Directus refuses a snapshot of another
 * vendor (400 "Provided snapshot's vendor sqlite does not match … postgres"), and forced
 * (?force=true), the SQLite snapshot makes prices `real` on PostgreSQL (Directus reads SQLite's
 * decimal columns back as `float`) and every later diff finds 102 differences again (measured on
 * Directus 11.3.5, PostgreSQL 15). Created from the model, prices are numeric(10,2).
 */
export async function applySchema(rest: Rest, log: (line: string) => void, dataDirectory: string): Promise<void> {
  const saved = await takeJsonFields(rest, dataDirectory, log);
  await applySchemaChanges(rest, log);
  await restoreJsonFields(rest, saved, log);
  await wrapSingleEntryForms(rest, log);
  await moveHtmlBodies(rest, log);
}

async function applySchemaChanges(rest: Rest, log: (line: string) => void): Promise<void> {
  const snapshot = JSON.parse(await readFile(cmsPaths.snapshot, 'utf8')) as { vendor?: string };
  const current = await rest.get<{ vendor?: string }>('schema/snapshot');
  if (current.vendor !== snapshot.vendor) {
    const created = await createSchemaFromModel(rest);
    log(`Schema (${current.vendor}, from model.ts): ${created} collection(s), field(s) and relation(s) created.`);
    return;
  }
  const diff = await rest.send<{ hash: string; diff: Record<string, unknown[]> } | undefined>('POST', 'schema/diff', snapshot);
  if (!diff) {
    log('Schema: up to date.');
    return;
  }
  const changes = Object.values(diff.diff).reduce((sum, list) => sum + list.length, 0);
  await rest.send('POST', 'schema/apply', diff);
  log(`Schema: ${changes} change(s) applied.`);
}
