import { randomBytes } from 'node:crypto';
import type { Language } from '../widgets/core/languages.ts';
import { normalizeEmail } from '../widgets/core/forms/email.ts';
import type { NewsletterBook } from '../widgets/core/forms/newsletter-rules.ts';

/**
 * Double opt-in (UWG § 7, the proof of consent Art. 7 DSGVO asks for): a sign-up only asks for a
 * confirmation; the address counts as subscribed once the link in the mail sent to it is opened,
 * and that moment is kept beside the moment it was asked for.
 */

export interface PendingSignup {
  email: string;
  lang: Language;
  requestedAt: string;
}

/** A kept consent: who confirmed, when it was asked for and when it was given. */
interface Confirmation extends PendingSignup {
  confirmedAt: string;
}

export interface OptInBook extends NewsletterBook {
  /** By the link's token. */
  pending: Map<string, PendingSignup>;
  confirmations: Confirmation[];
}

/** A link older than this is refused: whoever opens it signs up again. */
const confirmationLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export const newConfirmationToken = () => randomBytes(32).toString('base64url');

/** Keeps the sign-up waiting for its confirmation under `token`; an earlier link to the same address no longer counts. */
export function awaitConfirmation(book: OptInBook, token: string, signup: PendingSignup): void {
  const email = normalizeEmail(signup.email);
  for (const [key, pending] of book.pending) if (pending.email === email) book.pending.delete(key);
  book.pending.set(token, { ...signup, email });
}

export type ConfirmationOutcome = { outcome: 'confirmed'; lang: Language } | { outcome: 'linkUnknown' };

/** Opens the link: the address is subscribed from now on, once; an unknown, used or expired token confirms nothing. */
export function confirmSignup(book: OptInBook, token: string, now: Date): ConfirmationOutcome {
  const pending = book.pending.get(token);
  if (!pending) return { outcome: 'linkUnknown' };
  book.pending.delete(token);
  if (now.getTime() - Date.parse(pending.requestedAt) > confirmationLinkLifetimeMs) return { outcome: 'linkUnknown' };
  book.subscribed.add(pending.email);
  book.confirmations.push({ ...pending, confirmedAt: now.toISOString() });
  return { outcome: 'confirmed', lang: pending.lang };
}
