import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import { validateProductRating, validateProductRequest } from '../../widgets/core/shop/request-rules.ts';
import { fieldsAtFault } from '../body-fields.ts';
import { withdrawalErrors } from './check-withdrawal.ts';
import type { Endpoint } from './submission-entry.ts';
import { submissionShapes } from './submission-shapes.ts';

/**
 * What the order service takes from a browser before it reads a body's content: how large each
 * endpoint's body may be (413 above), and what makes a body unreadable as its kind (400).
 */

/**
 * The largest body each endpoint takes, with room to spare: an order of 100 cart lines is about
 * 30 kB, a request or rating (texts of at most 2000 characters) a few kB, a PayPal capture record
 * a few kB. What is larger is not a shopper's submission; it is refused before it is kept.
 */
export const bodyLimits: Record<Endpoint, number> = {
  order: 64 * 1024,
  klarnaSession: 8 * 1024,
  klarnaOrder: 8 * 1024,
  paypalTransaction: 32 * 1024,
  paypalOrder: 8 * 1024,
  orderPayment: 8 * 1024,
  stock: 8 * 1024,
  request: 16 * 1024,
  rating: 16 * 1024,
  withdrawal: 16 * 1024,
};

const textOrEmpty = (value: unknown) => (typeof value === 'string' ? value : '');
const isOptionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** The names of the fields that fail; empty when the body is fine. */
type BodyCheck = (body: UnknownRecord, now: Date) => string[];

/**
 * The text fields the form's own rules reject (the same rules, so the form and the service agree),
 * plus any that are not text at all. A missing optional field counts as ''.
 */
function textErrors<Field extends string>(body: UnknownRecord, fields: readonly Field[], validate: (texts: Record<Field, string>) => Partial<Record<Field, string>>): string[] {
  const texts = Object.fromEntries(fields.map((field) => [field, textOrEmpty(body[field])])) as Record<Field, string>;
  const errors = validate(texts);
  return fields.filter((field) => errors[field] !== undefined || !isOptionalText(body[field]));
}

/** What makes a body unreadable as its kind (400): its shape, then its form fields; an order's content is judged later (422). */
export const bodyChecks: Record<Endpoint, BodyCheck> = {
  order: (body) => fieldsAtFault(submissionShapes.order, body),
  klarnaSession: (body) => fieldsAtFault(submissionShapes.klarnaSession, body),
  klarnaOrder: (body) => fieldsAtFault(submissionShapes.klarnaOrder, body),
  paypalTransaction: (body) => fieldsAtFault(submissionShapes.paypalTransaction, body),
  paypalOrder: (body) => fieldsAtFault(submissionShapes.paypalOrder, body),
  orderPayment: (body) => fieldsAtFault(submissionShapes.orderPayment, body),
  stock: (body) => fieldsAtFault(submissionShapes.stock, body),
  request: (body) => [
    ...fieldsAtFault(submissionShapes.request, body),
    ...textErrors(body, ['name', 'email', 'phone', 'message'], (texts) => validateProductRequest(texts)),
  ],
  withdrawal: (body, now) => [...fieldsAtFault(submissionShapes.withdrawal, body), ...withdrawalErrors(body, now)],
  rating: (body) => [
    ...fieldsAtFault(submissionShapes.rating, body),
    // A valid stand-in rating: only the texts' errors come back, the rating is checked above.
    ...textErrors(body, ['name', 'comment'], (texts) => validateProductRating({ rating: 1, ...texts })),
  ],
};
