import { describe, expect, it } from 'vitest';
import { blockingStylesheets } from '../bench/page-weight.ts';
import { markdownTable, median, percentile, verdictOf, type BenchRow } from '../bench/verdicts.ts';

const row = (value: number | null, budget: BenchRow['budget']): BenchRow => ({ group: 'g', what: 'w', value, unit: 'ms', budget });

describe('benchmark verdicts', () => {
  it('judges a figure against its budget: at most, at least, or only shown', () => {
    expect(verdictOf(row(100, { max: 100 }))).toBe('OK');
    expect(verdictOf(row(100.1, { max: 100 }))).toBe('OVER');
    expect(verdictOf(row(94, { min: 95 }))).toBe('OVER');
    expect(verdictOf(row(95, { min: 95 }))).toBe('OK');
    expect(verdictOf(row(5000, null))).toBe('—');
  });

  it('counts a figure that could not be measured as a miss, never as a pass', () => {
    expect(verdictOf(row(null, { max: 100 }))).toBe('OVER');
    expect(verdictOf(row(NaN, { max: 100 }))).toBe('OVER');
  });

  it('takes medians and percentiles of unsorted runs', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
    expect(percentile([5, 1, 4, 2, 3, 6, 7, 8, 9, 10], 0.95)).toBe(10);
  });

  it('prints each figure beside its budget and verdict', () => {
    expect(markdownTable([row(120, { max: 100 })])).toContain('| g | w | 120 ms | ≤ 100 ms | OVER |');
  });

  it('counts the stylesheets that hold up the first paint, not print or disabled ones nor those in the body', () => {
    const page = `<html><head>
      <link rel="stylesheet" href="/a.css"><link href="/b.css" rel=stylesheet>
      <link rel="stylesheet" href="/print.css" media="print"><link rel="preload" href="/c.css" as="style">
      </head><body><link rel="stylesheet" href="/late.css"></body></html>`;
    expect(blockingStylesheets(page)).toBe(2);
  });
});
