import { describe, expect, it, vi } from 'vitest';
import { postPurpose } from '../../server/post-purpose.ts';
import { createRateLimiter, decidePost, defaultRateRule, rateRuleFromEnv } from '../../server/rate-limit.ts';

describe('posts per client and window', () => {
  const rule = { limit: 2, windowMs: 10_000 };

  it('lets the first posts of a window through and refuses the next, saying when the window ends', () => {
    const first = decidePost(undefined, 1_000, rule);
    const second = decidePost(first.window, 2_000, rule);
    const third = decidePost(second.window, 3_500, rule);
    expect([first.allowed, second.allowed, third.allowed]).toEqual([true, true, false]);
    expect(third).toMatchObject({ retryAfterSeconds: 8 });
  });

  it('opens a new window once the old one has passed', () => {
    const full = { start: 0, count: 2 };
    expect(decidePost(full, 9_999, rule).allowed).toBe(false);
    expect(decidePost(full, 10_000, rule)).toEqual({ allowed: true, window: { start: 10_000, count: 1 } });
  });

  it('never asks to wait less than a second, and lets everything through with limit 0', () => {
    expect(decidePost({ start: 0, count: 2 }, 9_999.5, rule)).toMatchObject({ retryAfterSeconds: 1 });
    expect(decidePost({ start: 0, count: 1e6 }, 1, { limit: 0, windowMs: 1 }).allowed).toBe(true);
  });

  it('counts each client on its own and forgets clients whose window passed once many were seen', () => {
    let now = 0;
    const limiter = createRateLimiter(rule, () => now, 2);
    expect([limiter.take('a').allowed, limiter.take('a').allowed, limiter.take('a').allowed, limiter.take('b').allowed]).toEqual([true, true, false, true]);
    now = 20_000;
    limiter.take('c');
    // a's and b's windows had passed: forgotten, so a starts afresh.
    expect(limiter.take('a')).toEqual({ allowed: true, window: { start: 20_000, count: 1 } });
  });

  it('reads its rule from the environment, keeping the default for values that are no whole number', () => {
    expect(rateRuleFromEnv({})).toEqual(defaultRateRule);
    expect(rateRuleFromEnv({ RATE_LIMIT_POSTS: '500', RATE_LIMIT_WINDOW_SECONDS: '10' })).toEqual({ limit: 500, windowMs: 10_000 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(rateRuleFromEnv({ RATE_LIMIT_POSTS: 'many', RATE_LIMIT_WINDOW_SECONDS: '0' })).toEqual(defaultRateRule);
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('what a post is for', () => {
  it('names one purpose per endpoint, the payment steps together, and everything else "other"', () => {
    expect(postPurpose('/ecom/order')).toBe('order');
    expect(['/ecom/klarna/session', '/ecom/klarna/order', '/ecom/paypal/order', '/ecom/order/paypal_transaction', '/ecom/order/payment', '/ecom/paypal/webhook'].map(postPurpose)).toEqual(Array(6).fill('payment'));
    expect(['/ecom/request', '/ecom/rating', '/ecom/withdrawal'].map(postPurpose)).toEqual(['request', 'rating', 'withdrawal']);
    // Asked by every product page and cart: a budget apart from the orders'.
    expect(postPurpose('/ecom/stock')).toBe('stock');
    expect(['/forms/contact', '/forms/newsletter/', '/csp-report'].map(postPurpose)).toEqual(['contact', 'newsletter', 'csp-report']);
    // The owner's status changes come from one address (Directus): their own budget, not the scanners' "other".
    expect(['/ecom/orders/10001/status', '/ecom/orders/x/status', '/ecom/orders/10001'].map(postPurpose)).toEqual(['order-status', 'other', 'other']);
    expect(['/', '/ecom/x', '/forms/%', '/kontakt'].map(postPurpose)).toEqual(['other', 'other', 'other', 'other']);
  });
});
