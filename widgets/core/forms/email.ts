import { isPlainLine } from './plain-text.ts';

/**
 * A plausible e-mail address: something@host.tld, no spaces, no control or bidi characters
 * (plain-text.ts), at most 254 characters (RFC 5321). Deliberately loose: the only real check is
 * the reply the visitor receives.
 */
export const maxEmailLength = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= maxEmailLength && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value) && isPlainLine(value);
}

/** One address however it was typed: trimmed and lower-cased, for telling repeated sign-ups. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The mailbox an address reaches, for counting attempts: lower-cased and without a `+tag` in the
 * local part, which most providers deliver to the same mailbox (anna+1@…, Anna+2@… are anna@…).
 */
export function mailboxOf(value: string): string {
  const email = normalizeEmail(value);
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${email.slice(at)}` : email;
}
