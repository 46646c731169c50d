import Decimal from 'decimal.js';
import { intlLocaleOf, type Language } from './languages.ts';

/**
 * Money is kept as a decimal string ("1299.00") in every model and in storage, and is
 * only ever added or multiplied through decimal.js: binary floats cannot represent cents.
 */
export type Money = string;

export function isMoney(value: unknown): value is Money {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  try {
    const amount = new Decimal(value);
    return amount.isFinite() && !amount.isNegative();
  } catch {
    return false;
  }
}

/**
 * Money exactly as this site writes it: a plain two-place decimal ("1299.00"), no sign, no
 * exponent ("1e400"), no hex ("0x1F"), nothing after it. For values read back from storage.
 */
export function isPlainMoney(value: unknown): value is Money {
  return typeof value === 'string' && /^\d{1,9}\.\d{2}$/.test(value);
}

/** Normalises a price from the content service (number or string) to a two-place decimal string. */
export function toMoney(value: string | number): Money {
  return new Decimal(value).toFixed(2);
}

export function multiplyMoney(price: Money, count: number): Money {
  return new Decimal(price).times(count).toFixed(2);
}

export function sumMoney(amounts: readonly Money[]): Money {
  return amounts.reduce((total, amount) => total.plus(amount), new Decimal(0)).toFixed(2);
}

/** Formats a gross price in euro for display, e.g. "1.299,00 €" in German. */
// Making an Intl.NumberFormat costs far more than using one; a build formats a price on every card.
const formatters = new Map<Language, Intl.NumberFormat>();

export function formatMoney(amount: Money, lang: Language): string {
  let formatter = formatters.get(lang);
  if (!formatter) formatters.set(lang, (formatter = new Intl.NumberFormat(intlLocaleOf[lang], { style: 'currency', currency: 'EUR' })));
  // Intl takes a number; formatting two-place decimals is exact for any realistic price.
  return formatter.format(
    new Decimal(amount).toNumber(),
  );
}
