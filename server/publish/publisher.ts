/**
 * Publish → live: every save in the CMS asks for the site to be built and published anew (the
 * publish hook, publish-endpoint.ts). Saves come in bursts (a product, then its variants, then its
 * images), so a request waits a moment for the rest of its burst; one build runs at a time, and
 * requests during a build start one more build after it, which takes in everything saved until
 * then. Each state is reported (publish-report.ts: the editor reads it in Directus), and a build
 * that succeeded is announced (the order service reads the new catalog).
 */

export type BuildOutcome = { ok: true; seconds: number } | { ok: false; seconds: number; message: string };

export type PublishState =
  | { state: 'building'; startedAt: Date }
  | { state: 'live'; startedAt: Date; finishedAt: Date; seconds: number }
  | { state: 'failed'; startedAt: Date; finishedAt: Date; seconds: number; message: string };

export interface PublisherOptions {
  /** Builds the site and publishes it (or leaves the published site as it was when it fails). */
  build(): Promise<BuildOutcome>;
  /** How long a request waits for more saves of its burst before the build starts. */
  settleMs: number;
  report(state: PublishState): Promise<void>;
  /** After a build that published. */
  published(): Promise<void>;
  now(): Date;
}

export interface Publisher {
  /** Asks for a build (answered at once; the build follows). */
  request(): void;
  /** Settles when no build runs and none waits (tests, shutdown). */
  idle(): Promise<void>;
  /** How many builds ran (tests, the operator's log). */
  builds(): number;
}

export function createPublisher(options: PublisherOptions): Publisher {
  let waiting = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let count = 0;
  const idleWaiters: Array<() => void> = [];

  const report = (state: PublishState) =>
    options.report(state).catch((cause: unknown) => console.error(`[publish] could not report "${state.state}"`, cause));

  async function runOnce() {
    waiting = false;
    count++;
    const startedAt = options.now();
    await report({ state: 'building', startedAt });
    let outcome: BuildOutcome;
    try {
      outcome = await options.build();
    } catch (cause) {
      outcome = { ok: false, seconds: (options.now().getTime() - startedAt.getTime()) / 1000, message: cause instanceof Error ? cause.message : String(cause) };
    }
    const finishedAt = options.now();
    if (outcome.ok) {
      await options.published().catch((cause: unknown) => console.error('[publish] the site was published, but a service did not take it in', cause));
      await report({ state: 'live', startedAt, finishedAt, seconds: outcome.seconds });
    } else {
      await report({ state: 'failed', startedAt, finishedAt, seconds: outcome.seconds, message: outcome.message });
    }
  }

  function start() {
    timer = undefined;
    if (running) return; // the running build's end starts the next one
    running = (async () => {
      while (waiting) await runOnce();
    })().finally(() => {
      running = null;
      if (waiting) schedule();
      else for (const resolve of idleWaiters.splice(0)) resolve();
    });
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(start, options.settleMs);
  }

  return {
    request() {
      waiting = true;
      // During a build nothing is scheduled: the build's end takes the request in.
      if (!running) schedule();
    },
    idle: () => (!waiting && !running ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve))),
    builds: () => count,
  };
}
