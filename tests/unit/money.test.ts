import { describe, expect, it } from 'vitest';
import { formatMoney, isMoney, multiplyMoney, sumMoney, toMoney } from '../../widgets/core/money.ts';

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

  it('formats euro per language', () => {
    expect(formatMoney('1290.00', 'de')).toBe('1.290,00\u00a0€');
    expect(formatMoney('1290.00', 'en')).toBe('€1,290.00');
    expect(formatMoney('1290.00', 'fr')).toMatch(/^1\s290,00\s€$/u);
  });
});
