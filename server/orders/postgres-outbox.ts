import { hostname } from 'node:os';
import type { Pool, PoolClient } from 'pg';
import { isRunning, outboxKey, type DueJob, type Outbox, type OutboxJob } from './outbox.ts';

/**
 * The outbox (outbox.ts) as a table of the PostgreSQL order store. Several services may deliver
 * from one database: a claim takes due jobs no other transaction holds (SKIP LOCKED) and names
 * its process as host:pid; the claims of a process of this host that no longer runs are released
 * at start, those of other hosts when their lease ends.
 */

interface Row {
  seq: string;
  created_at: Date;
  job: OutboxJob;
  attempts: number;
}

const claimer = `${hostname()}:${process.pid}`;
const dueJob = (row: Row): DueJob => ({ seq: Number(row.seq), key: outboxKey(Number(row.seq), row.created_at.toISOString()), job: row.job, attempts: row.attempts });

/** Adds a job within the caller's transaction; its number in the outbox. */
export async function addOutboxJob(client: Pick<PoolClient, 'query'>, job: OutboxJob, at: string): Promise<number> {
  const { rows } = await client.query<{ seq: string }>('INSERT INTO outbox (created_at, job, due_at) VALUES ($1, $2, $1) RETURNING seq', [at, JSON.stringify(job)]);
  return Number(rows[0]!.seq);
}

export function postgresOutbox(pool: Pool, ready: Promise<unknown>): Outbox {
  const query = async <R extends object>(text: string, values: unknown[] = []) => {
    await ready;
    return (await pool.query<R>(text, values)).rows;
  };
  return {
    add: async (job, at) => {
      await ready;
      return addOutboxJob(pool, job, at);
    },
    claimDue: async (now, leaseMs, only) => {
      const at = now.toISOString();
      const until = new Date(now.getTime() + leaseMs).toISOString();
      // Named jobs go now whenever they are due (the copy an answer waits for); the others when due.
      const which = only ? 'seq = ANY($4::bigint[])' : 'due_at <= $3';
      const rows = await query<Row>(
        `UPDATE outbox SET claimed_until = $1, claimed_by = $2 WHERE seq IN (
           SELECT seq FROM outbox WHERE sent_at IS NULL AND ${which} AND (claimed_until IS NULL OR claimed_until < $3)
           ORDER BY seq LIMIT 50 FOR UPDATE SKIP LOCKED
         ) RETURNING seq, created_at, job, attempts`,
        only ? [until, claimer, at, only] : [until, claimer, at],
      );
      return rows.map(dueJob).sort((a, b) => a.seq - b.seq);
    },
    markSent: async (seq, at) => void (await query('UPDATE outbox SET sent_at = $1, claimed_until = NULL, claimed_by = NULL WHERE seq = $2', [at.toISOString(), seq])),
    markFailed: async (seq, error, retryAt) =>
      void (await query('UPDATE outbox SET attempts = attempts + 1, last_error = $1, due_at = $2, claimed_until = NULL, claimed_by = NULL WHERE seq = $3', [error.slice(0, 1000), retryAt.toISOString(), seq])),
    dueNow: async (now) => {
      const at = now.toISOString();
      await query('UPDATE outbox SET due_at = $1 WHERE sent_at IS NULL AND due_at > $1', [at]);
      const host = `${hostname()}:`;
      const claimers = await query<{ claimed_by: string }>('SELECT DISTINCT claimed_by FROM outbox WHERE sent_at IS NULL AND starts_with(claimed_by, $1)', [host]);
      for (const { claimed_by } of claimers) {
        if (!isRunning(Number(claimed_by.slice(host.length)))) await query('UPDATE outbox SET claimed_until = NULL, claimed_by = NULL WHERE sent_at IS NULL AND claimed_by = $1', [claimed_by]);
      }
    },
    nextDue: async () => (await query<{ due_at: Date | null }>('SELECT MIN(due_at) AS due_at FROM outbox WHERE sent_at IS NULL'))[0]?.due_at ?? null,
    unsent: async () =>
      (await query<Row & { last_error: string | null }>('SELECT seq, created_at, attempts, last_error FROM outbox WHERE sent_at IS NULL ORDER BY seq')).map((row) => ({
        key: outboxKey(Number(row.seq), row.created_at.toISOString()),
        attempts: row.attempts,
        lastError: row.last_error,
      })),
  };
}
