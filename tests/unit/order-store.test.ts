import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { storeFileName } from '../../server/orders/sqlite-order-store.ts';
import type { Mail } from '../../server/mailer.ts';
import { checkOrder } from '../../server/orders/check-order.ts';
import { fixtureCatalog, orderBody, project } from '../support/order-fixtures.ts';
import { storeBackends } from '../support/order-store-backends.ts';
import { folders, outbox, post, serve } from '../support/order-service-harness.ts';
import { setStock, startServiceProcess } from '../support/order-service-process.ts';

/**
 * The order store as the retailer relies on it, tried through the service's own endpoints: the
 * last piece is sold once, a crash or a full disk loses no answered order and reuses no number,
 * and every mail leaves once, also when the mail server was down or the process was killed; in
 * the SQLite file of the data folder and, where a server is given, in PostgreSQL.
 */

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const backend of storeBackends) {
  describe(`the order store in ${backend.name}`, () => {
    describe('stock', () => {
      it('sells the last piece once: of 50 orders sent at once for it, one is placed and 49 are told it is sold out', async () => {
        const { siteDir, dataDir } = await folders();
        const store = await backend.open(dataDir);
        const { url } = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl });
        // Ring Aurora: 3 in stock. Two are sold first; an order for two of the last one is told how many are left.
        for (const uuid of ['first', 'second']) expect((await post(`${url}/ecom/order`, orderBody(uuid))).status).toBe(200);
        const two = orderBody('two-of-one');
        two.cart.products[0]!.count = 2;
        expect(await post(`${url}/ecom/order`, two)).toEqual({ status: 422, body: { status: 'error', code: 'over_stock', message: 'Only 1 of Ring Aurora in stock.', fields: ['cart.products[0].count'], shortages: [{ lines: [0], available: 1 }] } });

        const replies = await Promise.all(Array.from({ length: 50 }, (_unused, index) => post(`${url}/ecom/order`, orderBody(`last-${index}`))));
        const placed = replies.filter((reply) => reply.status === 200);
        expect(placed.map((reply) => reply.body.order_number)).toEqual(['10003']);
        const refused = replies.filter((reply) => reply.status !== 200).map((reply) => [reply.status, reply.body.code, reply.body.message]);
        expect(refused).toEqual(Array.from({ length: 49 }, () => [422, 'unavailable', 'Ring Aurora is sold out.']));
        expect((await store.entries('order')).map((entry) => entry.orderNumber)).toEqual(['10001', '10002', '10003']);
      });

      it('keeps what orders hold over a restart, and takes a new figure of the catalog as the retailer\'s new count', async () => {
        const { siteDir, dataDir } = await folders();
        const store = await backend.open(dataDir);
        const first = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl });
        for (const uuid of ['a', 'b', 'c']) expect((await post(`${first.url}/ecom/order`, orderBody(uuid))).status).toBe(200);
        await first.close();

        const restarted = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl });
        expect((await post(`${restarted.url}/ecom/order`, orderBody('d'))).body).toMatchObject({ code: 'unavailable' });
        await restarted.close();

        // The next build states 2 rings (the retailer counted what is on the shelf): two more can be sold.
        await setStock(siteDir, 'ring-aurora', 2);
        const rebuilt = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl });
        expect((await post(`${rebuilt.url}/ecom/order`, orderBody('e'))).body).toMatchObject({ status: 'ok', order_number: '10004' });
        expect((await post(`${rebuilt.url}/ecom/order`, orderBody('f'))).body).toMatchObject({ status: 'ok', order_number: '10005' });
        expect((await post(`${rebuilt.url}/ecom/order`, orderBody('g'))).body).toMatchObject({ code: 'unavailable' });
      });

      it('two services started on one data folder give no number twice and sell the last pieces once', async () => {
        const { siteDir, dataDir } = await folders();
        const store = await backend.open(dataDir);
        const [one, two] = await Promise.all([startServiceProcess(siteDir, dataDir, store.env), startServiceProcess(siteDir, dataDir, store.env)]);
        const replies = await Promise.all(Array.from({ length: 12 }, (_unused, index) => post(`${(index % 2 ? one : two).url}/ecom/order`, orderBody(`shared-${index}`))));
        const numbers = replies.filter((reply) => reply.status === 200).map((reply) => reply.body.order_number);
        expect(numbers.sort()).toEqual(['10001', '10002', '10003']);
        expect(replies.filter((reply) => reply.status === 422)).toHaveLength(9);
        expect((await store.entries('order')).map((entry) => entry.orderNumber)).toEqual(['10001', '10002', '10003']);
      }, 30_000);
    });

    describe('withdrawals', () => {
      it('of 10 withdrawals posted at once by one address, all are kept and exactly 3 get the mailed receipt', async () => {
        const { siteDir, dataDir } = await folders();
        const store = await backend.open(dataDir);
        const { url, local } = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl });
        const withdrawal = { project, name: 'Anna Berg', email: 'anna@example.org', order_number: '10001', order_date: '2026-11-20', reason: '', language: 'de' };
        const replies = await Promise.all(Array.from({ length: 10 }, (_unused, index) => post(`${url}/ecom/withdrawal`, { ...withdrawal, reason: `Versuch ${index + 1}` })));
        expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 10 }, () => 200));
        expect(replies.filter((reply) => reply.body.receipt_mailed === true)).toHaveLength(3);
        expect(await store.entries('withdrawal')).toHaveLength(10);
        await local.mailsSent();
        const receipts = (await outbox(dataDir)).filter((mail) => mail.headers.to === 'anna@example.org');
        expect(receipts).toHaveLength(3);
      });
    });

    describe('a crash, a full disk, a mail server that is down', () => {
      it('killed with -9 during a burst of orders: every order it answered is kept once under its number, and every mail leaves once after the restart', async () => {
        const { siteDir, dataDir } = await folders();
        const store = await backend.open(dataDir);
        await setStock(siteDir, 'ring-aurora', 1000);
        const service = await startServiceProcess(siteDir, dataDir, store.env);
        const answered = new Map<string, string>();
        let killing: Promise<void> | undefined;
        await Promise.all(
          Array.from({ length: 80 }, async (_unused, index) => {
            const uuid = `burst-${index}`;
            const reply = await post(`${service.url}/ecom/order`, orderBody(uuid)).catch(() => null);
            if (reply?.status === 200) answered.set(uuid, String(reply.body.order_number));
            if (answered.size === 20) killing ??= service.killHard();
          }),
        );
        await killing;
        expect(answered.size).toBeGreaterThanOrEqual(20);

        const restarted = await startServiceProcess(siteDir, dataDir, store.env);
        for (const [uuid, number] of answered) expect((await post(`${restarted.url}/ecom/order`, orderBody(uuid))).body.order_number, uuid).toBe(number);
        const stored = await store.entries('order');
        expect(new Set(stored.map((entry) => entry.id)).size).toBe(stored.length);
        // Numbers in the order they were given, none twice, none skipped.
        expect(stored.map((entry) => Number(entry.orderNumber))).toEqual(stored.map((_entry, index) => 10001 + index));

        await until(async () => (await store.unsentJobs()) === 0, 'the outbox to be sent');
        await restarted.stop();
        const confirmations = (await outbox(dataDir)).filter((mail) => mail.headers.to === 'anna@example.org').map((mail) => mail.headers.subject);
        expect(confirmations.sort()).toEqual(stored.map((entry) => `Ihre Bestellung ${entry.orderNumber!}`).sort());
      }, 60_000);

      it.runIf(backend.name === 'SQLite')('on a full disk refuses the order with 500, keeps nothing of it, and gives no number twice once there is room again', async () => {
        const { siteDir, dataDir } = await folders();
        const store = await backend.open(dataDir);
        await setStock(siteDir, 'ring-aurora', 10_000);
        const full = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, storeMaxBytes: 256 * 1024 });
        const answers: Array<{ uuid: string; status: number; body: Record<string, unknown> }> = [];
        for (let index = 0; index < 400 && !answers.some((answer) => answer.status !== 200); index++) {
          const uuid = `disk-${index}`;
          answers.push({ uuid, ...(await post(`${full.url}/ecom/order`, orderBody(uuid))) });
        }
        const failed = answers.at(-1)!;
        expect(failed).toMatchObject({ status: 500, body: { status: 'error', message: 'The submission could not be stored.' } });
        const placed = answers.slice(0, -1);
        expect(placed.length).toBeGreaterThan(5);
        expect((await store.entries('order')).map((entry) => entry.orderNumber)).toEqual(placed.map((answer) => answer.body.order_number));
        await full.close();

        const roomy = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl });
        expect((await post(`${roomy.url}/ecom/order`, orderBody(placed[0]!.uuid))).body.order_number).toBe('10001');
        expect((await post(`${roomy.url}/ecom/order`, orderBody(failed.uuid))).body.order_number).toBe(String(10001 + placed.length));
      }, 30_000);

      it('keeps the mails of an order while the mail server is down and sends them once after a restart', async () => {
        const { siteDir, dataDir } = await folders();
        const store = await backend.open(dataDir);
        const down = await serve({
          siteDir,
          dataDir,
          databaseUrl: store.databaseUrl,
          mailer: {
            send: () => Promise.reject(new Error('SMTP down')),
          },
        });
        expect((await post(`${down.url}/ecom/order`, orderBody('while-down'))).body).toMatchObject({ status: 'ok', order_number: '10001' });
        await down.local.mailsSent();
        expect((await down.local.unsent()).map((job) => [job.attempts, job.lastError])).toEqual([
          [1, 'SMTP down'],
          [1, 'SMTP down'],
        ]);
        await down.close();

        const sent: Mail[] = [];
        const mailer = { send: async (mail: Mail) => void sent.push(mail) };
        const up = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, mailer });
        await up.local.mailsSent();
        expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
          ['anna@example.org', 'Ihre Bestellung 10001'],
          [expect.stringContaining('@'), expect.stringContaining('10001')],
        ]);
        expect(await up.local.unsent()).toEqual([]);
        await up.close();

        const again = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl, mailer });
        await again.local.mailsSent();
        expect(sent).toHaveLength(2);
      });
    });

    describe('a data folder from before the order store', () => {
      it.runIf(backend.name === 'SQLite')('a store file from before entries named their order: its orders are found by number again for status changes', async () => {
        const { siteDir, dataDir } = await folders();
        const adminToken = 'b'.repeat(40);
        const first = await serve({ siteDir, dataDir, adminToken });
        expect((await post(`${first.url}/ecom/order`, orderBody('older'))).body.order_number).toBe('10001');
        await first.close();
        // As the file was before: no column naming each entry's order.
        const db = new Database(path.join(dataDir, storeFileName));
        db.exec('DROP INDEX submissions_by_order; ALTER TABLE submissions DROP COLUMN order_uuid');
        db.close();

        const { url } = await serve({ siteDir, dataDir, adminToken });
        const paid = await fetch(`${url}/ecom/orders/10001/status`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` }, body: JSON.stringify({ status: 'paid' }) });
        expect(await paid.json()).toMatchObject({ status: 'ok', previous_status: 'new', order_status: 'paid' });
        const reader = new Database(path.join(dataDir, storeFileName), { readonly: true });
        const named = reader.prepare<[], { endpoint: string; order_uuid: string | null }>('SELECT endpoint, order_uuid FROM submissions ORDER BY seq').all();
        reader.close();
        expect(named).toEqual([
          { endpoint: 'order', order_uuid: 'older' },
          { endpoint: 'orderStatus', order_uuid: 'older' },
        ]);
      });


      it('moves its journals into the store: the orders keep their numbers and their stock, a torn line is skipped', async () => {
        const { siteDir, dataDir } = await folders();
        const store = await backend.open(dataDir);
        const verdict = checkOrder(orderBody('journaled'), fixtureCatalog(), project);
        if (!verdict.ok) throw new Error(verdict.refusal.message);
        const entry = { id: 'journaled', endpoint: 'order', receivedAt: '2026-11-20T10:00:00.000Z', body: orderBody('journaled'), reply: { status: 'ok', id: 'journaled', order_number: '10007', total: '1296.90' }, order: verdict.value, orderNumber: '10007' };
        await writeFile(path.join(dataDir, 'orders.jsonl'), `${JSON.stringify(entry)}\n{"id":"torn","endpoi`);
        await writeFile(path.join(dataDir, 'withdrawals.jsonl'), `${JSON.stringify({ id: 'w-1', endpoint: 'withdrawal', receivedAt: '2026-11-21T10:00:00.000Z', body: {}, reply: { status: 'ok' } })}\n`);

        const { url } = await serve({ siteDir, dataDir, databaseUrl: store.databaseUrl });
        expect((await post(`${url}/ecom/order`, orderBody('journaled'))).body.order_number).toBe('10007');
        expect((await post(`${url}/ecom/order`, orderBody('next'))).body.order_number).toBe('10008');
        expect((await post(`${url}/ecom/order`, orderBody('last-ring'))).body.order_number).toBe('10009');
        // Ring Aurora had 3: the journaled order holds one of them.
        expect((await post(`${url}/ecom/order`, orderBody('none-left'))).body).toMatchObject({ code: 'unavailable' });
        expect((await store.entries('withdrawal')).map((kept) => kept.id)).toEqual(['w-1']);
        expect((await readdir(dataDir)).filter((name) => name.includes('jsonl')).sort()).toEqual(['orders.jsonl.imported', 'withdrawals.jsonl.imported']);
      });
    });
  });
}
