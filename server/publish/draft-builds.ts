import { createPublisher, type BuildOutcome } from './publisher.ts';

/**
 * The preview of drafts, kept up to date: each save in the CMS makes it stale at once (so a
 * preview opened right after a save waits for the new build instead of showing the old one), and
 * after each publish build a build with the drafts (CONTENT_DRAFTS=1) follows into the preview's
 * own folder. Bursts coalesce as for publishing (publisher.ts): saves during a draft build start
 * one more after it.
 */
export type DraftPreviewState =
  /** Nothing built yet and nothing asked for. */
  | { state: 'none' }
  /** A save since the last draft build: the next one is under way or waits for the publish build. */
  | { state: 'pending' }
  | { state: 'ready'; builtAt: Date }
  | { state: 'failed'; finishedAt: Date; message: string };

export interface DraftBuilds {
  /** A save happened: the preview is out of date until the next draft build has finished. */
  stale(): void;
  /** Builds the drafts (after the publish build, or when a preview is asked for and none was built). */
  request(): void;
  state(): DraftPreviewState;
  /** Settles when no draft build runs and none waits (tests, shutdown). */
  idle(): Promise<void>;
}

export function createDraftBuilds(options: { build(): Promise<BuildOutcome>; now(): Date }): DraftBuilds {
  // Saves counted, so a build answers only for the saves made before it started.
  let saves = 0;
  let savesBuilt = 0;
  let savesAtStart = 0;
  let last: DraftPreviewState = { state: 'none' };
  const publisher = createPublisher({
    build: options.build,
    settleMs: 0,
    now: options.now,
    published: () => Promise.resolve(),
    report: async (state) => {
      if (state.state === 'building') {
        savesAtStart = saves;
        return;
      }
      savesBuilt = savesAtStart;
      last = state.state === 'live' ? { state: 'ready', builtAt: state.finishedAt } : { state: 'failed', finishedAt: state.finishedAt, message: state.message };
    },
  });
  return {
    stale() {
      saves++;
    },
    request() {
      saves++;
      publisher.request();
    },
    state: () => (saves > savesBuilt ? { state: 'pending' } : last),
    idle: () => publisher.idle(),
  };
}

/** Runs the builds one after the other, whichever asks: two builds at once would share the machine and the build's caches. */
export function oneBuildAtATime(): <T>(build: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return (build) => {
    const run = queue.then(build, build);
    queue = run.catch(() => undefined);
    return run;
  };
}
