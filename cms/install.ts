import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cmsPaths, directusCli } from './paths.ts';

/*
 * Pinned exactly: 11.3.5 is the newest Directus that runs on Node 20 (11.4 and later need Node 22),
 * and an unpinned sqlite3 is compiled twice. pg (plain JavaScript) is the PostgreSQL driver of
 * npm run test:directus, at the version Directus 11.3.5 itself names, so it is installed once. Directus is BSL 1.1: a tool the retailer runs, never
 * part of the site or its npm install.
 */
const manifest = {
  name: 'juwelier-cms',
  private: true,
  description: 'Directus for editing the site locally; installed by npm run cms, not by the site\'s npm install.',
  dependencies: { directus: '11.3.5', pg: '8.13.0', sqlite3: '5.1.7' },
};

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Installs Directus into .cms/directus on first use (about 4 minutes: sqlite3 and isolated-vm compile). */
export async function ensureDirectusInstalled(log: (line: string) => void): Promise<void> {
  const installed = (name: string) => existsSync(path.join(cmsPaths.install, 'node_modules', name, 'package.json'));
  if (existsSync(directusCli) && Object.keys(manifest.dependencies).every(installed)) return;
  log(`Installing Directus ${manifest.dependencies.directus} into ${path.relative(cmsPaths.root, cmsPaths.install)}/ (first run only, about 4 minutes) …`);
  const started = Date.now();
  await mkdir(cmsPaths.install, { recursive: true });
  await writeFile(path.join(cmsPaths.install, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // node-gyp finds Node's headers through npm's nodedir setting, so nothing is downloaded for the compile.
  await run('npm', ['install', '--no-audit', '--no-fund', '--omit=dev'], cmsPaths.install);
  log(`Directus installed in ${Math.round((Date.now() - started) / 1000)} s.`);
}
