import type { Result } from '../core/result.ts';

/** Spec §9, data fetching: 3 retries, the delay doubling from 1 s up to 30 s. */
export interface RetryPolicy {
  retries: number;
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { retries: 3, retryDelayMs: 1000, maxRetryDelayMs: 30_000 };

/** The wait before retry number `retry` (1-based): base, 2×base, 4×base, … never above the cap. */
export function retryDelay(retry: number, policy: RetryPolicy): number {
  return Math.min(policy.retryDelayMs * 2 ** (retry - 1), policy.maxRetryDelayMs);
}

/** One attempt's outcome; the failure says itself whether another attempt may help. */
export type Attempt<T, F extends { retryable: boolean }> = Result<T, { failure: F }>;

/**
 * Runs `attempt` until it succeeds, fails with a failure that is not worth repeating (a 4xx, an
 * answer that is not JSON), or the retries are used up. Returns the last failure and how many
 * attempts were made, so the caller can say so. The one retry loop of the content service reads
 * at build time and of the shop's reads in the browser.
 */
export async function withRetries<T, F extends { retryable: boolean }>(
  attempt: () => Promise<Attempt<T, F>>,
  policy: RetryPolicy,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Result<T, { failure: F; attempts: number }>> {
  for (let attempts = 1; ; attempts++) {
    const result = await attempt();
    if (result.ok) return result;
    if (!result.failure.retryable || attempts > policy.retries) return { ok: false, failure: result.failure, attempts };
    await sleep(retryDelay(attempts, policy));
  }
}
