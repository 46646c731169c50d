import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { directusCliIn, directusNodeBinary } from './install.ts';
import type { CmsSecrets } from './secrets.ts';

export interface DirectusInstance {
  url: string;
  logFile: string;
  /** Resolves with the exit code when the server stops, whether asked to or not. */
  exited: Promise<number | null>;
  /** Stops Directus (SIGTERM, then SIGKILL after 10 s) and resolves once it has exited. */
  stop(): Promise<void>;
}

export interface DirectusOptions {
  /** The Directus install to run (ensureDirectusInstalled answers it). */
  install: string;
  host: string;
  port: number;
  secrets: CmsSecrets;
  /** Where the database, uploads, extensions and the log go (.cms/data for npm run cms). */
  dataDir: string;
  /** A PostgreSQL database instead of SQLite in dataDir (npm run test:directus). */
  postgres?: PostgresConnection;
  /**
   * Where the order status flow (order-status-flow.ts) tells the order service, and its token; and
   * the secret of its build hook, which the publish flow (publish-flow.ts) calls on every save.
   */
  orderService?: { url: string; adminToken: string; publishSecret: string };
  /** The preview of drafts' origin (preview-links.ts): the one page outside Directus its admin app may show in a frame. */
  previewOrigin?: string;
}

interface PostgresConnection {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
}

function databaseEnv({ dataDir, postgres }: DirectusOptions): NodeJS.ProcessEnv {
  if (!postgres) return { DB_CLIENT: 'sqlite3', DB_FILENAME: path.join(dataDir, 'directus.sqlite') };
  return {
    DB_CLIENT: 'pg',
    DB_HOST: postgres.host,
    DB_PORT: String(postgres.port),
    DB_DATABASE: postgres.database,
    DB_USER: postgres.user,
    DB_PASSWORD: postgres.password,
  };
}

/** The order status flow's settings: the service's address and token, readable by flows and nothing else. */
function orderServiceEnv(orderService: DirectusOptions['orderService']): NodeJS.ProcessEnv {
  if (!orderService) return {};
  return {
    ORDER_SERVICE_URL: orderService.url,
    ORDER_ADMIN_TOKEN: orderService.adminToken,
    PUBLISH_HOOK_SECRET: orderService.publishSecret,
    FLOWS_ENV_ALLOW_LIST: 'ORDER_SERVICE_URL,ORDER_ADMIN_TOKEN,PUBLISH_HOOK_SECRET',
    // Directus' default also refuses its own machine's addresses, where the local order service
    // runs; the cloud metadata address stays refused.
    IMPORT_IP_DENY_LIST: '169.254.169.254',
  };
}

const logFileOf = (dataDir: string) => path.join(dataDir, 'directus.log');

/** Directus' configuration, all from the environment: SQLite (or PostgreSQL) and files under the data folder, no telemetry. */
function directusEnv(options: DirectusOptions): NodeJS.ProcessEnv {
  const { host, port, secrets, dataDir } = options;
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: host,
    PORT: String(port),
    PUBLIC_URL: `http://${host}:${port}`,
    ...databaseEnv(options),
    KEY: secrets.key,
    SECRET: secrets.secret,
    ADMIN_EMAIL: secrets.adminEmail,
    ADMIN_PASSWORD: secrets.adminPassword,
    ADMIN_TOKEN: secrets.adminToken,
    TELEMETRY: 'false',
    WEBSOCKETS_ENABLED: 'false',
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: path.join(dataDir, 'uploads'),
    EXTENSIONS_PATH: path.join(dataDir, 'extensions'),
    // The live shop asks from the browser, from any local preview port.
    CORS_ENABLED: 'true',
    CORS_ORIGIN: 'true',
    // Directus answers 503 "under pressure" when the event loop lags, as it does on a busy
    // machine during the schema apply and the seed; one local user needs no such guard.
    PRESSURE_LIMITER_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    LOG_STYLE: 'raw',
    ...orderServiceEnv(options.orderService),
    // Directus' own policy frames nothing but itself (child-src 'self' blob:); its preview pane shows the preview of drafts.
    ...(options.previewOrigin ? { CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC: `array:'self',blob:,${options.previewOrigin}` } : {}),
  };
}

async function tailOfLog(logFile: string): Promise<string> {
  try {
    return (await readFile(logFile, 'utf8')).split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}

function runCli(install: string, args: string[], env: NodeJS.ProcessEnv, log: NodeJS.WritableStream): ChildProcess {
  const child = spawn(directusNodeBinary(), [directusCliIn(install), ...args], { cwd: install, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number, logFile: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Directus exited (code ${child.exitCode}) while starting:\n${await tailOfLog(logFile)}`);
    try {
      const response = await fetch(`${url}/server/ping`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Directus did not answer at ${url} within ${timeoutMs / 1000} s; its log: ${logFile}`);
}

/** A second instance on a taken port would fail quietly while the health check reached the first. */
function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} on ${host} is in use (is npm run cms running already?); choose another with CMS_PORT.`) : error),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/**
 * `bootstrap` (creates or migrates the database and the first admin, about 7 s) and then `start`
 * (about 4 s), with Directus' own output in .cms/data/directus.log.
 */
export async function startDirectus(options: DirectusOptions): Promise<DirectusInstance> {
  await assertPortFree(options.host, options.port);
  await Promise.all(['uploads', 'extensions'].map((folder) => mkdir(path.join(options.dataDir, folder), { recursive: true })));
  const env = directusEnv(options);
  const logFile = logFileOf(options.dataDir);
  const log = createWriteStream(logFile, { flags: 'a' });
  const url = `http://${options.host}:${options.port}`;

  const bootstrap = runCli(options.install, ['bootstrap'], env, log);
  const code = await exited(bootstrap);
  if (code !== 0) throw new Error(`Directus bootstrap failed (exit code ${code}):\n${await tailOfLog(logFile)}`);

  const server = runCli(options.install, ['start'], env, log);
  const serverExited = exited(server);
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited(server);
      clearTimeout(killer);
    }
    log.end();
  };
  try {
    await waitForHealth(url, server, 60_000, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, logFile, exited: serverExited, stop };
}
