import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './json-reply.ts';
import { postPurpose } from './post-purpose.ts';
import type { createRateLimiter } from './rate-limit.ts';
import { requestUrl } from './request-url.ts';
import { closeIfBodyUnread } from './unread-body.ts';

/**
 * Counts a post against its client's window for the post's purpose (rate-limit.ts,
 * post-purpose.ts: each purpose its own budget) and, when that window is used up,
 * answers 429 with Retry-After. True when it answered. The body is not read: the answer closes
 * the connection, so a client over its limit cannot make the server read what it sends.
 */
export function refusedOverRate(request: IncomingMessage, response: ServerResponse, limiter: ReturnType<typeof createRateLimiter>): boolean {
  const purpose = postPurpose(requestUrl(request.url)?.pathname ?? '/');
  const decision = limiter.take(`${purpose} ${request.socket.remoteAddress ?? 'unknown'}`);
  if (decision.allowed) return false;
  sendJson(
    response,
    429,
    { status: 'error', code: 'rate_limited', message: `Too many submissions from this address; try again in ${decision.retryAfterSeconds} s.` },
    { 'retry-after': String(decision.retryAfterSeconds), ...closeIfBodyUnread(request) },
  );
  return true;
}
