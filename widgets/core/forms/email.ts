/**
 * A plausible e-mail address: something@host.tld, no spaces, at most 254 characters (RFC 5321).
 * Deliberately loose: the only real check is the reply the visitor receives.
 */
export const maxEmailLength = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= maxEmailLength && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/** One address however it was typed: trimmed and lower-cased, for counting repeated sign-ups. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
