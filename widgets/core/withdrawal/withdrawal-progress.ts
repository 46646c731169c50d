import { isRecord } from '../shapes.ts';
import { isIsoDate, withdrawalFields, type WithdrawalInput } from './withdrawal-rules.ts';

/** What the service confirmed: the withdrawal's id and when it arrived (ISO date-time, UTC). */
export interface WithdrawalConfirmation {
  id: string;
  receivedAt: string;
  /** Whether the same receipt went out by e-mail; false only when the service says it did not. */
  mailed: boolean;
}

/**
 * Where a visitor is in the two steps (§ 356a BGB): typing the entries, checking them before
 * confirming, or holding the receipt. Kept for the tab's session so a reload loses nothing.
 */
export type WithdrawalProgress =
  | { step: 'entries'; input: WithdrawalInput }
  | { step: 'review'; input: WithdrawalInput }
  | { step: 'received'; input: WithdrawalInput; confirmation: WithdrawalConfirmation };

/** Fields the form gained later: a progress kept before reads them as left empty. */
const laterFields: ReadonlySet<string> = new Set(['address']);

function readInput(raw: unknown): WithdrawalInput | null {
  if (!isRecord(raw)) return null;
  const entries = withdrawalFields.map((field) => [field, raw[field] === undefined && laterFields.has(field) ? '' : raw[field]] as const);
  return entries.every(([, value]) => typeof value === 'string') ? (Object.fromEntries(entries) as WithdrawalInput) : null;
}

function readConfirmation(raw: unknown): WithdrawalConfirmation | null {
  if (!isRecord(raw) || typeof raw.id !== 'string' || typeof raw.receivedAt !== 'string') return null;
  // A receipt kept before the service said whether it mailed one: it did then.
  return Number.isNaN(Date.parse(raw.receivedAt)) ? null : { id: raw.id, receivedAt: raw.receivedAt, mailed: raw.mailed !== false };
}

/** Whether the entries could have passed the first step's checks as far as they do not depend on the day. */
function couldHavePassed(input: WithdrawalInput): boolean {
  const date = input.orderDate.trim();
  return date === '' || isIsoDate(date);
}

/**
 * Reads a stored progress; anything malformed (an older shape, a hand-edited value) is null. A
 * later step whose entries could not have passed the first (an order date that is no day) goes
 * back to the entries, kept, where the field says what is wrong instead of the page crashing.
 */
export function parseWithdrawalProgress(raw: unknown): WithdrawalProgress | null {
  if (!isRecord(raw)) return null;
  const input = readInput(raw.input);
  if (!input) return null;
  if (raw.step !== 'entries' && !couldHavePassed(input)) return raw.step === 'review' || raw.step === 'received' ? { step: 'entries', input } : null;
  if (raw.step === 'entries' || raw.step === 'review') return { step: raw.step, input };
  if (raw.step !== 'received') return null;
  const confirmation = readConfirmation(raw.confirmation);
  return confirmation ? { step: 'received', input, confirmation } : null;
}
