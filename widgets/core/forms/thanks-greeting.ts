import { isEmailAddress } from './email.ts';
import { contactLimits } from './contact-rules.ts';
import { isRecord } from '../shapes.ts';

/**
 * Who the thanks page greets by name; null → the plain greeting. Name and e-mail never travel in
 * the thanks page's address (it would reach the history, the server logs and analytics): the
 * contact form hands them over once through sessionStorage (contact-form/thanks-handover.ts), the
 * plain form post through a one-time cookie (server/thanks-handover.ts).
 */
export interface Visitor {
  name: string;
  email: string;
}

/** The key the contact form hands the visitor over under, for one reading by the thanks page. */
export const thanksVisitorKey = 'contact-thanks-visitor';

/**
 * Both name and a plausible e-mail are needed, within the form's own limits, so that stored or
 * crafted data cannot make the page say arbitrary long text in the shop's voice.
 */
export function visitorOf(value: unknown): Visitor | null {
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.email !== 'string') return null;
  const name = value.name.trim();
  const email = value.email.trim();
  if (!name || name.length > contactLimits.name || !isEmailAddress(email)) return null;
  return { name, email };
}
