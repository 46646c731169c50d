import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Visitor } from '../widgets/core/forms/thanks-greeting.ts';

/**
 * Name and e-mail from a plain (no-JavaScript) form post to the thanks page it redirects to,
 * without putting them in the address: the visitor is kept here under a random one-time token
 * that travels in a short-lived, HttpOnly cookie. The thanks page takes the visitor once and
 * clears the cookie, so a reload shows the plain greeting. The cookie carries no personal data
 * and only completes the service the visitor asked for (no consent needed).
 */
const cookieName = 'thanks-greeting';
const lifetimeSeconds = 600;
const maxPending = 1000;

export interface ThanksHandover {
  /** Keeps the visitor; the Set-Cookie header the redirect to the thanks page carries. */
  handOver(visitor: Visitor): string;
  /** The visitor the request's cookie stands for, at most once; null without a valid one. */
  take(request: IncomingMessage): Visitor | null;
}

/** Clears the cookie; sent with every answer that took (or found no) visitor for its token. */
export const clearThanksCookie = `${cookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

function tokenOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === cookieName && value && /^[0-9a-f-]{36}$/.test(value)) return value;
  }
  return null;
}

export function createThanksHandover(now: () => number = Date.now): ThanksHandover {
  const pending = new Map<string, { visitor: Visitor; expires: number }>();
  return {
    handOver(visitor) {
      // Oldest first out, so a flood of posts cannot grow the memory without bound.
      if (pending.size >= maxPending) pending.delete(pending.keys().next().value!);
      const token = randomUUID();
      pending.set(token, { visitor, expires: now() + lifetimeSeconds * 1000 });
      return `${cookieName}=${token}; Path=/; Max-Age=${lifetimeSeconds}; HttpOnly; SameSite=Lax`;
    },
    take(request) {
      const token = tokenOf(request.headers.cookie);
      const entry = token ? pending.get(token) : undefined;
      if (token) pending.delete(token);
      return entry && entry.expires > now() ? entry.visitor : null;
    },
  };
}
