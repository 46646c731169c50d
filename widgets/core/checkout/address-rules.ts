import type { Address } from '../checkout-draft.ts';
import { isEmailAddress } from '../forms/email.ts';
import { isPlainLine, isPlainText } from '../forms/plain-text.ts';

/**
 * What the checkout needs of the shopper's entries before it may place an order: the fields of
 * an address, the e-mail, and a postcode of the form the country's post uses. Returns message
 * keys (translated by the view), one per failing field; empty when all is well. Pure.
 */

export type AddressField = keyof Address;
export type AddressErrors = Partial<Record<AddressField, AddressMessage>>;
type AddressMessage = 'required' | 'characters' | 'zipCode' | 'country';

/** Form order: the first failing field in this order gets the focus. */
export const addressFieldOrder: readonly AddressField[] = ['firstName', 'lastName', 'company', 'street', 'number', 'zipCode', 'city', 'country'];

const requiredFields: readonly AddressField[] = ['firstName', 'lastName', 'street', 'number', 'zipCode', 'city', 'country'];

/** The postcode forms of the countries a German shop usually ships to; others need only some text. */
const postcodePatterns: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  BE: /^\d{4}$/,
  DK: /^\d{4}$/,
  LU: /^(L-?)?\d{4}$/i,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  PL: /^\d{2}-\d{3}$/,
};

export function isPostcodeOf(countryCode: string, zipCode: string): boolean {
  const pattern = postcodePatterns[countryCode.toUpperCase()];
  return pattern ? pattern.test(zipCode.trim()) : zipCode.trim() !== '';
}

export function validateAddress(address: Address | null, allowedCountries: readonly string[]): AddressErrors {
  const errors: AddressErrors = {};
  const value = address ?? emptyAddress('');
  for (const field of requiredFields) if (value[field].trim() === '') errors[field] = 'required';
  // Line breaks, control and bidi characters would reach the parcel label and the mails as they are.
  for (const field of addressFieldOrder) if (!isPlainLine(value[field])) errors[field] = 'characters';
  if (!errors.country && !allowedCountries.some((code) => code.toUpperCase() === value.country.toUpperCase())) errors.country = 'country';
  if (!errors.zipCode && !errors.country && !isPostcodeOf(value.country, value.zipCode)) errors.zipCode = 'zipCode';
  return errors;
}

export type EmailMessage = 'required' | 'email';

export function validateCustomerEmail(email: string): EmailMessage | null {
  if (email.trim() === '') return 'required';
  return isEmailAddress(email.trim()) ? null : 'email';
}

/** The longest comment an order takes: the form says so as it is typed, the order service refuses more. */
export const maxCommentLength = 2000;

export type CommentMessage = 'commentTooLong' | 'commentCharacters';

/** An order's comment: optional, several lines, at most maxCommentLength characters, no control or bidi characters. */
export function validateComment(comment: string): CommentMessage | null {
  if (comment.length > maxCommentLength) return 'commentTooLong';
  return isPlainText(comment) ? null : 'commentCharacters';
}

export function emptyAddress(country: string): Address {
  return { firstName: '', lastName: '', company: '', street: '', number: '', zipCode: '', city: '', country };
}
