import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { PiecesHeld } from './stock-left.ts';
import { orderUuidOf, type SubmissionEntry } from './submission-entry.ts';
import type { OutboxJob } from './outbox.ts';
import type { OrderStatus } from './order-lifecycle.ts';
import { openSqliteOutbox, outboxSchema } from './sqlite-outbox.ts';
import { invoiceNumberOf, isOrderNumber, piecesOf, type ImportedOrder, type KeptWithJobs, type OrderAttempt, type OrderStore, type OrderStoreOptions, type Placement, type StatusChange } from './order-store.ts';

/**
 * The order store (order-store.ts) in one SQLite file (WAL) in the data folder. SQLite's write
 * lock serializes orders, also between two processes that were pointed at the same folder: each
 * transaction that may write takes it before it reads (IMMEDIATE).
 */

const schema = `
CREATE TABLE IF NOT EXISTS submissions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  received_at TEXT NOT NULL,
  entry TEXT NOT NULL,
  order_uuid TEXT
);
CREATE INDEX IF NOT EXISTS submissions_by_endpoint ON submissions (endpoint, received_at);
CREATE TABLE IF NOT EXISTS orders (
  uuid TEXT PRIMARY KEY,
  number INTEGER NOT NULL UNIQUE,
  content_key TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  placed_at TEXT NOT NULL,
  submission INTEGER NOT NULL REFERENCES submissions(seq)
);
CREATE TABLE IF NOT EXISTS order_number (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS invoice_number (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS stock_holds (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  order_uuid TEXT NOT NULL REFERENCES orders(uuid),
  stock_key TEXT NOT NULL,
  count INTEGER NOT NULL CHECK (count > 0),
  released_at TEXT
);
CREATE INDEX IF NOT EXISTS stock_holds_by_key ON stock_holds (stock_key, seq);
CREATE TABLE IF NOT EXISTS stock_statements (
  stock_key TEXT PRIMARY KEY,
  stock INTEGER NOT NULL,
  after_hold INTEGER NOT NULL
);
${outboxSchema}
`;

export const storeFileName = 'orders.sqlite';

/**
 * Runs a step of opening the store again while another process holds the file (SQLITE_BUSY): two
 * services started at once on one folder both switch it to WAL and create the tables, and that
 * switch does not wait for the other's lock as statements do (busy_timeout).
 */
function whenFree<T>(step: () => T, waitMs = 10_000): T {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      return step();
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > until) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
    }
  }
}

/**
 * A store made before entries named their order gets the column, filled from the entries (the
 * order's uuid, or that of the order whose payment or status an entry changed).
 */
function addOrderColumn(db: Database.Database) {
  db.transaction(() => {
    const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('submissions')").all();
    if (!columns.some((column) => column.name === 'order_uuid')) {
      db.exec('ALTER TABLE submissions ADD COLUMN order_uuid TEXT');
      db.exec(`UPDATE submissions SET order_uuid = COALESCE(
        CASE WHEN endpoint = 'order' AND json_extract(entry, '$.orderNumber') IS NOT NULL THEN id END,
        json_extract(entry, '$.payment.orderUuid'), json_extract(entry, '$.statusChange.orderUuid'))`);
    }
    db.exec('CREATE INDEX IF NOT EXISTS submissions_by_order ON submissions (order_uuid, seq)');
  }).immediate();
}

function openDatabase({ dataDir, maxBytes }: Pick<OrderStoreOptions, 'dataDir' | 'maxBytes'>): Database.Database {
  let db: Database.Database;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    db = new Database(path.join(dataDir, storeFileName));
    whenFree(() => db.pragma('journal_mode = WAL'));
  } else {
    db = new Database(':memory:');
  }
  // Kept on disk before the shopper is told: FULL syncs each commit, not only at checkpoints.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Another process holding the write lock (a second service on the same folder) is waited for.
  db.pragma('busy_timeout = 10000');
  if (maxBytes) db.pragma(`max_page_count = ${Math.max(1, Math.floor(maxBytes / (db.pragma('page_size', { simple: true }) as number)))}`);
  whenFree(() => db.exec(schema));
  whenFree(() => addOrderColumn(db));
  return db;
}

export function openSqliteOrderStore(options: Pick<OrderStoreOptions, 'dataDir' | 'maxBytes'> = {}): OrderStore {
  const db = openDatabase(options);
  const insertSubmission = db.prepare<[string, string, string, string, string | null]>('INSERT INTO submissions (id, endpoint, received_at, entry, order_uuid) VALUES (?, ?, ?, ?, ?)');
  const entriesOfOrder = db.prepare<[string], { entry: string }>('SELECT entry FROM submissions WHERE order_uuid = ? ORDER BY seq');
  const uuidOfNumber = db.prepare<[number], { uuid: string }>('SELECT uuid FROM orders WHERE number = ?');
  const knownOrder = db.prepare<[string], { content_key: string; entry: string }>('SELECT o.content_key, s.entry FROM orders o JOIN submissions s ON s.seq = o.submission WHERE o.uuid = ?');
  const insertOrder = db.prepare<[string, number, string, string, number]>('INSERT INTO orders (uuid, number, content_key, placed_at, submission) VALUES (?, ?, ?, ?, ?)');
  const lastNumber = db.prepare<[], { last: number }>('SELECT last FROM order_number WHERE id = 1');
  const saveNumber = db.prepare<[number]>('INSERT INTO order_number (id, last) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET last = excluded.last');
  const insertHold = db.prepare<[string, string, number]>('INSERT INTO stock_holds (order_uuid, stock_key, count) VALUES (?, ?, ?)');
  const statementOf = db.prepare<[string], { stock: number; after_hold: number }>('SELECT stock, after_hold FROM stock_statements WHERE stock_key = ?');
  const saveStatement = db.prepare<[string, number, number]>(
    'INSERT INTO stock_statements (stock_key, stock, after_hold) VALUES (?, ?, ?) ON CONFLICT (stock_key) DO UPDATE SET stock = excluded.stock, after_hold = excluded.after_hold',
  );
  const lastHold = db.prepare<[], { seq: number | null }>('SELECT MAX(seq) AS seq FROM stock_holds');
  const heldSince = db.prepare<[string, number], { pieces: number | null }>('SELECT SUM(count) AS pieces FROM stock_holds WHERE stock_key = ? AND seq > ? AND released_at IS NULL');
  const allEntries = db.prepare<[], { entry: string }>('SELECT entry FROM submissions ORDER BY seq');
  const endpointSince = db.prepare<[string, string], { entry: string }>('SELECT entry FROM submissions WHERE endpoint = ? AND received_at >= ? ORDER BY seq');
  const anySubmission = db.prepare<[], { seq: number }>('SELECT seq FROM submissions LIMIT 1');
  const statusOf = db.prepare<[string], { status: OrderStatus }>('SELECT status FROM orders WHERE uuid = ?');
  const setStatus = db.prepare<[string, string, string]>('UPDATE orders SET status = ? WHERE uuid = ? AND status = ?');
  const releaseHolds = db.prepare<[string, string]>('UPDATE stock_holds SET released_at = ? WHERE order_uuid = ? AND released_at IS NULL');
  const nextInvoice = db.prepare<[], { last: number }>('INSERT INTO invoice_number (id, last) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET last = last + 1 RETURNING last');
  const outbox = openSqliteOutbox(db);

  /** The pieces held of one stock, noting a new figure of the catalog as the retailer's new count. */
  const piecesHeld: PiecesHeld = (key, catalogStock) => {
    let statement = statementOf.get(key);
    if (!statement || statement.stock !== catalogStock) {
      // The first figure seen counts every hold (orders kept before the store knew it); a new one
      // counts the holds placed after it.
      statement = { stock: catalogStock, after_hold: statement ? (lastHold.get()?.seq ?? 0) : 0 };
      saveStatement.run(key, statement.stock, statement.after_hold);
    }
    return heldSince.get(key, statement.after_hold)?.pieces ?? 0;
  };

  function keep(entry: SubmissionEntry, jobs: OutboxJob[]): { submission: number; jobs: number[] } {
    const submission = Number(insertSubmission.run(entry.id, entry.endpoint, entry.receivedAt, JSON.stringify(entry), orderUuidOf(entry)).lastInsertRowid);
    return { submission, jobs: jobs.map((job) => outbox.add(job, entry.receivedAt)) };
  }

  function keepOrder(entry: ImportedOrder, contentKey: string, jobs: OutboxJob[]) {
    const kept = keep(entry, jobs);
    const number = Number(entry.orderNumber);
    insertOrder.run(entry.order.uuid, number, contentKey, entry.receivedAt, kept.submission);
    for (const [key, count] of piecesOf(entry.order)) insertHold.run(entry.order.uuid, key, count);
    saveNumber.run(Math.max(number, lastNumber.get()?.last ?? 0));
    return kept.jobs;
  }

  const place = db.transaction((attempt: OrderAttempt): Placement => {
    const known = knownOrder.get(attempt.uuid);
    if (known) return { outcome: 'known', entry: JSON.parse(known.entry) as SubmissionEntry, sameContent: known.content_key === attempt.contentKey };
    const verdict = attempt.check(piecesHeld);
    if (!verdict.ok) return { outcome: 'refused', refusal: verdict.refusal };
    const number = Math.max(lastNumber.get()?.last ?? 0, attempt.firstNumber - 1) + 1;
    const { entry, jobs } = attempt.accept(verdict.value, String(number));
    return { outcome: 'placed', entry, jobs: keepOrder({ ...entry, order: verdict.value, orderNumber: String(number) }, attempt.contentKey, jobs) };
  });

  const record = db.transaction((entry: SubmissionEntry, jobs: OutboxJob[]) => keep(entry, jobs).jobs);
  const recordCounting = db.transaction((endpoint: SubmissionEntry['endpoint'], since: string, make: (earlier: SubmissionEntry[]) => KeptWithJobs) => {
    const { entry, jobs } = make(endpointSince.all(endpoint, since).map((row) => JSON.parse(row.entry) as SubmissionEntry));
    return { entry, jobs, seqs: keep(entry, jobs).jobs };
  });
  const changeStatus = db.transaction((change: StatusChange, make: (invoiceNumber: string | null) => KeptWithJobs) => {
    if (setStatus.run(change.to, change.uuid, change.from).changes !== 1) return null;
    // Released pieces no longer count against the stock (heldSince counts only unreleased holds).
    if (change.releaseStock) releaseHolds.run(change.at, change.uuid);
    const { entry, jobs } = make(change.issueInvoice ? invoiceNumberOf(nextInvoice.get()!.last) : null);
    return keep(entry, jobs).jobs;
  });
  const importOrder = db.transaction((entry: ImportedOrder, contentKey: string) => {
    if (!knownOrder.get(entry.order.uuid)) keepOrder(entry, contentKey, []);
  });

  // IMMEDIATE: the write lock is taken before anything is read, so no other process slips in between.
  return {
    entries: async () => allEntries.all().map((row) => JSON.parse(row.entry) as SubmissionEntry),
    placeOrder: async (attempt) => place.immediate(attempt),
    record: async (entry, jobs) => record.immediate(entry, jobs),
    recordCounting: async (endpoint, since, make) => recordCounting.immediate(endpoint, since, make),
    orderEntries: async (order) => {
      const uuid = 'uuid' in order ? order.uuid : isOrderNumber(order.number) ? uuidOfNumber.get(Number(order.number))?.uuid : undefined;
      return uuid ? entriesOfOrder.all(uuid).map((row) => JSON.parse(row.entry) as SubmissionEntry) : [];
    },
    readHolds: async (read) => db.transaction(() => read(piecesHeld))(),
    statusOf: async (uuid) => statusOf.get(uuid)?.status ?? null,
    changeStatus: async (change, make) => changeStatus.immediate(change, make),
    importOrder: async (entry, contentKey) => importOrder.immediate(entry, contentKey),
    isEmpty: async () => anySubmission.get() === undefined,
    outbox: outbox.outbox,
    close: async () => void db.close(),
  };
}
