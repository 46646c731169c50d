import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { createLocalOrderService, type LocalOrderServiceOptions } from '../../server/order-service.ts';
import { readEml, writeFixtureSite, type orderBody } from './order-fixtures.ts';
import { readAll } from './serve-once.ts';

/**
 * The order service as its tests run it: on a loopback port over a fixture site and a data folder
 * of its own, all of it closed and removed after each test.
 */
const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** Runs `step` after the current test (servers to close). */
export const afterThisTest = (step: () => Promise<void>) => void cleanup.push(step);

async function tempFolder(prefix: string) {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  cleanup.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/** A built site folder with the fixture shop, and an empty data folder. */
export async function folders() {
  const siteDir = await tempFolder('order-site-');
  await writeFixtureSite(siteDir);
  return { siteDir, dataDir: await tempFolder('order-data-') };
}

/** The service alone on a loopback port, as `npm run order-service` runs it. */
export async function serve(options: LocalOrderServiceOptions) {
  const local = createLocalOrderService(options);
  await local.ready;
  const server = createServer((request, response) => {
    void local.service(request, response, () => readAll(request)).then((handled) => {
      if (!handled) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The mails an answer promised are written after it: the store closes and the data folder goes
  // only once they are (removing it meanwhile failed now and then with ENOTEMPTY on a busy machine).
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= new Promise<void>((resolve) => server.close(() => resolve())).then(() => local.close()));
  cleanup.push(close);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, local, close };
}

export const post = async (url: string, body: unknown) => {
  const reply = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
};

/**
 * What the shopper does for a Klarna order (the checkout's steps): Klarna's session for the order,
 * the shopper's approval in Klarna's widget (the double's buyer endpoint), the order placed, and
 * Klarna's order made with the authorization. Answers the last reply (with `klarna_order_id`).
 */
export async function placeKlarnaOrder(url: string, doublesUrl: string, body: ReturnType<typeof orderBody>) {
  const session = await post(`${url}/ecom/klarna/session`, body);
  const authorized = await fetch(`${doublesUrl}/klarna-api/__buyer/authorize`, { method: 'POST', body: JSON.stringify({ client_token: session.body.client_token, approve: true }) });
  const token = ((await authorized.json()) as { authorization_token: string }).authorization_token;
  await post(`${url}/ecom/order`, body);
  return { token, placed: await post(`${url}/ecom/klarna/order`, { project: body.project, authorization_token: token, order_uuid: body.order_uuid }) };
}

/** The mails written to the data folder's outbox, oldest first. */
export async function outbox(dataDir: string) {
  const names = (await readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => readEml(await readFile(path.join(dataDir, 'outbox', name), 'utf8'))));
}
