import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { CheckedOrder, OrderVerdict, OrderRefusal } from './check-order.ts';
import { stockKey, type PiecesHeld } from './stock-left.ts';
import type { SubmissionEntry } from './submission-entry.ts';
import { openOutbox, outboxSchema, type Outbox, type OutboxJob } from './outbox.ts';
import type { OrderStatus } from './order-lifecycle.ts';

/**
 * The order service's own store: one SQLite file (WAL) in the data folder holding every accepted
 * submission, the orders with their numbers, the pieces of stock each order holds, and the outbox
 * of mails and copies still to go out. An order, its number, its stock and its mails are written
 * in one transaction: a crash, a `kill -9` or a full disk leaves the whole order or nothing, and a
 * number once handed out is never handed out again. SQLite's write lock serializes orders, also
 * between two processes that were pointed at the same folder.
 *
 * Stock: the catalog's figure is what the retailer last stated; the pieces that orders placed
 * since that statement hold (and that no cancellation released) are no longer there. When the
 * catalog states another figure for a stock, the retailer has counted again (or the service's
 * sales were written back), so the holds from before count as part of it.
 */

interface OrderAttempt {
  uuid: string;
  /** What the uuid stands for (order-content-key.ts): a repeat with other content is refused. */
  contentKey: string;
  /** The first order number of an empty store. */
  firstNumber: number;
  /** The service's verdict, given the pieces that earlier orders hold (pure). */
  check(piecesHeld: PiecesHeld): OrderVerdict;
  /** What is kept of the accepted order and what it causes, once it has its number. */
  accept(order: CheckedOrder, orderNumber: string): { entry: SubmissionEntry; jobs: OutboxJob[] };
}

type Placement =
  | { outcome: 'placed'; entry: SubmissionEntry; jobs: number[] }
  | { outcome: 'known'; entry: SubmissionEntry; sameContent: boolean }
  | { outcome: 'refused'; refusal: OrderRefusal };

export interface OrderStore {
  /** Every submission kept, oldest first: what the service knows at start. */
  entries(): SubmissionEntry[];
  /** The submissions of one endpoint received at or after `since` (ISO), oldest first. */
  entriesSince(endpoint: SubmissionEntry['endpoint'], since: string): SubmissionEntry[];
  /** Checks and places an order in one transaction (or answers the order its uuid already placed). */
  placeOrder(attempt: OrderAttempt): Placement;
  /** Keeps a submission and what it causes in one transaction; the jobs' numbers in the outbox. */
  record(entry: SubmissionEntry, jobs: OutboxJob[]): number[];
  /** Reads what orders hold (stock-left.ts) in one transaction: the live stock answer. */
  readHolds<T>(read: (piecesHeld: PiecesHeld) => T): T;
  /** An order's status (order-lifecycle.ts), or null for a uuid no order has. */
  statusOf(uuid: string): OrderStatus | null;
  /**
   * Moves an order from one status to the next with the entry that records the change and the
   * jobs it causes (made once the invoice, where one is issued, has its number), releasing the
   * stock it holds where asked, in one transaction. Null (and nothing kept, no number used) when
   * the order's status is no longer `from`: another change came first.
   */
  changeStatus(change: StatusChange, make: (invoiceNumber: string | null) => { entry: SubmissionEntry; jobs: OutboxJob[] }): number[] | null;
  /** Keeps an order of an older data folder with its number and its stock (journal-import.ts). */
  importOrder(entry: SubmissionEntry & { order: CheckedOrder; orderNumber: string }, contentKey: string): void;
  isEmpty(): boolean;
  outbox: Outbox;
  close(): void;
}

interface StatusChange {
  uuid: string;
  from: OrderStatus;
  to: OrderStatus;
  releaseStock: boolean;
  /** Gives the order the next invoice number (gap-free: taken only when the change is kept). */
  issueInvoice: boolean;
  /** ISO: when the stock was released. */
  at: string;
}

/** RE000001, RE000002 …: the invoices' own sequence, apart from the order numbers. */
const invoiceNumberOf = (sequence: number) => `RE${String(sequence).padStart(6, '0')}`;

export interface OrderStoreOptions {
  /** The data folder; without it the store lives in memory (tests, previews without a folder). */
  dataDir?: string;
  /** The file may grow to this many bytes, then writes fail as on a full disk (tests). */
  maxBytes?: number;
}

const schema = `
CREATE TABLE IF NOT EXISTS submissions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  received_at TEXT NOT NULL,
  entry TEXT NOT NULL
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

function openDatabase({ dataDir, maxBytes }: OrderStoreOptions): Database.Database {
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
  return db;
}

export function openOrderStore(options: OrderStoreOptions = {}): OrderStore {
  const db = openDatabase(options);
  const insertSubmission = db.prepare<[string, string, string, string]>('INSERT INTO submissions (id, endpoint, received_at, entry) VALUES (?, ?, ?, ?)');
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
  const outbox = openOutbox(db);

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
    const submission = Number(insertSubmission.run(entry.id, entry.endpoint, entry.receivedAt, JSON.stringify(entry)).lastInsertRowid);
    return { submission, jobs: jobs.map((job) => outbox.add(job, entry.receivedAt)) };
  }

  function keepOrder(entry: SubmissionEntry & { order: CheckedOrder; orderNumber: string }, contentKey: string, jobs: OutboxJob[]) {
    const kept = keep(entry, jobs);
    const number = Number(entry.orderNumber);
    insertOrder.run(entry.order.uuid, number, contentKey, entry.receivedAt, kept.submission);
    const pieces = new Map<string, number>();
    for (const line of entry.order.lines) {
      const key = stockKey(line.productId, line.variantId);
      pieces.set(key, (pieces.get(key) ?? 0) + line.count);
    }
    for (const [key, count] of pieces) insertHold.run(entry.order.uuid, key, count);
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
  const changeStatus = db.transaction((change: StatusChange, make: (invoiceNumber: string | null) => { entry: SubmissionEntry; jobs: OutboxJob[] }) => {
    if (setStatus.run(change.to, change.uuid, change.from).changes !== 1) return null;
    // Released pieces no longer count against the stock (heldSince counts only unreleased holds).
    if (change.releaseStock) releaseHolds.run(change.at, change.uuid);
    const { entry, jobs } = make(change.issueInvoice ? invoiceNumberOf(nextInvoice.get()!.last) : null);
    return keep(entry, jobs).jobs;
  });
  const importOrder = db.transaction((entry: SubmissionEntry & { order: CheckedOrder; orderNumber: string }, contentKey: string) => {
    if (!knownOrder.get(entry.order.uuid)) keepOrder(entry, contentKey, []);
  });

  return {
    entries: () => allEntries.all().map((row) => JSON.parse(row.entry) as SubmissionEntry),
    // IMMEDIATE: the write lock is taken before the stock is read, so no other process slips in between.
    placeOrder: (attempt) => place.immediate(attempt),
    record: (entry, jobs) => record.immediate(entry, jobs),
    readHolds: (read) => db.transaction(() => read(piecesHeld))(),
    statusOf: (uuid) => statusOf.get(uuid)?.status ?? null,
    changeStatus: (change, make) => changeStatus.immediate(change, make),
    importOrder: (entry, contentKey) => importOrder.immediate(entry, contentKey),
    entriesSince: (endpoint, since) => endpointSince.all(endpoint, since).map((row) => JSON.parse(row.entry) as SubmissionEntry),
    isEmpty: () => anySubmission.get() === undefined,
    outbox,
    close: () => db.close(),
  };
}
