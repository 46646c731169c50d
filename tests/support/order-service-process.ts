import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterThisTest } from './order-service-harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServiceProcess {
  url: string;
  /** Ends the process as a crash or a power cut would: no handler runs. */
  killHard(): Promise<void>;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * `npm run order-service` as its own process over a site and a data folder, on a free port: for
 * what only a real process shows (a kill -9, two services on one folder).
 */
export async function startServiceProcess(siteDir: string, dataDir: string, env: Record<string, string> = {}): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/order-service-cli.ts'], {
    cwd: root,
    env: { ...process.env, ORDER_SERVICE_PORT: '0', ORDER_SERVICE_SITE_DIR: siteDir, ORDER_SERVICE_DATA_DIR: dataDir, RATE_LIMIT_POSTS: '0', SMTP_URL: '', ORDER_STORE: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Order service at (http:\/\/[^/]+)\/ecom\//.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the order service stopped (${String(code)}) before it listened:\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  afterThisTest(stop);
  return {
    url,
    killHard: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop,
  };
}

/** Sets a product's stock in the built site's product file, as a build with another figure would. */
export async function setStock(siteDir: string, slug: string, stock: number) {
  const file = path.join(siteDir, 'data', 'shop', 'de', 'products', `${slug}.json`);
  const product = JSON.parse(await readFile(file, 'utf8')) as { stock: number };
  await writeFile(file, JSON.stringify({ ...product, stock }));
}
