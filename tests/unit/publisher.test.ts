import { describe, expect, it } from 'vitest';
import { createPublisher, type BuildOutcome, type PublishState } from '../../server/publish/publisher.ts';

/** A build the test finishes by hand, and what the publisher reported. */
function harness(outcomes: BuildOutcome[] = []) {
  const reports: Array<PublishState['state'] | string> = [];
  const finishers: Array<() => void> = [];
  let published = 0;
  const publisher = createPublisher({
    settleMs: 20,
    now: () => new Date(),
    build: () =>
      new Promise<BuildOutcome>((resolve) => {
        finishers.push(() => resolve(outcomes.shift() ?? { ok: true, seconds: 1 }));
      }),
    report: async (state) => void reports.push(state.state === 'failed' ? `failed: ${state.message}` : state.state),
    published: async () => void published++,
  });
  const started = async (count: number) => {
    for (let tries = 0; finishers.length < count && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(finishers).toHaveLength(count);
  };
  return { publisher, reports, finishers, started, published: () => published };
}

describe('publish → live', () => {
  it('a burst of saves gives one build, which is reported building and then live, and announced', async () => {
    const { publisher, reports, finishers, started, published } = harness();
    for (let save = 0; save < 5; save++) publisher.request();
    await started(1);
    finishers[0]!();
    await publisher.idle();
    expect(publisher.builds()).toBe(1);
    expect(reports).toEqual(['building', 'live']);
    expect(published()).toBe(1);
  });

  it('saves during a build give exactly one more build after it, which takes them all in', async () => {
    const { publisher, reports, finishers, started } = harness();
    publisher.request();
    await started(1);
    publisher.request();
    publisher.request();
    finishers[0]!();
    await started(2);
    finishers[1]!();
    await publisher.idle();
    expect(publisher.builds()).toBe(2);
    expect(reports).toEqual(['building', 'live', 'building', 'live']);
  });

  it('a failing build is reported with its message, nothing is announced, and the next save builds again', async () => {
    const { publisher, reports, finishers, started, published } = harness([{ ok: false, seconds: 3, message: '1 link(s) would lead nowhere: /uhrn' }]);
    publisher.request();
    await started(1);
    finishers[0]!();
    await publisher.idle();
    expect(reports).toEqual(['building', 'failed: 1 link(s) would lead nowhere: /uhrn']);
    expect(published()).toBe(0);
    publisher.request();
    await started(2);
    finishers[1]!();
    await publisher.idle();
    expect(reports.at(-1)).toBe('live');
  });
});
