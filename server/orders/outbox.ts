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

interface UnsentJob {
  key: string;
  attempts: number;
  lastError: string | null;
}

export interface Outbox {
  add(job: OutboxJob, at: string): Promise<number>;
  /** Claims up to 50 jobs due at `now` (or those named) for `leaseMs`. */
  claimDue(now: Date, leaseMs: number, only?: readonly number[]): Promise<DueJob[]>;
  markSent(seq: number, at: Date): Promise<void>;
  markFailed(seq: number, error: string, retryAt: Date): Promise<void>;
  /**
   * Makes every waiting job due now, a restart (often after the mail settings were mended) tries
   * them all at once, and releases the claims of processes that have ended.
   */
  dueNow(now: Date): Promise<void>;
  /** When the next unsent job is due, or null when none waits. */
  nextDue(): Promise<Date | null>;
  /** Jobs not yet delivered, with their last error (the operator's view, tests). */
  unsent(): Promise<UnsentJob[]>;
}

/** Sortable by the time the job was made, unique: 2026-11-26T23-52-33-123Z-000042. */
export const outboxKey = (seq: number, createdAt: string) => `${createdAt.replace(/[:.]/g, '-')}-${String(seq).padStart(6, '0')}`;

/** Whether a process of this machine still runs (signal 0 checks without sending anything). */
export function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
