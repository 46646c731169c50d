import pg, { type PoolClient } from 'pg';
import type { OutboxJob } from './outbox.ts';
import type { OrderStatus } from './order-lifecycle.ts';
import { orderUuidOf, type SubmissionEntry } from './submission-entry.ts';
import { invoiceNumberOf, isOrderNumber, piecesOf, type ImportedOrder, type OrderStore } from './order-store.ts';
import { withHeldPieces } from './held-pieces.ts';
import { addOutboxJob, postgresOutbox } from './postgres-outbox.ts';
import { orderSchemaName, postgresSchema } from './postgres-schema.ts';

/**
 * The order store (order-store.ts) in PostgreSQL, for a shop whose service may run more than once
 * against one database. Each order is one transaction: it locks its uuid (a repeat waits and then
 * finds the first), then the stock rows it sells from in a fixed order (SELECT … FOR UPDATE: an
 * order for other pieces does not wait), then takes the next number; the withdrawal receipts'
 * count locks its endpoint. A deadlock or serialization failure is tried again.
 */

type Query = Pick<PoolClient, 'query'>;

/** Advisory locks of this store: a constant per kind, the name hashed within it. */
const lockOf = (client: Query, kind: string, name: string) => client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${orderSchemaName}:${kind}:${name}`]);

/** PostgreSQL's codes for a transaction that lost to another and may simply be tried again. */
const tryAgainCodes = new Set(['40P01', '40001']);

async function keep(client: Query, entry: SubmissionEntry, jobs: OutboxJob[]) {
  const { rows } = await client.query<{ seq: string }>('INSERT INTO submissions (id, endpoint, received_at, entry, order_uuid) VALUES ($1, $2, $3, $4, $5) RETURNING seq', [
    entry.id,
    entry.endpoint,
    entry.receivedAt,
    JSON.stringify(entry),
    orderUuidOf(entry),
  ]);
  const seqs: number[] = [];
  for (const job of jobs) seqs.push(await addOutboxJob(client, job, entry.receivedAt));
  return { submission: Number(rows[0]!.seq), jobs: seqs };
}

async function keepOrder(client: Query, entry: ImportedOrder, contentKey: string, jobs: OutboxJob[]) {
  const kept = await keep(client, entry, jobs);
  await client.query('INSERT INTO orders (uuid, number, content_key, placed_at, submission) VALUES ($1, $2, $3, $4, $5)', [entry.order.uuid, Number(entry.orderNumber), contentKey, entry.receivedAt, kept.submission]);
  for (const [key, count] of piecesOf(entry.order)) await client.query('INSERT INTO stock_holds (order_uuid, stock_key, count) VALUES ($1, $2, $3)', [entry.order.uuid, key, count]);
  return kept.jobs;
}

/**
 * The pieces held of each stock, each stock's row locked until the transaction ends (sorted, so
 * two orders lock in the same order), noting a new figure of the catalog as the retailer's new
 * count: the first figure seen counts every hold, a new one the holds placed after it.
 */
async function lockHeldPieces(client: Query, stocks: Map<string, number>): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  for (const key of [...stocks.keys()].sort()) {
    const catalogStock = stocks.get(key)!;
    await client.query('INSERT INTO stock_statements (stock_key, stock, after_hold) VALUES ($1, $2, 0) ON CONFLICT (stock_key) DO NOTHING', [key, catalogStock]);
    const { rows } = await client.query<{ stock: number; after_hold: string }>('SELECT stock, after_hold FROM stock_statements WHERE stock_key = $1 FOR UPDATE', [key]);
    let afterHold = Number(rows[0]!.after_hold);
    if (rows[0]!.stock !== catalogStock) {
      const last = await client.query<{ seq: string | null }>('SELECT MAX(seq) AS seq FROM stock_holds WHERE stock_key = $1', [key]);
      afterHold = Number(last.rows[0]?.seq ?? 0);
      await client.query('UPDATE stock_statements SET stock = $2, after_hold = $3 WHERE stock_key = $1', [key, catalogStock, afterHold]);
    }
    const sum = await client.query<{ pieces: string }>('SELECT COALESCE(SUM(count), 0) AS pieces FROM stock_holds WHERE stock_key = $1 AND seq > $2 AND released_at IS NULL', [key, afterHold]);
    held.set(key, Number(sum.rows[0]!.pieces));
  }
  return held;
}

/** The same figures read without locking or noting anything: a new catalog figure holds nothing yet. */
async function readHeldPieces(client: Query, stocks: Map<string, number>): Promise<Map<string, number>> {
  const keys = [...stocks.keys()];
  const { rows } = await client.query<{ key: string; stated: number | null; pieces: string }>(
    `SELECT k.key, s.stock AS stated,
       (SELECT COALESCE(SUM(h.count), 0) FROM stock_holds h WHERE h.stock_key = k.key AND h.released_at IS NULL AND h.seq > COALESCE(s.after_hold, 0)) AS pieces
     FROM unnest($1::text[]) AS k(key) LEFT JOIN stock_statements s ON s.stock_key = k.key`,
    [keys],
  );
  return new Map(rows.map((row) => [row.key, row.stated !== null && row.stated !== stocks.get(row.key) ? 0 : Number(row.pieces)]));
}

export function openPostgresOrderStore(connectionString: string): OrderStore {
  const pool = new pg.Pool({ connectionString, max: 10, options: `-c search_path=${orderSchemaName}` });
  // A connection that breaks while idle is replaced at the next query; it must not end the process.
  pool.on('error', (error) => console.error('[order service] a PostgreSQL connection failed while idle', error));

  // Two services starting at once both create the tables: one after the other.
  const ready = (async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${orderSchemaName}:schema`]);
      await client.query(postgresSchema);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  })();
  // Every use awaits it and reports its failure; this only keeps the process from ending on it.
  ready.catch(() => undefined);

  async function inTransaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    await ready;
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(client);
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        // A connection in an unknown state is not given to the next transaction.
        client.release(true);
        if (attempt < 5 && tryAgainCodes.has((error as { code?: string }).code ?? '')) continue;
        throw error;
      }
    }
  }

  const query = async <R extends object>(text: string, values: unknown[] = []) => {
    await ready;
    return (await pool.query<R>(text, values)).rows;
  };

  return {
    entries: async () => (await query<{ entry: SubmissionEntry }>('SELECT entry FROM submissions ORDER BY seq')).map((row) => row.entry),
    placeOrder: (attempt) =>
      inTransaction(async (client) => {
        await lockOf(client, 'order', attempt.uuid);
        const known = await client.query<{ content_key: string; entry: SubmissionEntry }>('SELECT o.content_key, s.entry FROM orders o JOIN submissions s ON s.seq = o.submission WHERE o.uuid = $1', [attempt.uuid]);
        if (known.rows[0]) return { outcome: 'known', entry: known.rows[0].entry, sameContent: known.rows[0].content_key === attempt.contentKey };
        const verdict = await withHeldPieces(attempt.check, (stocks) => lockHeldPieces(client, stocks));
        if (!verdict.ok) return { outcome: 'refused', refusal: verdict.refusal };
        const numbered = await client.query<{ last: number }>(
          'INSERT INTO order_number (id, last) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET last = GREATEST(order_number.last, $1 - 1) + 1 RETURNING last',
          [attempt.firstNumber],
        );
        const number = String(numbered.rows[0]!.last);
        const { entry, jobs } = attempt.accept(verdict.value, number);
        return { outcome: 'placed', entry, jobs: await keepOrder(client, { ...entry, order: verdict.value, orderNumber: number }, attempt.contentKey, jobs) };
      }),
    record: (entry, jobs) => inTransaction(async (client) => (await keep(client, entry, jobs)).jobs),
    recordCounting: (endpoint, since, make) =>
      inTransaction(async (client) => {
        await lockOf(client, 'count', endpoint);
        const earlier = await client.query<{ entry: SubmissionEntry }>('SELECT entry FROM submissions WHERE endpoint = $1 AND received_at >= $2 ORDER BY seq', [endpoint, since]);
        const { entry, jobs } = make(earlier.rows.map((row) => row.entry));
        return { entry, jobs, seqs: (await keep(client, entry, jobs)).jobs };
      }),
    orderEntries: async (order) => {
      const uuid =
        'uuid' in order ? order.uuid : isOrderNumber(order.number) ? (await query<{ uuid: string }>('SELECT uuid FROM orders WHERE number = $1', [Number(order.number)]))[0]?.uuid : undefined;
      return uuid ? (await query<{ entry: SubmissionEntry }>('SELECT entry FROM submissions WHERE order_uuid = $1 ORDER BY seq', [uuid])).map((row) => row.entry) : [];
    },
    readHolds: async (read) => {
      await ready;
      return withHeldPieces(read, (stocks) => readHeldPieces(pool, stocks));
    },
    statusOf: async (uuid) => (await query<{ status: OrderStatus }>('SELECT status FROM orders WHERE uuid = $1', [uuid]))[0]?.status ?? null,
    changeStatus: (change, make) =>
      inTransaction(async (client) => {
        const moved = await client.query('UPDATE orders SET status = $1 WHERE uuid = $2 AND status = $3', [change.to, change.uuid, change.from]);
        if (moved.rowCount !== 1) return null;
        // Released pieces no longer count against the stock (only unreleased holds are summed).
        if (change.releaseStock) await client.query('UPDATE stock_holds SET released_at = $1 WHERE order_uuid = $2 AND released_at IS NULL', [change.at, change.uuid]);
        let invoiceNumber: string | null = null;
        if (change.issueInvoice) {
          const issued = await client.query<{ last: number }>('INSERT INTO invoice_number (id, last) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET last = invoice_number.last + 1 RETURNING last');
          invoiceNumber = invoiceNumberOf(issued.rows[0]!.last);
        }
        const { entry, jobs } = make(invoiceNumber);
        return (await keep(client, entry, jobs)).jobs;
      }),
    importOrder: (entry, contentKey) =>
      inTransaction(async (client) => {
        const known = await client.query('SELECT 1 FROM orders WHERE uuid = $1', [entry.order.uuid]);
        if (known.rowCount) return;
        await keepOrder(client, entry, contentKey, []);
        await client.query('INSERT INTO order_number (id, last) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET last = GREATEST(order_number.last, $1)', [Number(entry.orderNumber)]);
      }),
    isEmpty: async () => (await query('SELECT 1 FROM submissions LIMIT 1')).length === 0,
    outbox: postgresOutbox(pool, ready),
    close: () => pool.end(),
  };
}
