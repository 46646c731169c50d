import type { OrderStore } from './order-store.ts';
import type { SubmissionEntry } from './submission-entry.ts';

/**
 * Decisions about one order (a payment step, a PayPal webhook, a status change) take turns: one at
 * a time in this service, so a capture and a webhook never cross, and each starts from the order as
 * the store holds it now, since another service on the same store may have changed it.
 */
export function orderTurns(store: Pick<OrderStore, 'orderEntries'>, reloadKept: (entries: readonly SubmissionEntry[]) => void) {
  let queue: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const turn = queue.then(work);
    queue = turn.catch(() => undefined);
    return turn;
  }
  async function reloadOrder(order: { uuid?: string; number?: string }) {
    const key = order.uuid !== undefined ? { uuid: order.uuid } : order.number !== undefined ? { number: order.number } : null;
    if (key) reloadKept(await store.orderEntries(key));
  }
  return {
    oneAtATime,
    /** In its turn, with the order read again first. */
    withOrderFresh: <T>(order: { uuid?: unknown; number?: string }, work: () => Promise<T>) =>
      oneAtATime(async () => {
        await reloadOrder({ ...(typeof order.uuid === 'string' ? { uuid: order.uuid } : {}), ...(order.number !== undefined ? { number: order.number } : {}) });
        return work();
      }),
  };
}
