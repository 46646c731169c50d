import { isEmailAddress, maxEmailLength } from '../forms/email.ts';
import { isPlainLine, isPlainText } from '../forms/plain-text.ts';
/**
 * The rules of the product request and product rating forms, as pure functions. Each returns the
 * invalid fields, field → translation key of the message; an empty object means the input may be
 * sent. The local order service checks the same rules, so a body the form accepts is accepted there.
 */

/** Lengths a person writing by hand does not reach; they only stop pasted novels and abuse. */
export const requestLimits = { name: 80, email: maxEmailLength, phone: 40, message: 2000 } as const;
export const ratingLimits = { name: 80, comment: 2000 } as const;
export const ratingScale = { min: 1, max: 5 } as const;

export interface ProductRequestInput {
  name: string;
  email: string;
  /** Optional: '' when the visitor gives none. */
  phone: string;
  message: string;
}

export interface ProductRatingInput {
  /** null until a star is chosen. */
  rating: number | null;
  /** Optional. */
  name: string;
  /** Optional. */
  comment: string;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

// Digits with the separators people write (+49 (0)761 / 20 21-010); at least five digits.
const phonePattern = /^\+?[\d\s()./-]+$/;

/** The site's one e-mail rule (forms/email.ts), on the address as typed, spaces around it allowed. */
export function isValidEmail(value: string): boolean {
  return isEmailAddress(value.trim());
}

function isPlausiblePhone(value: string): boolean {
  const trimmed = value.trim();
  return phonePattern.test(trimmed) && trimmed.replace(/\D/g, '').length >= 5;
}

export function isValidRating(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= ratingScale.min && (value as number) <= ratingScale.max;
}

/**
 * Checks one text: required and missing, longer than its limit (after trimming), or holding
 * control or bidi characters (plain-text.ts; a name is one line, a message may have several).
 */
function textError(value: string, max: number, required: boolean, namespace: string, field: string, plain: (value: string) => boolean = isPlainLine): string | undefined {
  const trimmed = value.trim();
  if (required && trimmed === '') return `${namespace}.errors.${field}Required`;
  if (trimmed.length > max) return `${namespace}.errors.tooLong`;
  if (!plain(value)) return `${namespace}.errors.characters`;
  return undefined;
}

function withoutEmpty<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as FieldErrors<Field>;
}

export function validateProductRequest(input: ProductRequestInput): FieldErrors<keyof ProductRequestInput> {
  const ns = 'productRequest';
  const emailMissingOrLong = textError(input.email, requestLimits.email, true, ns, 'email');
  const phoneLong = textError(input.phone, requestLimits.phone, false, ns, 'phone');
  return withoutEmpty({
    name: textError(input.name, requestLimits.name, true, ns, 'name'),
    email: emailMissingOrLong ?? (isValidEmail(input.email) ? undefined : `${ns}.errors.emailInvalid`),
    phone: phoneLong ?? (input.phone.trim() === '' || isPlausiblePhone(input.phone) ? undefined : `${ns}.errors.phoneInvalid`),
    message: textError(input.message, requestLimits.message, true, ns, 'message', isPlainText),
  });
}

export function validateProductRating(input: ProductRatingInput): FieldErrors<keyof ProductRatingInput> {
  const ns = 'productRating';
  return withoutEmpty({
    rating: isValidRating(input.rating) ? undefined : `${ns}.errors.ratingRequired`,
    name: textError(input.name, ratingLimits.name, false, ns, 'name'),
    comment: textError(input.comment, ratingLimits.comment, false, ns, 'comment', isPlainText),
  });
}

