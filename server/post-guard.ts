import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './json-reply.ts';
import type { createRateLimiter } from './rate-limit.ts';
import { readRequestBody } from './request-body.ts';

/**
 * Counts a post against its client's window (rate-limit.ts) and, when the window is used up,
 * answers 429 with Retry-After. True when it answered. The body being sent is read to its end
 * and dropped first, so the client reads the answer rather than a reset connection.
 */
export async function refusedOverRate(request: IncomingMessage, response: ServerResponse, limiter: ReturnType<typeof createRateLimiter>): Promise<boolean> {
  const decision = limiter.take(request.socket.remoteAddress ?? 'unknown');
  if (decision.allowed) return false;
  await readRequestBody(request, 0).catch(() => undefined);
  sendJson(
    response,
    429,
    { status: 'error', code: 'rate_limited', message: `Too many submissions from this address; try again in ${decision.retryAfterSeconds} s.` },
    { 'retry-after': String(decision.retryAfterSeconds) },
  );
  return true;
}
