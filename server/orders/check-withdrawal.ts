import * as v from 'valibot';
import { isLanguage, languages, type Language } from '../../widgets/core/languages.ts';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import { fieldsAtFault } from '../body-fields.ts';
import { validateWithdrawal, type WithdrawalField, type WithdrawalInput } from '../../widgets/core/withdrawal/withdrawal-rules.ts';

/**
 * A withdrawal as it arrives (§ 356a BGB), judged by the very rules the form applies
 * (widgets/core/withdrawal/withdrawal-rules.ts): what the form lets through, the service accepts.
 * This file only reads the wire body (snake_case, any JSON) into the form's input and back.
 */

export interface CheckedWithdrawal {
  name: string;
  email: string;
  orderNumber: string;
  /** YYYY-MM-DD or null. */
  orderDate: string | null;
  /** The postal address the order went to, as typed (lines); '' when none was given. */
  address: string;
  reason: string;
  language: Language;
}

const wireNames: Record<WithdrawalField, string> = { name: 'name', email: 'email', orderNumber: 'order_number', orderDate: 'order_date', address: 'address', reason: 'reason' };

/** Each text field is text or left out (null or missing counts as ''); in the order of wireNames, as refusals name them. */
const wireText = v.nullish(v.string());
const withdrawalTexts = v.looseObject({ name: wireText, email: wireText, order_number: wireText, order_date: wireText, address: wireText, reason: wireText });
const withdrawalBody = v.looseObject({ ...withdrawalTexts.entries, language: v.picklist(languages) });

/** The form's input from any body: a field that is no text reads as '' (and is named by the schema). */
function inputOf(body: UnknownRecord): WithdrawalInput {
  const text = (field: WithdrawalField) => {
    const value = body[wireNames[field]];
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), email: text('email'), orderNumber: text('orderNumber'), orderDate: text('orderDate'), address: text('address'), reason: text('reason') };
}

// Line breaks and other control characters have no place in a name or number (they end up in a
// mail's subject); the form cannot type them, so a pasted one is made a space, not refused.
// eslint-disable-next-line no-control-regex -- control characters are what it replaces
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** The wire fields that fail; empty when the withdrawal can be received. */
export function withdrawalErrors(body: UnknownRecord, now: Date): string[] {
  const notText = fieldsAtFault(withdrawalTexts, body);
  const invalid = Object.keys(validateWithdrawal(inputOf(body), now)).map((field) => wireNames[field as WithdrawalField]);
  return [...new Set([...notText, ...invalid, ...(isLanguage(body.language) ? [] : ['language'])])];
}

/** The withdrawal as kept and confirmed; call only when withdrawalErrors found nothing (it throws otherwise). */
export function checkedWithdrawal(body: UnknownRecord): CheckedWithdrawal {
  const wire = v.parse(withdrawalBody, body);
  return {
    name: oneLine(wire.name ?? ''),
    email: (wire.email ?? '').trim(),
    orderNumber: oneLine(wire.order_number ?? ''),
    orderDate: (wire.order_date ?? '').trim() || null,
    address: (wire.address ?? '').trim(),
    reason: (wire.reason ?? '').trim(),
    language: wire.language,
  };
}
