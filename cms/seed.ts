import { isDeepStrictEqual } from 'node:util';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UnknownRecord } from '../widgets/core/shapes.ts';
import { loadDemoSeed, type SeedCollection, type SeedFile } from './demo-items.ts';
import type { Rest } from './rest.ts';
import { withPlainTranslations } from '../widgets/content/translation-rows.ts';

export interface SeedCounts {
  created: number;
  /** Items that differ from the demo: restored with `restore`, else kept as edited. */
  edited: number;
  restored: number;
  unchanged: number;
}

/** The folders the demo's files go into; the public role may read the product images only. */
const fileFolders = { products: 'Produktbilder', pages: 'Seitenbilder' } as const;

/**
 * A stored value and the seed's value agree: decimals come back as numbers on SQLite
 * ("1290.00" is sent, 1290 is read) and as strings on PostgreSQL, so plain numbers compare by value.
 */
function sameValue(stored: unknown, wanted: unknown): boolean {
  const numeric = (value: unknown) => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value);
  return isDeepStrictEqual(numeric(stored), numeric(wanted));
}

const changedFields = (stored: UnknownRecord, wanted: UnknownRecord, key = 'id') =>
  Object.keys(wanted).filter((field) => field !== key && !sameValue(stored[field], wanted[field]));

/**
 * Creates what is missing, by its key (`id`, a language's `code`). An item that differs from the
 * demo was edited in Directus and is kept, unless `restore` asks for the demo's values back. Items
 * the demo does not have are left alone. An item's translations are rows of their own
 * (cms/schema/translations.ts), read back with the item and compared in the demo's shape.
 */
async function upsertItems(rest: Rest, { collection, items, key = 'id' }: SeedCollection, restore: boolean): Promise<SeedCounts> {
  const fields = [...new Set(items.flatMap((item) => Object.keys(item)))].map((field) => (field === 'translations' ? 'translations.*' : field));
  const stored = withPlainTranslations(await rest.get<UnknownRecord[]>(`items/${collection}`, { limit: -1, fields: fields.join(',') }));
  const byId = new Map(stored.map((item) => [String(item[key]), item]));
  const missing = items.filter((item) => !byId.has(String(item[key])));
  const counts: SeedCounts = { created: missing.length, edited: 0, restored: 0, unchanged: 0 };
  if (missing.length) await rest.send('POST', `items/${collection}`, missing);
  for (const item of items) {
    const current = byId.get(String(item[key]));
    if (!current) continue;
    const changed = changedFields(current, item, key);
    if (!changed.length) {
      counts.unchanged++;
      continue;
    }
    if (!restore) {
      counts.edited++;
      continue;
    }
    // A list of translations replaces the item's rows (those it does not name are deleted).
    await rest.send('PATCH', `items/${collection}/${encodeURIComponent(String(item[key]))}`, Object.fromEntries(changed.map((field) => [field, item[field]])));
    counts.restored++;
  }
  return counts;
}

async function folderId(rest: Rest, name: string): Promise<string> {
  const [found] = await rest.get<UnknownRecord[]>('folders', { 'filter[name][_eq]': name, 'filter[parent][_null]': 'true', limit: 1 });
  if (found) return String(found.id);
  const created = await rest.send<UnknownRecord>('POST', 'folders', { name });
  return String(created.id);
}

/** Uploads the files that are missing (with their demo uuid); title and folder as upsertItems treats fields. */
async function upsertFiles(rest: Rest, files: SeedFile[], folders: Record<SeedFile['folder'], string>, restore: boolean): Promise<SeedCounts> {
  const stored = await rest.get<UnknownRecord[]>('files', { limit: -1, fields: 'id,title,folder', 'filter[id][_in]': files.map((file) => file.id).join(',') });
  const byId = new Map(stored.map((file) => [String(file.id), file]));
  const counts: SeedCounts = { created: 0, edited: 0, restored: 0, unchanged: 0 };
  for (const file of files) {
    const wanted = { title: file.title, folder: folders[file.folder] };
    const current = byId.get(file.id);
    if (current) {
      const changed = changedFields(current, wanted);
      if (!changed.length) counts.unchanged++;
      else if (!restore) counts.edited++;
      else {
        await rest.send('PATCH', `files/${file.id}`, wanted);
        counts.restored++;
      }
      continue;
    }
    // Fields first, the file last: Directus reads the form in order and stores the file with them.
    const form = new FormData();
    form.append('id', file.id);
    form.append('title', file.title);
    form.append('folder', wanted.folder);
    form.append('file', new Blob([new Uint8Array(await readFile(file.source))], { type: 'image/jpeg' }), path.basename(file.source));
    await rest.upload('files', form);
    counts.created++;
  }
  return counts;
}

const describe = (counts: SeedCounts) =>
  `${counts.created} created, ${counts.unchanged} unchanged` +
  (counts.edited ? `, ${counts.edited} edited in Directus (kept)` : '') +
  (counts.restored ? `, ${counts.restored} restored to the demo` : '');

/**
 * Loads the embedded demo content into Directus through its REST API. Idempotent: a second run
 * finds everything in place and changes nothing; what editors changed stays (`restore` puts the
 * demo's values back). Returns the totals.
 */
export async function seedDemoContent(
  rest: Rest,
  demoDirectory: string,
  log: (line: string) => void,
  restore = false,
): Promise<SeedCounts & { folders: Record<SeedFile['folder'], string> }> {
  const { files, collections } = await loadDemoSeed(demoDirectory);
  const folders = { products: await folderId(rest, fileFolders.products), pages: await folderId(rest, fileFolders.pages) };
  const total: SeedCounts = { created: 0, edited: 0, restored: 0, unchanged: 0 };
  const add = (counts: SeedCounts) => {
    for (const key of Object.keys(total) as Array<keyof SeedCounts>) total[key] += counts[key];
  };
  const fileCounts = await upsertFiles(rest, files, folders, restore);
  add(fileCounts);
  log(`Seed: directus_files: ${describe(fileCounts)}`);
  for (const seed of collections) {
    const counts = await upsertItems(rest, seed, restore);
    add(counts);
    log(`Seed: ${seed.collection}: ${describe(counts)}`);
  }
  log(`Seed: ${describe(total)} in total.`);
  return { ...total, folders };
}

