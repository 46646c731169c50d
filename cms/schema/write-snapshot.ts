/**
 * Remakes snapshot.json from model.ts: starts a throwaway Directus on an empty database, creates
 * the collections, fields and relations over REST, and writes Directus' own snapshot of them.
 *   node --import tsx cms/schema/write-snapshot.ts
 * (Installs Directus into the machine's cache first when it is not there yet.)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDirectus } from '../directus-process.ts';
import { ensureDirectusInstalled } from '../install.ts';
import { cmsPaths } from '../paths.ts';
import { directusRest } from '../rest.ts';
import { newSecrets } from '../secrets.ts';
import { createSchemaFromModel } from './create-from-model.ts';
import { collections, relations } from './model.ts';

const port = Number(process.env.CMS_SNAPSHOT_PORT ?? 7556);
const dataDir = await mkdtemp(path.join(tmpdir(), 'cms-snapshot-'));
const secrets = newSecrets();
const install = await ensureDirectusInstalled((line) => console.log(line));
const directus = await startDirectus({ install, host: '127.0.0.1', port, secrets, dataDir });
try {
  const rest = directusRest(directus.url, secrets.adminToken);
  await createSchemaFromModel(rest);
  const snapshot = await rest.get('schema/snapshot');
  await writeFile(cmsPaths.snapshot, `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(`Wrote ${path.relative(cmsPaths.root, cmsPaths.snapshot)}: ${collections.length} collections, ${relations.length} relations.`);
} finally {
  await directus.stop();
  await rm(dataDir, { recursive: true, force: true });
}
