/**
 * At most `limit` tasks run at once; the rest wait in order. A build renders many pages in
 * parallel, and each may read content: without a limit a large catalogue would open hundreds
 * of connections to the content service at once (spec §9: concurrent request limit 10).
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A finishing task hands its slot straight to the next waiter, so a caller arriving in between
  // cannot take it as well.
  const release = () => {
    const wake = waiting.shift();
    if (wake) wake();
    else running--;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
