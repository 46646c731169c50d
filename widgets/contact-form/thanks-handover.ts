import { thanksVisitorKey, visitorOf, type Visitor } from '../core/forms/thanks-greeting.ts';

/**
 * Name and e-mail from the contact form to the thanks page, through this tab's sessionStorage:
 * written just before leaving the form, read once by the greeting, then removed, so a reload or a
 * later visit shows the plain greeting. Storage may be unavailable (private modes): then the
 * visitor simply gets the plain greeting.
 */
export function handOverVisitor(visitor: Visitor): void {
  try {
    sessionStorage.setItem(thanksVisitorKey, JSON.stringify({ name: visitor.name, email: visitor.email }));
  } catch {
    /* the plain greeting will do */
  }
}

export function readHandedOverVisitor(): Visitor | null {
  try {
    const stored = sessionStorage.getItem(thanksVisitorKey);
    return stored === null ? null : visitorOf(JSON.parse(stored));
  } catch {
    return null;
  }
}

export function forgetHandedOverVisitor(): void {
  try {
    sessionStorage.removeItem(thanksVisitorKey);
  } catch {
    /* nothing was stored */
  }
}
