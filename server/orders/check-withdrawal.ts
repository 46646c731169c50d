import { isLanguage, type Language } from '../../widgets/core/languages.ts';
import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import { isValidEmail } from '../../widgets/core/shop/request-rules.ts';

/**
 * The withdrawal function's rules (§ 356a BGB): name, e-mail and order number are needed to find
 * the contract; the order date and a reason are optional. Pure; `today` is the shop's date.
 */

export const withdrawalLimits = { name: 120, email: 254, orderNumber: 40, reason: 2000 } as const;

export interface CheckedWithdrawal {
  name: string;
  email: string;
  orderNumber: string;
  /** YYYY-MM-DD or null. */
  orderDate: string | null;
  reason: string;
  language: Language;
}

const isText = (value: unknown): value is string => typeof value === 'string';
// Line breaks and other control characters have no place in a name or number (they end up in a mail's subject).
const filled = (value: unknown, max: number) => isText(value) && value.trim() !== '' && value.trim().length <= max && !/[\u0000-\u001f\u007f]/.test(value);

/** A real calendar date written YYYY-MM-DD. */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The shop's calendar date (Europe/Berlin) at `now`: an order placed tonight is not "in the future" at 00:30. */
export function shopDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The fields that fail; empty when the withdrawal can be received. */
export function withdrawalErrors(body: UnknownRecord, now: Date): string[] {
  const date = body.order_date;
  const dateOk = date === undefined || date === null || date === '' || (isText(date) && isIsoDate(date) && date <= shopDate(now));
  return Object.entries({
    name: filled(body.name, withdrawalLimits.name),
    email: isText(body.email) && body.email.trim().length <= withdrawalLimits.email && isValidEmail(body.email),
    order_number: filled(body.order_number, withdrawalLimits.orderNumber),
    order_date: dateOk,
    reason: body.reason === undefined || body.reason === null || (isText(body.reason) && body.reason.trim().length <= withdrawalLimits.reason),
    language: isLanguage(body.language),
  })
    .filter(([, ok]) => !ok)
    .map(([field]) => field);
}

/** The withdrawal as kept and confirmed; call only when withdrawalErrors found nothing. */
export function checkedWithdrawal(body: UnknownRecord): CheckedWithdrawal {
  return {
    name: (body.name as string).trim(),
    email: (body.email as string).trim(),
    orderNumber: (body.order_number as string).trim(),
    orderDate: isText(body.order_date) && body.order_date !== '' ? body.order_date : null,
    reason: isText(body.reason) ? body.reason.trim() : '',
    language: body.language as Language,
  };
}
