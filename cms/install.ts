import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { directusInstallCache } from './paths.ts';

/*
 * Pinned exactly: 11.3.5 is the newest Directus that runs on Node 20 (11.4 and later need Node 22),
 * and an unpinned sqlite3 is compiled twice. pg (plain JavaScript) is the PostgreSQL driver of
 * npm run test:directus, at the version Directus 11.3.5 itself names, so it is installed once.
 * Directus is BSL 1.1: a tool the retailer runs, never part of the site or its npm install.
 */
const manifest = {
  name: 'juwelier-cms',
  private: true,
  description: 'Directus for editing the site locally; installed by npm run cms, not by the site\'s npm install.',
  dependencies: { directus: '11.3.5', pg: '8.13.0', sqlite3: '5.1.7' },
};

/**
 * The folder of this exact install: the manifest and the Node ABI its native modules (sqlite3,
 * isolated-vm) were compiled for. A new pin or another Node gets a folder of its own, so a stale
 * install is never reused, and a machine that installed it once (any clone) never installs it again.
 */
function directusInstallFolder(cacheRoot = directusInstallCache): string {
  const key = createHash('sha256')
    .update(JSON.stringify(manifest.dependencies))
    .update(`${process.platform}-${process.arch}-abi${process.versions.modules}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(cacheRoot, `directus-${manifest.dependencies.directus}-${key}`);
}

/** Directus' command line in an install folder, run with node directly: the `directus` wrapper asks the registry for updates. */
export const directusCliIn = (install: string) => path.join(install, 'node_modules', '@directus', 'api', 'dist', 'cli', 'run.js');

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * Installs Directus into the cache on first use (about 4 minutes: sqlite3 and isolated-vm compile)
 * and answers its folder. The install goes to a temporary folder that is renamed only when npm
 * succeeded, so an interrupted install is never taken for a finished one.
 */
export async function ensureDirectusInstalled(log: (line: string) => void): Promise<string> {
  const install = directusInstallFolder();
  if (existsSync(directusCliIn(install))) return install;
  log(`Installing Directus ${manifest.dependencies.directus} into ${install} (once per machine, about 4 minutes) …`);
  const started = Date.now();
  const partial = `${install}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  await writeFile(path.join(partial, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // node-gyp finds Node's headers through npm's nodedir setting, so nothing is downloaded for the compile.
  await run('npm', ['install', '--no-audit', '--no-fund', '--omit=dev'], partial);
  if (!existsSync(directusCliIn(partial))) throw new Error(`npm installed Directus into ${partial}, but ${directusCliIn(partial)} is missing`);
  // Another run may have finished the same install meanwhile; either copy is complete.
  if (existsSync(directusCliIn(install))) await rm(partial, { recursive: true, force: true });
  else await rename(partial, install);
  log(`Directus installed in ${Math.round((Date.now() - started) / 1000)} s.`);
  return install;
}
