import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The order's uuid is what makes a retry safe: the order service answers a uuid it knows with its
 * first answer. So the same order keeps its uuid through a second click and a reload, and a
 * changed order (another fingerprint) or a finished one gets a new uuid.
 */
async function freshAttempt() {
  vi.resetModules();
  return import('../../widgets/store/order-attempt.ts');
}

describe('the uuid of the order being placed', () => {
  beforeEach(() => localStorage.clear());

  it('stays the same for the same order, on a second click and after a reload', async () => {
    const first = await freshAttempt();
    const uuid = first.orderUuidFor('ring×1|Vorkasse|Freiburg');
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.orderUuidFor('ring×1|Vorkasse|Freiburg')).toBe(uuid);
    const afterReload = await freshAttempt();
    expect(afterReload.orderUuidFor('ring×1|Vorkasse|Freiburg')).toBe(uuid);
  });

  it('is new for a changed order, and new again once an order went through', async () => {
    const attempt = await freshAttempt();
    const first = attempt.orderUuidFor('ring×1|Vorkasse');
    const changed = attempt.orderUuidFor('ring×2|Vorkasse');
    expect(changed).not.toBe(first);
    attempt.clearOrderAttempt();
    expect(attempt.orderUuidFor('ring×2|Vorkasse')).not.toBe(changed);
  });
});
