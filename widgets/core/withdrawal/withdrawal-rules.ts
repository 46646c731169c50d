import { isPlainLine, isPlainText } from '../forms/plain-text.ts';
import { isEmailAddress, maxEmailLength } from '../forms/email.ts';

/**
 * The rules of a withdrawal from a contract (§ 356a BGB), as pure functions shared by the form
 * and the order service: the same input gives the same verdict in both. Name and e-mail are
 * required; the contract is named by its order number or, for a shopper who does not have it at
 * hand, by its order date (the law asks only that the contract can be identified, and name,
 * e-mail and date do that); the date is never in the future; the postal address the order went
 * to helps find it where the e-mail address is not the order's, and is never required; a reason
 * is never required (the law forbids asking for one as a condition).
 */
export const withdrawalFields = ['name', 'email', 'orderNumber', 'orderDate', 'address', 'reason'] as const;
export type WithdrawalField = (typeof withdrawalFields)[number];

/** What the visitor typed, as text; '' for an optional field left empty. */
export type WithdrawalInput = Record<WithdrawalField, string>;

export const emptyWithdrawalInput: WithdrawalInput = { name: '', email: '', orderNumber: '', orderDate: '', address: '', reason: '' };

/** Lengths a person writing by hand does not reach; they only stop pasted novels and abuse. */
export const withdrawalLimits = { name: 200, email: maxEmailLength, orderNumber: 64, address: 300, reason: 2000 } as const;

/** Field → translation key of its message (namespace "withdrawal"); empty when the input may be sent. */
export type WithdrawalErrors = Partial<Record<WithdrawalField, string>>;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (the value of an <input type="date">); 2026-02-30 is not one. */
export function isIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The latest calendar day anywhere on earth at `now` (UTC+14, the Line Islands). An order date
 * up to that day is not in the future for somebody, so a shopper in any time zone who types
 * "today" is never refused, and neither the browser's nor the server's clock zone matters.
 */
export function latestCalendarDay(now: Date): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function lineError(trimmed: string, max: number): string | undefined {
  if (trimmed.length > max) return 'withdrawal.errors.tooLong';
  return isPlainLine(trimmed) ? undefined : 'withdrawal.errors.characters';
}

/** An optional text of several lines (the address, the reason). */
function textError(value: string, max: number): string | undefined {
  if (value.trim().length > max) return 'withdrawal.errors.tooLong';
  return isPlainText(value) ? undefined : 'withdrawal.errors.characters';
}

function nameError(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? 'withdrawal.errors.nameRequired' : lineError(trimmed, withdrawalLimits.name);
}

/** The order number, or none where the order date names the contract. */
function orderNumberError(input: WithdrawalInput): string | undefined {
  const trimmed = input.orderNumber.trim();
  if (trimmed === '') return input.orderDate.trim() === '' ? 'withdrawal.errors.orderNumberOrDate' : undefined;
  return lineError(trimmed, withdrawalLimits.orderNumber);
}

function emailError(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'withdrawal.errors.emailRequired';
  return isEmailAddress(trimmed) ? undefined : 'withdrawal.errors.emailInvalid';
}

function orderDateError(value: string, now: Date): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (!isIsoDate(trimmed)) return 'withdrawal.errors.orderDateInvalid';
  // ISO dates compare as text.
  return trimmed > latestCalendarDay(now) ? 'withdrawal.errors.orderDateInFuture' : undefined;
}

export function validateWithdrawal(input: WithdrawalInput, now: Date): WithdrawalErrors {
  const errors: WithdrawalErrors = {
    name: nameError(input.name),
    email: emailError(input.email),
    orderNumber: orderNumberError(input),
    orderDate: orderDateError(input.orderDate, now),
    address: textError(input.address, withdrawalLimits.address),
    reason: textError(input.reason, withdrawalLimits.reason),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as WithdrawalErrors;
}

/** The input as it is sent and shown back: every text trimmed. */
export function trimWithdrawalInput(input: WithdrawalInput): WithdrawalInput {
  return Object.fromEntries(withdrawalFields.map((field) => [field, input[field].trim()])) as WithdrawalInput;
}
