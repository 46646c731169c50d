import type Database from 'better-sqlite3';
import type { Mail } from '../mailer.ts';
import type { OrderDocument } from './order-document.ts';
import type { SubmissionEntry } from './submission-entry.ts';

/**
 * The outbox: what must leave the service once the transaction that caused it is kept (the
 * shopper's and the shop's mails; with ORDER_STORE=directus the copy of a submission for the
 * editors and an order's invoices). A job is written in the same transaction as its order, so an order never exists
 * without its mails; it is marked sent once delivered and tried again later when delivery fails,
 * also after a crash or a restart (outbox-sender.ts). A job being delivered is claimed for a while
 * by the process delivering it, so a second process on the same store does not send it too; the
 * claims of a process that no longer runs (killed mid-delivery) are released when a service starts.
 */
export type OutboxJob = { kind: 'mail'; mail: Mail } | { kind: 'copy'; entry: SubmissionEntry } | { kind: 'document'; document: OrderDocument };

export interface DueJob {
  seq: number;
  /** Stable for the job: the name of its .eml copy, its Message-ID. */
  key: string;
  job: OutboxJob;
  attempts: number;
}

export interface Outbox {
  add(job: OutboxJob, at: string): number;
  /** Claims up to `limit` jobs due at `now` (or those named) for `leaseMs`. */
  claimDue(now: Date, leaseMs: number, only?: readonly number[]): DueJob[];
  markSent(seq: number, at: Date): void;
  markFailed(seq: number, error: string, retryAt: Date): void;
  /**
   * Makes every waiting job due now, a restart (often after the mail settings were mended) tries
   * them all at once, and releases the claims of processes that have ended.
   */
  dueNow(now: Date): void;
  /** When the next unsent job is due, or null when none waits. */
  nextDue(): Date | null;
  /** Jobs not yet delivered, with their last error (the operator's view, tests). */
  unsent(): Array<{ key: string; attempts: number; lastError: string | null }>;
}

export const outboxSchema = `
CREATE TABLE IF NOT EXISTS outbox (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  job TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  due_at TEXT NOT NULL,
  claimed_until TEXT,
  claimed_by INTEGER,
  last_error TEXT,
  sent_at TEXT
);
CREATE INDEX IF NOT EXISTS outbox_unsent ON outbox (due_at) WHERE sent_at IS NULL;
`;

interface Row {
  seq: number;
  created_at: string;
  job: string;
  attempts: number;
}

/** Sortable by the time the job was made, unique: 2026-11-26T23-52-33-123Z-000042. */
const keyOf = (row: Pick<Row, 'seq' | 'created_at'>) => `${row.created_at.replace(/[:.]/g, '-')}-${String(row.seq).padStart(6, '0')}`;

/** Whether a process of this machine still runs (signal 0 checks without sending anything). */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function openOutbox(db: Database.Database): Outbox {
  const insert = db.prepare<[string, string, string]>('INSERT INTO outbox (created_at, job, due_at) VALUES (?, ?, ?)');
  const due = db.prepare<[string, string, number], Row>(
    'SELECT seq, created_at, job, attempts FROM outbox WHERE sent_at IS NULL AND due_at <= ? AND (claimed_until IS NULL OR claimed_until < ?) ORDER BY seq LIMIT ?',
  );
  const one = db.prepare<[number, string], Row>('SELECT seq, created_at, job, attempts FROM outbox WHERE seq = ? AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < ?)');
  const claim = db.prepare<[string, number, number]>('UPDATE outbox SET claimed_until = ?, claimed_by = ? WHERE seq = ?');
  const sent = db.prepare<[string, number]>('UPDATE outbox SET sent_at = ?, claimed_until = NULL, claimed_by = NULL WHERE seq = ?');
  const failed = db.prepare<[string, string, number]>('UPDATE outbox SET attempts = attempts + 1, last_error = ?, due_at = ?, claimed_until = NULL, claimed_by = NULL WHERE seq = ?');
  const bringForward = db.prepare<[string, string]>('UPDATE outbox SET due_at = ? WHERE sent_at IS NULL AND due_at > ?');
  const claimers = db.prepare<[], { pid: number }>('SELECT DISTINCT claimed_by AS pid FROM outbox WHERE sent_at IS NULL AND claimed_by IS NOT NULL');
  const release = db.prepare<[number]>('UPDATE outbox SET claimed_until = NULL, claimed_by = NULL WHERE sent_at IS NULL AND claimed_by = ?');
  const next = db.prepare<[], { due_at: string | null }>('SELECT MIN(due_at) AS due_at FROM outbox WHERE sent_at IS NULL');
  const waiting = db.prepare<[], Row & { last_error: string | null }>('SELECT seq, created_at, job, attempts, last_error FROM outbox WHERE sent_at IS NULL ORDER BY seq');

  const claimDue = db.transaction((now: Date, leaseMs: number, only?: readonly number[]): DueJob[] => {
    const at = now.toISOString();
    const rows = only ? only.flatMap((seq) => one.all(seq, at)) : due.all(at, at, 50);
    const until = new Date(now.getTime() + leaseMs).toISOString();
    for (const row of rows) claim.run(until, process.pid, row.seq);
    return rows.map((row) => ({ seq: row.seq, key: keyOf(row), job: JSON.parse(row.job) as OutboxJob, attempts: row.attempts }));
  });

  return {
    add: (job, at) => Number(insert.run(at, JSON.stringify(job), at).lastInsertRowid),
    claimDue: (now, leaseMs, only) => claimDue.immediate(now, leaseMs, only),
    markSent: (seq, at) => void sent.run(at.toISOString(), seq),
    markFailed: (seq, error, retryAt) => void failed.run(error.slice(0, 1000), retryAt.toISOString(), seq),
    dueNow: (now) => {
      const at = now.toISOString();
      bringForward.run(at, at);
      for (const { pid } of claimers.all()) if (!isRunning(pid)) release.run(pid);
    },
    nextDue: () => {
      const at = next.get()?.due_at;
      return at ? new Date(at) : null;
    },
    unsent: () => waiting.all().map((row) => ({ key: keyOf(row), attempts: row.attempts, lastError: row.last_error })),
  };
}
