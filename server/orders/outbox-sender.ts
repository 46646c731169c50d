import type { DueJob, Outbox } from './outbox.ts';

/**
 * Delivers the outbox's jobs: at once after the transaction that wrote them, at start for what a
 * crash left behind, and again after a failure, waiting longer each time (1, 2, 4 … minutes, at
 * most 6 hours), until each is delivered. A job is marked sent after delivery: a crash in between
 * delivers it again, which the mailer makes harmless (the .eml copy keeps its name, an SMTP mail
 * its Message-ID).
 */
export interface OutboxSender {
  /** Delivers what is due now; settles when this round is done. */
  kick(): Promise<void>;
  /** Delivers these jobs now (a copy the answer waits for); failures wait for their retry. */
  deliverNow(seqs: readonly number[]): Promise<void>;
  /** Settles when no delivery is under way. */
  settled(): Promise<void>;
  stop(): void;
}

export interface OutboxSenderOptions {
  outbox: Outbox;
  deliver(job: DueJob): Promise<void>;
  now(): Date;
  /** How long a claimed job is left to its deliverer before another may try. */
  leaseMs?: number;
}

const minute = 60_000;
/** The wait before the next try after `attempts` failures. */
const retryDelay = (attempts: number) => Math.min(minute * 2 ** Math.max(0, attempts - 1), 6 * 60 * minute);

export function createOutboxSender({ outbox, deliver, now, leaseMs = 10 * minute }: OutboxSenderOptions): OutboxSender {
  const underway = new Set<Promise<void>>();
  let round: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function deliverAll(jobs: DueJob[]) {
    for (const due of jobs) {
      try {
        await deliver(due);
        await outbox.markSent(due.seq, now());
      } catch (cause) {
        const attempts = due.attempts + 1;
        const message = cause instanceof Error ? cause.message : String(cause);
        await outbox.markFailed(due.seq, message, new Date(now().getTime() + retryDelay(attempts))).catch((failure: unknown) => console.error(`[order service] could not note the failure of outbox job ${due.key}`, failure));
        console.error(`[order service] could not deliver outbox job ${due.key} (${due.job.kind}, try ${attempts}); trying again later`, cause);
      }
    }
  }

  function track(work: Promise<void>) {
    const tracked = work.finally(() => underway.delete(tracked));
    underway.add(tracked);
    return tracked;
  }

  async function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    const due = await outbox.nextDue().catch((cause: unknown) => {
      console.error('[order service] the outbox could not be read', cause);
      return null;
    });
    if (!due || stopped) return;
    timer = setTimeout(() => void kick(), Math.max(0, due.getTime() - now().getTime()));
    // A waiting retry does not keep a finished process alive.
    timer.unref();
  }

  function kick(): Promise<void> {
    if (round) {
      again = true;
      return round;
    }
    round = track(
      (async () => {
        try {
          do {
            again = false;
            for (let jobs = await outbox.claimDue(now(), leaseMs); jobs.length > 0; jobs = await outbox.claimDue(now(), leaseMs)) await deliverAll(jobs);
          } while (again);
        } catch (cause) {
          // The store itself failed (a full disk): the jobs stay unsent and are tried at the next kick.
          console.error('[order service] the outbox could not be read or marked', cause);
        }
      })().finally(() => {
        round = null;
        return schedule();
      }),
    );
    return round;
  }

  return {
    kick,
    deliverNow: (seqs) => track(outbox.claimDue(now(), leaseMs, seqs).then(deliverAll)),
    settled: async () => {
      while (underway.size > 0) await Promise.all([...underway]);
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
