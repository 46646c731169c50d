import { isRecord } from '../shapes.ts';
import { isEmailAddress, mailboxOf, normalizeEmail } from './email.ts';

/**
 * Newsletter sign-up: what the visitor sees (spec §5, §8) and what the endpoint decides. The
 * visible states map one to one onto the translated messages of the "newsletter" namespace.
 */
export type NewsletterState = 'idle' | 'sending' | 'ok' | 'missing' | 'invalid' | 'duplicate' | 'error';
/** The states that come back from the endpoint (and from the no-JS post, as the fragment #newsletter-<state>). */
export const newsletterOutcomes = ['ok', 'missing', 'invalid', 'duplicate', 'error'] as const;
export type NewsletterOutcome = (typeof newsletterOutcomes)[number];
/** Where the confirmation link in the mail leads (the home page of the sign-up's language, at #newsletter-<outcome>). */
export const newsletterLinkOutcomes = ['confirmed', 'linkUnknown'] as const;

/** Checked before sending: an empty field never reaches the endpoint. */
export function checkNewsletterEmail(email: string): 'missing' | 'invalid' | null {
  const trimmed = email.trim();
  if (!trimmed) return 'missing';
  return isEmailAddress(trimmed) ? null : 'invalid';
}

/** Reads the endpoint's reply: only 200 with status "ok" counts as subscribed. */
export function newsletterOutcomeOf(status: number, body: unknown): NewsletterOutcome {
  const code = isRecord(body) ? body.code : undefined;
  if (status >= 200 && status < 300) return isRecord(body) && body.status === 'ok' ? 'ok' : 'error';
  if (status === 400 && code === 'missing_email') return 'missing';
  if (status === 400 && code === 'invalid_email') return 'invalid';
  // Already subscribed and too many attempts read the same to the visitor (spec §8).
  if (status === 409 || status === 429) return 'duplicate';
  return 'error';
}

/** More attempts than this for one address are refused with 429. */
const maxNewsletterAttempts = 3;

/**
 * The endpoint's memory: attempts per mailbox (mailboxOf: `+tag` and case do not make another),
 * confirmed subscriptions per normalised address (double opt-in: server/newsletter-opt-in.ts).
 */
export interface NewsletterBook {
  attempts: Map<string, number>;
  subscribed: Set<string>;
}

export type NewsletterDecision =
  | { status: 200; body: { status: 'ok' } }
  | { status: 400; body: { status: 'error'; code: 'missing_email' | 'invalid_email' } }
  | { status: 409; body: { status: 'error'; code: 'duplicate' } }
  | { status: 429; body: { status: 'error'; code: 'too_many_attempts' } };

/**
 * Decides one sign-up and counts the attempt in `book` (the only side effect). "ok" asks for a
 * confirmation: the address is subscribed only once the link mailed to it is opened, and asking
 * again before that sends a new link (within the attempts).
 */
export function decideSubscription(book: NewsletterBook, rawEmail: string): NewsletterDecision {
  const problem = checkNewsletterEmail(rawEmail);
  if (problem) return { status: 400, body: { status: 'error', code: problem === 'missing' ? 'missing_email' : 'invalid_email' } };
  const email = normalizeEmail(rawEmail);
  const mailbox = mailboxOf(rawEmail);
  const attempts = (book.attempts.get(mailbox) ?? 0) + 1;
  book.attempts.set(mailbox, attempts);
  if (attempts > maxNewsletterAttempts) return { status: 429, body: { status: 'error', code: 'too_many_attempts' } };
  if (book.subscribed.has(email)) return { status: 409, body: { status: 'error', code: 'duplicate' } };
  return { status: 200, body: { status: 'ok' } };
}

/**
 * Where the no-JS form returns to: a path of this site only (never `//host` or a full URL, so
 * the endpoint cannot be used to send visitors elsewhere).
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return /^[\w\-./~%]*$/.test(value) ? value : '/';
}
