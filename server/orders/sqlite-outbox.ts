import type Database from 'better-sqlite3';
import { isRunning, outboxKey, type DueJob, type Outbox, type OutboxJob } from './outbox.ts';

/** The outbox (outbox.ts) as a table of the SQLite order store, in its transactions. */
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

export function openSqliteOutbox(db: Database.Database): { add(job: OutboxJob, at: string): number; outbox: Outbox } {
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
    return rows.map((row) => ({ seq: row.seq, key: outboxKey(row.seq, row.created_at), job: JSON.parse(row.job) as OutboxJob, attempts: row.attempts }));
  });

  /** Adds a job within the caller's transaction. */
  const add = (job: OutboxJob, at: string) => Number(insert.run(at, JSON.stringify(job), at).lastInsertRowid);

  return {
    add,
    outbox: {
      add: async (job, at) => add(job, at),
      claimDue: async (now, leaseMs, only) => claimDue.immediate(now, leaseMs, only),
      markSent: async (seq, at) => void sent.run(at.toISOString(), seq),
      markFailed: async (seq, error, retryAt) => void failed.run(error.slice(0, 1000), retryAt.toISOString(), seq),
      dueNow: async (now) => {
        const at = now.toISOString();
        bringForward.run(at, at);
        for (const { pid } of claimers.all()) if (!isRunning(pid)) release.run(pid);
      },
      nextDue: async () => {
        const at = next.get()?.due_at;
        return at ? new Date(at) : null;
      },
      unsent: async () => waiting.all().map((row) => ({ key: outboxKey(row.seq, row.created_at), attempts: row.attempts, lastError: row.last_error })),
    },
  };
}
