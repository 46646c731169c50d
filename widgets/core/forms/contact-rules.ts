import type { Result } from '../result.ts';
import { defaultLanguage, isLanguage, type Language } from '../languages.ts';
import { linkFor } from '../routes.ts';
import { isRecord } from '../shapes.ts';
import { isEmailAddress, maxEmailLength } from './email.ts';
import { contactRefusedId } from './form-ids.ts';
import { isPlainLine, isPlainText } from './plain-text.ts';

/**
 * The contact form's rules, shared by the widget (inline validation), the no-JS form's server
 * and any other endpoint: the same input gives the same verdict everywhere.
 */
export const contactFields = ['name', 'email', 'message', 'privacy'] as const;
export type ContactField = (typeof contactFields)[number];
/** characters: line breaks in a name, control or bidi characters anywhere (plain-text.ts). */
export type ContactProblem = 'missing' | 'invalid' | 'tooLong' | 'characters';
export type ContactErrors = Partial<Record<ContactField, ContactProblem>>;

export const contactLimits = { name: 200, email: maxEmailLength, message: 5000 } as const;

/** What the visitor entered, as text (privacy: whether the consent box is ticked). */
export interface ContactInput {
  name: string;
  email: string;
  message: string;
  privacy: boolean;
  lang: Language;
}

/** A message that passed every rule: trimmed, consent given. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
  lang: Language;
}

export type ContactVerdict = Result<ContactMessage, { errors: ContactErrors }>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A ticked checkbox arrives as "on" (or its value) from a form post, as true from JSON. */
function isTicked(value: unknown): boolean {
  return value === true || value === 'on' || value === 'yes' || value === 'true';
}

/** Reads a JSON body or the fields of a form post into a ContactInput; anything missing is empty. */
export function readContactInput(raw: unknown): ContactInput {
  const record = isRecord(raw) ? raw : {};
  return {
    name: text(record.name),
    email: text(record.email),
    message: text(record.message),
    privacy: isTicked(record.privacy),
    lang: isLanguage(record.lang) ? record.lang : defaultLanguage,
  };
}

export function validateContact(input: ContactInput): ContactVerdict {
  const name = input.name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  const errors: ContactErrors = {};
  if (!name) errors.name = 'missing';
  else if (name.length > contactLimits.name) errors.name = 'tooLong';
  else if (!isPlainLine(name)) errors.name = 'characters';
  if (!email) errors.email = 'missing';
  else if (!isEmailAddress(email)) errors.email = 'invalid';
  if (!message) errors.message = 'missing';
  else if (message.length > contactLimits.message) errors.message = 'tooLong';
  else if (!isPlainText(message)) errors.message = 'characters';
  if (!input.privacy) errors.privacy = 'missing';
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, value: { name, email, message, lang: input.lang } };
}

/** The translation key of a problem, in the contactForm namespace. */
export function contactErrorKey(field: ContactField, problem: ContactProblem): string {
  return `contactForm.errors.${field}.${problem}`;
}

/** Reads the field errors of an endpoint's 400 reply; unknown fields and problems are dropped. */
export function readContactErrors(raw: unknown): ContactErrors {
  const errors: ContactErrors = {};
  if (!isRecord(raw)) return errors;
  for (const field of contactFields) {
    const problem = raw[field];
    if (problem === 'missing' || problem === 'invalid' || problem === 'tooLong' || problem === 'characters') errors[field] = problem;
  }
  return errors;
}

/** The thanks page of the form's language; never with name or e-mail in it (thanks-greeting.ts says how they travel). */
export function thanksUrl(lang: Language): string {
  return linkFor('thanks', lang);
}

/** The contact page, with the fragment that shows the no-JS "please check your entries" notice. */
export function contactRefusedUrl(lang: Language): string {
  return `${linkFor('contact', lang)}#${contactRefusedId}`;
}
