import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything `npm run cms` writes lives under .cms/ (git-ignored): the install and the data. */
const root = fileURLToPath(new URL('../', import.meta.url));

export const cmsPaths = {
  root,
  /** Directus with its own package.json and node_modules, never part of the site's npm install. */
  install: path.join(root, '.cms', 'directus'),
  /** The SQLite database, uploads, extensions and the generated secrets: delete it to start over. */
  data: path.join(root, '.cms', 'data'),
  secrets: path.join(root, '.cms', 'data', 'secrets.json'),
  demoContent: path.join(root, 'site', '_content', 'demo'),
  snapshot: fileURLToPath(new URL('./schema/snapshot.json', import.meta.url)),
};

/** Directus' command line, run with node directly: the `directus` wrapper asks the registry for updates. */
export const directusCli = path.join(cmsPaths.install, 'node_modules', '@directus', 'api', 'dist', 'cli', 'run.js');
