import { compareSortValues } from '../directus-sort.ts';

/**
 * Each value's rank among the distinct non-empty values of one field, in the order of
 * compareSortValues (Directus' sort semantics, directus-sort.ts). Computed by the build for the
 * static shop's index, so the browser orders products by small numbers and never runs the
 * collator: the collator compares each distinct value a few times instead of every product many times.
 */

/** Timestamps of one shape ('2024-05-01T10:00:00'): the collator orders them as plain text does. */
const timestampShape = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z?$/;

/**
 * The values as numbers where that keeps compareSortValues' order (numbers, and timestamps of one
 * shape, whose text order is their time order), so the engine's numeric sort can order them.
 */
function asSortNumbers(values: Array<string | number>): Array<string | number> {
  if (values.every((value) => typeof value === 'number')) return values;
  const first = values[0];
  if (typeof first !== 'string' || !values.every((value) => typeof value === 'string' && value.length === first.length && timestampShape.test(value))) return values;
  // One shape: all with a zone or all without, so reading all as UTC keeps their order.
  const times = values.map((value) => Date.parse(String(value).endsWith('Z') ? String(value) : `${String(value)}Z`));
  return times.some(Number.isNaN) ? values : times;
}

/** The rank of each number among the distinct ones: sorted natively, looked up by binary search. */
function numberRanks(keys: readonly number[]): (key: number) => number {
  const sorted = Float64Array.from(keys).sort();
  let size = 0;
  for (const key of sorted) if (size === 0 || sorted[size - 1] !== key) sorted[size++] = key;
  return (key: number) => {
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle]! < key) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** The rank of each text among the distinct ones, in the collator's order. */
function textRanks(keys: ReadonlyArray<string | number>): (key: string | number) => number {
  const distinct = [...new Set(keys)].sort(compareSortValues);
  const ranks = new Map(distinct.map((value, rank) => [value, rank]));
  return (key) => ranks.get(key)!;
}

/** Each value's rank (0, 1, …, dense: equal values share one) among the non-empty ones; -1 for an empty value. */
export function sortRanks(values: ReadonlyArray<string | number | null>): number[] {
  const present = values.filter((value): value is string | number => value !== null);
  const keys = asSortNumbers(present);
  const rankOf = keys === present ? textRanks(keys) : (numberRanks(keys as number[]) as (key: string | number) => number);
  let next = 0;
  return values.map((value) => (value === null ? -1 : rankOf(keys[next++]!)));
}
