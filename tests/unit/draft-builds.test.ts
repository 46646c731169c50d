import { describe, expect, it } from 'vitest';
import { createDraftBuilds, oneBuildAtATime } from '../../server/publish/draft-builds.ts';
import type { BuildOutcome } from '../../server/publish/publisher.ts';
import { servicePublisher } from '../../server/publish/service-publisher.ts';

/** Builds the test finishes by hand. */
function manualBuilds(outcomes: BuildOutcome[] = []) {
  const finishers: Array<() => void> = [];
  const build = () => new Promise<BuildOutcome>((resolve) => finishers.push(() => resolve(outcomes.shift() ?? { ok: true, seconds: 1 })));
  const started = async (count: number) => {
    for (let tries = 0; finishers.length < count && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(finishers).toHaveLength(count);
  };
  return { build, finishers, started };
}

describe('the preview of drafts, kept up to date', () => {
  it('is out of date from the save on, until a build that began after the save has finished', async () => {
    const { build, finishers, started } = manualBuilds();
    const drafts = createDraftBuilds({ build, now: () => new Date('2026-11-28T14:02:00Z') });
    expect(drafts.state()).toEqual({ state: 'none' });
    drafts.request();
    expect(drafts.state().state).toBe('pending');
    await started(1);
    // A save while the build runs: that build cannot show it.
    drafts.stale();
    drafts.request();
    finishers[0]!();
    await started(2);
    expect(drafts.state().state).toBe('pending');
    finishers[1]!();
    await drafts.idle();
    expect(drafts.state()).toEqual({ state: 'ready', builtAt: new Date('2026-11-28T14:02:00Z') });
  });

  it('says why a build failed, until the next save', async () => {
    const { build, finishers, started } = manualBuilds([{ ok: false, seconds: 2, message: '1 link(s) would lead nowhere: /uhrn' }]);
    const drafts = createDraftBuilds({ build, now: () => new Date() });
    drafts.request();
    await started(1);
    finishers[0]!();
    await drafts.idle();
    expect(drafts.state()).toMatchObject({ state: 'failed', message: '1 link(s) would lead nowhere: /uhrn' });
    drafts.stale();
    expect(drafts.state().state).toBe('pending');
  });
});

describe('publishing with a preview of drafts', () => {
  it('makes the preview stale at the save, builds the drafts after the publish build, and never runs two builds at once', async () => {
    const log: string[] = [];
    let running = 0;
    const finishers: Array<() => void> = [];
    const build = (what: string) => () =>
      new Promise<BuildOutcome>((resolve) => {
        running++;
        log.push(`${what} (${running} running)`);
        finishers.push(() => {
          running--;
          resolve({ ok: true, seconds: 1 });
        });
      });
    const { publisher, drafts } = servicePublisher(
      { secret: 'x'.repeat(32), settleMs: 5, build: build('publish'), report: async () => {}, drafts: { siteDir: '/nowhere', build: build('drafts') } },
      '/nowhere',
      () => new Date(),
      async () => {},
    );
    publisher.request();
    expect(drafts?.state().state).toBe('pending');
    const next = async () => {
      for (let tries = 0; finishers.length === 0 && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
      finishers.shift()!();
    };
    await next();
    // A save during the draft build: one more publish build, which waits for the draft build.
    for (let tries = 0; log.length < 2 && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
    publisher.request();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await next();
    await next();
    await next();
    await publisher.idle();
    await drafts?.idle();
    expect(log).toEqual(['publish (1 running)', 'drafts (1 running)', 'publish (1 running)', 'drafts (1 running)']);
    expect(drafts?.state().state).toBe('ready');
  });

  it('takes the next build in turn even when one before it failed', async () => {
    const inTurn = oneBuildAtATime();
    const order: string[] = [];
    const failing = inTurn(async () => {
      order.push('first');
      throw new Error('broken');
    });
    const second = inTurn(async () => order.push('second'));
    await expect(failing).rejects.toThrow('broken');
    await second;
    expect(order).toEqual(['first', 'second']);
  });
});
