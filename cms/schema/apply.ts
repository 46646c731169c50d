import { readFile } from 'node:fs/promises';
import { cmsPaths } from '../paths.ts';
import type { Rest } from '../rest.ts';

/**
 * Brings the instance's collections, fields and relations to the committed snapshot: Directus
 * computes the difference (POST /schema/diff, nothing when they agree) and applies it. Fields and
 * collections the snapshot does not know are dropped by the apply, so editors change the schema
 * here, not in the admin app. Takes under a second.
 */
export async function applySchemaSnapshot(rest: Rest, log: (line: string) => void): Promise<void> {
  const snapshot: unknown = JSON.parse(await readFile(cmsPaths.snapshot, 'utf8'));
  const diff = await rest.send<{ hash: string; diff: Record<string, unknown[]> } | undefined>('POST', 'schema/diff', snapshot);
  if (!diff) {
    log('Schema: up to date.');
    return;
  }
  const changes = Object.values(diff.diff).reduce((sum, list) => sum + list.length, 0);
  await rest.send('POST', 'schema/apply', diff);
  log(`Schema: ${changes} change(s) applied.`);
}
