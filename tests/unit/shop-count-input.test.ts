import { describe, expect, it } from 'vitest';
import { countLimit, maxCountPerLine, readCount } from '../../widgets/core/shop/count-input.ts';

describe('reading a typed count', () => {
  it('takes a whole number within 1..max, spaces around it allowed', () => {
    expect(readCount('3', 5)).toBe(3);
    expect(readCount(' 5 ', 5)).toBe(5);
    expect(readCount('1', 1)).toBe(1);
  });

  it('refuses an empty field, 0, fractions, signs, exponents, letters and more than max', () => {
    for (const text of ['', '0', '2.5', '2,5', '-1', '+2', '1e2', 'drei', '6']) expect(readCount(text, 5), text).toBeNull();
  });
});

describe('the most a shopper may choose', () => {
  it('is the stock, at least 1, unless made to order; never more than one line takes', () => {
    expect(countLimit(5, false)).toBe(5);
    expect(countLimit(0, false)).toBe(1);
    expect(countLimit(500, false)).toBe(maxCountPerLine);
    expect(countLimit(0, true)).toBe(maxCountPerLine);
  });
});
