import { describe, expect, it } from 'vitest';
import { formatMoney, isMoney, isPlainMoney, multiplyMoney, sumMoney, toMoney } from '../../widgets/core/money.ts';

describe('money', () => {
  it('adds and multiplies exactly', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(multiplyMoney('19.99', 3)).toBe('59.97');
    expect(sumMoney([])).toBe('0.00');
  });

  it('normalises prices from the content service', () => {
    expect(toMoney(1290)).toBe('1290.00');
    expect(toMoney('849.9')).toBe('849.90');
  });

  it('knows what a price is', () => {
    expect(isMoney('12.50')).toBe(true);
    expect(isMoney(0)).toBe(true);
    expect(isMoney('-1')).toBe(false);
    expect(isMoney('abc')).toBe(false);
    expect(isMoney(null)).toBe(false);
  });

  it('reads back only money as this site writes it: up to nine digits, two places, nothing else', () => {
    for (const written of ['0.00', '1290.00', '999999999.99']) expect(isPlainMoney(written)).toBe(true);
    for (const foreign of ['1000000000.00', '12345678901234567890.00', '1290', '1290.0', '1290.000', '-1.00', '+1.00', '1e3', '0x1F', ' 1.00', '1.00 ', '1,00', '', 12.5, null]) {
      expect(isPlainMoney(foreign), JSON.stringify(foreign)).toBe(false);
    }
  });

  it('formats euro per language', () => {
    expect(formatMoney('1290.00', 'de')).toBe('1.290,00\u00a0€');
    expect(formatMoney('1290.00', 'en')).toBe('€1,290.00');
    expect(formatMoney('1290.00', 'fr')).toMatch(/^1\s290,00\s€$/u);
  });
});
