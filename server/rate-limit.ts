/**
 * How many posts one client may send for one purpose in a time window: enough for any shopper
 * (an order with its payment is three or four posts, a form one), far too few to fill the
 * journals, the mail outbox or the newsletter list by script. A fixed window per client and
 * purpose (the caller's key, post-guard.ts): the first post opens it, the window's end lets the
 * client post again.
 */
export interface RateRule {
  /** Posts allowed per window; 0 turns the limit off. */
  limit: number;
  windowMs: number;
}

export interface RateWindow {
  start: number;
  count: number;
}

export type RateDecision = { allowed: true; window: RateWindow } | { allowed: false; window: RateWindow; retryAfterSeconds: number };

export const defaultRateRule: RateRule = { limit: 60, windowMs: 60_000 };

/** One more post by a client whose current window is `window` (undefined: none yet). Pure. */
export function decidePost(window: RateWindow | undefined, now: number, rule: RateRule): RateDecision {
  const current = window && now - window.start < rule.windowMs ? window : { start: now, count: 0 };
  if (rule.limit <= 0 || current.count < rule.limit) return { allowed: true, window: { start: current.start, count: current.count + 1 } };
  return { allowed: false, window: current, retryAfterSeconds: Math.max(1, Math.ceil((current.start + rule.windowMs - now) / 1000)) };
}

/**
 * RATE_LIMIT_POSTS (posts per window, 0 for no limit) and RATE_LIMIT_WINDOW_SECONDS; a value
 * that is not a whole number ≥ 0 (≥ 1 for the window) keeps the default, with a warning.
 */
export function rateRuleFromEnv(env: NodeJS.ProcessEnv): RateRule {
  const read = (name: string, fallback: number, min: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (Number.isInteger(value) && value >= min) return value;
    console.warn(`[rate limit] ${name}=${raw} is not a whole number ≥ ${min}; using ${fallback}`);
    return fallback;
  };
  return {
    limit: read('RATE_LIMIT_POSTS', defaultRateRule.limit, 0),
    windowMs: read('RATE_LIMIT_WINDOW_SECONDS', defaultRateRule.windowMs / 1000, 1) * 1000,
  };
}

/** The windows of the clients seen lately; expired ones are dropped once many clients were seen. */
export function createRateLimiter(rule: RateRule, now: () => number = Date.now, maxClients = 10_000) {
  const windows = new Map<string, RateWindow>();
  return {
    take(client: string): RateDecision {
      const at = now();
      const decision = decidePost(windows.get(client), at, rule);
      windows.set(client, decision.window);
      if (windows.size > maxClients) {
        for (const [key, window] of windows) if (at - window.start >= rule.windowMs) windows.delete(key);
        // Still too many (a crowd posting at once): the longest-known go, a bounded memory matters more.
        for (const key of windows.keys()) {
          if (windows.size <= maxClients) break;
          windows.delete(key);
        }
      }
      return decision;
    },
  };
}
