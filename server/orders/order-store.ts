import type { CheckedOrder, OrderVerdict, OrderRefusal } from './check-order.ts';
import { stockKey, type PiecesHeld } from './stock-left.ts';
import type { SubmissionEntry } from './submission-entry.ts';
import type { Outbox, OutboxJob } from './outbox.ts';
import type { OrderStatus } from './order-lifecycle.ts';
import { openSqliteOrderStore } from './sqlite-order-store.ts';
import { openPostgresOrderStore } from './postgres-order-store.ts';

/**
 * The order service's own store: every accepted submission, the orders with their numbers, the
 * pieces of stock each order holds, and the outbox of mails and copies still to go out. An order,
 * its number, its stock and its mails are written in one transaction: a crash, a `kill -9` or a
 * full disk leaves the whole order or nothing, and a number once handed out is never handed out
 * again. Two stores keep them: one SQLite file in the data folder (the default, one machine) and
 * PostgreSQL (ORDER_DATABASE_URL, production: the database server Directus runs on), whose
 * transactions and row locks give the same guarantees to several services at once.
 *
 * Stock: the catalog's figure is what the retailer last stated; the pieces that orders placed
 * since that statement hold (and that no cancellation released) are no longer there. When the
 * catalog states another figure for a stock, the retailer has counted again (or the service's
 * sales were written back), so the holds from before count as part of it.
 */

export interface OrderAttempt {
  uuid: string;
  /** What the uuid stands for (order-content-key.ts): a repeat with other content is refused. */
  contentKey: string;
  /** The first order number of an empty store. */
  firstNumber: number;
  /** The service's verdict, given the pieces that earlier orders hold (pure: it may be asked twice). */
  check(piecesHeld: PiecesHeld): OrderVerdict;
  /** What is kept of the accepted order and what it causes, once it has its number. */
  accept(order: CheckedOrder, orderNumber: string): KeptWithJobs;
}

export interface KeptWithJobs {
  entry: SubmissionEntry;
  jobs: OutboxJob[];
}

export type Placement =
  | { outcome: 'placed'; entry: SubmissionEntry; jobs: number[] }
  | { outcome: 'known'; entry: SubmissionEntry; sameContent: boolean }
  | { outcome: 'refused'; refusal: OrderRefusal };

export interface StatusChange {
  uuid: string;
  from: OrderStatus;
  to: OrderStatus;
  releaseStock: boolean;
  /** Gives the order the next invoice number (gap-free: taken only when the change is kept). */
  issueInvoice: boolean;
  /** ISO: when the stock was released. */
  at: string;
}

/** An order of an older data folder, with its number (journal-import.ts). */
export type ImportedOrder = SubmissionEntry & { order: CheckedOrder; orderNumber: string };

export interface OrderStore {
  /** Every submission kept, oldest first: what the service knows at start. */
  entries(): Promise<SubmissionEntry[]>;
  /** Checks and places an order in one transaction (or answers the order its uuid already placed). */
  placeOrder(attempt: OrderAttempt): Promise<Placement>;
  /** Keeps a submission and what it causes in one transaction; the jobs' numbers in the outbox. */
  record(entry: SubmissionEntry, jobs: OutboxJob[]): Promise<number[]>;
  /**
   * Keeps a submission made from the earlier ones of its endpoint received at or after `since`
   * (ISO), in one transaction that no other such submission interleaves: posts at once cannot all
   * count the same earlier ones (the withdrawal receipts' limit).
   */
  recordCounting(endpoint: SubmissionEntry['endpoint'], since: string, make: (earlier: SubmissionEntry[]) => KeptWithJobs): Promise<{ entry: SubmissionEntry; jobs: OutboxJob[]; seqs: number[] }>;
  /**
   * The entries of one order (the order, the changes of its payment and status), oldest first:
   * what another service on the same store may have added since this one read them.
   */
  orderEntries(order: { uuid: string } | { number: string }): Promise<SubmissionEntry[]>;
  /** Reads what orders hold (stock-left.ts) at one moment: the live stock answer. */
  readHolds<T>(read: (piecesHeld: PiecesHeld) => T): Promise<T>;
  /** An order's status (order-lifecycle.ts), or null for a uuid no order has. */
  statusOf(uuid: string): Promise<OrderStatus | null>;
  /**
   * Moves an order from one status to the next with the entry that records the change and the
   * jobs it causes (made once the invoice, where one is issued, has its number), releasing the
   * stock it holds where asked, in one transaction. Null (and nothing kept, no number used) when
   * the order's status is no longer `from`: another change came first.
   */
  changeStatus(change: StatusChange, make: (invoiceNumber: string | null) => KeptWithJobs): Promise<number[] | null>;
  /** Keeps an order of an older data folder with its number and its stock (journal-import.ts). */
  importOrder(entry: ImportedOrder, contentKey: string): Promise<void>;
  isEmpty(): Promise<boolean>;
  outbox: Outbox;
  close(): Promise<void>;
}

/** RE000001, RE000002 …: the invoices' own sequence, apart from the order numbers. */
export const invoiceNumberOf = (sequence: number) => `RE${String(sequence).padStart(6, '0')}`;

/** Whether a text can be an order number at all (what a URL names may be anything). */
export const isOrderNumber = (text: string) => /^[1-9]\d{0,8}$/.test(text);

/** The pieces of each stock an order holds, by stock key. */
export function piecesOf(order: CheckedOrder): Map<string, number> {
  const pieces = new Map<string, number>();
  for (const line of order.lines) {
    const key = stockKey(line.productId, line.variantId);
    pieces.set(key, (pieces.get(key) ?? 0) + line.count);
  }
  return pieces;
}

export interface OrderStoreOptions {
  /** postgres://… : the orders in PostgreSQL (ORDER_DATABASE_URL); wins over the data folder. */
  databaseUrl?: string;
  /** The data folder for the SQLite file; without either the store lives in memory (tests, previews without a folder). */
  dataDir?: string;
  /** The SQLite file may grow to this many bytes, then writes fail as on a full disk (tests). */
  maxBytes?: number;
}

/** Opens the store; PostgreSQL's connections and tables are made at its first use. */
export function openOrderStore(options: OrderStoreOptions = {}): OrderStore {
  return options.databaseUrl ? openPostgresOrderStore(options.databaseUrl) : openSqliteOrderStore(options);
}
