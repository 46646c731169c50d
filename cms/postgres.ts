import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster for one run: its own data folder, socket and log in a temporary
 * folder, listening on 127.0.0.1 only, a generated password for TCP, gone after stop(). Debian's
 * server binaries (/usr/lib/postgresql/<version>/bin) are installed with apt-get when missing.
 * PostgreSQL refuses to run as root, so as root every server command runs as the `postgres` user,
 * who owns the folder.
 */
export interface PostgresCluster {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  /** Stops the server (fast shutdown) and removes the folder; safe to call twice. */
  stop(): Promise<void>;
}

const serverRoot = '/usr/lib/postgresql';
const isRoot = process.getuid?.() === 0;
const serviceUser = 'postgres';

function run(command: string, args: string[], options: { asServiceUser?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  const [file, argv] = options.asServiceUser && isRoot ? ['runuser', ['-u', serviceUser, '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-2000)}`))));
  });
}

/** The newest installed server's bin folder, or null. */
async function serverBinaries(): Promise<string | null> {
  if (!existsSync(serverRoot)) return null;
  const versions = (await readdir(serverRoot)).filter((name) => /^\d+$/.test(name) && existsSync(path.join(serverRoot, name, 'bin', 'initdb')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(serverRoot, newest, 'bin') : null;
}

/** Debian's `postgresql` (the server, a few seconds from the mirror) when no server is installed. */
export async function ensurePostgresInstalled(log: (line: string) => void): Promise<string> {
  const found = await serverBinaries();
  if (found) return found;
  if (!isRoot) throw new Error('PostgreSQL is not installed; install Debian\'s "postgresql" package (apt-get install postgresql) and run again.');
  log('Installing PostgreSQL (apt-get install postgresql) …');
  const started = Date.now();
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-q'], { env });
  await run('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'postgresql'], { env });
  const installed = await serverBinaries();
  if (!installed) throw new Error(`apt-get installed postgresql, but ${serverRoot}/<version>/bin/initdb is missing`);
  log(`PostgreSQL installed in ${Math.round((Date.now() - started) / 1000)} s.`);
  return installed;
}

/**
 * initdb with ICU's root collation (PostgreSQL 15+): text sorts as JavaScript's Intl.Collator
 * sorts it, which the static shop's order is computed with; libc's C order would put "Ö" after "z".
 */
export async function startPostgresCluster(binaries: string, port: number): Promise<PostgresCluster> {
  const folder = await mkdtemp(path.join(tmpdir(), 'directus-pg-'));
  const dataDir = path.join(folder, 'data');
  const passwordFile = path.join(folder, 'password');
  const password = randomBytes(18).toString('base64url');
  await writeFile(passwordFile, password, { mode: 0o600 });
  if (isRoot) {
    const [uid, gid] = await Promise.all([run('id', ['-u', serviceUser]), run('id', ['-g', serviceUser])]);
    for (const owned of [folder, passwordFile]) await chown(owned, Number(uid), Number(gid));
  }
  const server = (name: string, args: string[]) => run(path.join(binaries, name), args, { asServiceUser: true });
  let running = false;
  const stop = async () => {
    if (running) {
      running = false;
      await server('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    }
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await server('initdb', [
      '-D', dataDir,
      '-U', serviceUser,
      `--pwfile=${passwordFile}`,
      '--auth-local=peer',
      '--auth-host=scram-sha-256',
      '--encoding=UTF8',
      '--locale-provider=icu',
      '--icu-locale=und',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    // fsync off: a cluster that lives for one run needs no crash safety, and it saves seconds on a busy disk.
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    running = true;
    await server('pg_ctl', ['-D', dataDir, '-l', path.join(folder, 'postgres.log'), '-o', options, '-w', '-t', '60', 'start']);
    await server('createdb', ['-h', folder, '-p', String(port), '-U', serviceUser, 'directus']);
  } catch (error) {
    const log = await readFile(path.join(folder, 'postgres.log'), 'utf8').catch(() => '');
    await stop();
    throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}${log ? `\n${log.slice(-1500)}` : ''}`, { cause: error });
  }
  return { host: '127.0.0.1', port, database: 'directus', user: serviceUser, password, stop };
}
