import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `npm run cms` writes lives under .cms/ (git-ignored): the data; the install is cached per machine. */
const root = fileURLToPath(new URL('../', import.meta.url));

export const cmsPaths = {
  root,
  /** The SQLite database, uploads, extensions and the generated secrets: delete it to start over. */
  data: path.join(root, '.cms', 'data'),
  secrets: path.join(root, '.cms', 'data', 'secrets.json'),
  demoContent: path.join(root, 'site', '_content', 'demo'),
  snapshot: fileURLToPath(new URL('./schema/snapshot.json', import.meta.url)),
};

/**
 * Where Directus is installed, with its own package.json and node_modules (never part of the site's
 * npm install): outside the clone, so every clone on a machine shares one install per pinned version
 * (DIRECTUS_CACHE_DIR, else $XDG_CACHE_HOME/juwelier-cms, else ~/.cache/juwelier-cms).
 */
export const directusInstallCache =
  process.env.DIRECTUS_CACHE_DIR || path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'juwelier-cms');
