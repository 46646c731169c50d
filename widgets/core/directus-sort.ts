import { isRecord } from './shapes.ts';

/**
 * Directus' sort semantics, in memory: fields in order, "-" for descending, dot paths into
 * relations, empty values last in either direction. Shared by the embedded demo source, the static shop catalog and
 * the test double, so every source orders the same way.
 */
function valueAt(item: unknown, fieldPath: string): unknown {
  return fieldPath.split('.').reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), item);
}

/** Decimal fields (prices) arrive as strings but sort as numbers, as in the database. */
const decimal = /^-?\d+(\.\d+)?$/;
const asNumber = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && decimal.test(value) ? Number(value) : null);

const isEmptySortValue = (value: unknown) => value === null || value === undefined;
const isEmpty = isEmptySortValue;

/**
 * One collator for every text comparison: the same default-locale order as String#localeCompare,
 * without building a collator per call (which made sorting thousands of products slow).
 */
const textCollator = new Intl.Collator();

/** The order of two non-empty values of one field, ascending. */
export function compareSortValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  const [numberA, numberB] = [asNumber(a), asNumber(b)];
  if (numberA !== null && numberB !== null) return numberA - numberB;
  return textCollator.compare(String(a), String(b));
}

export function sortItems<T>(items: readonly T[], sort: readonly string[]): T[] {
  const keys = sort
    .filter(Boolean)
    .map((field) => (field.startsWith('-') ? { path: field.slice(1), direction: -1 } : { path: field, direction: 1 }));
  return [...items].sort((a, b) => {
    for (const key of keys) {
      const [valueA, valueB] = [valueAt(a, key.path), valueAt(b, key.path)];
      // Empty values (a price on request) go last in both directions; databases differ here.
      if (isEmpty(valueA) !== isEmpty(valueB)) return isEmpty(valueA) ? 1 : -1;
      const order = isEmpty(valueA) ? 0 : compareSortValues(valueA, valueB) * key.direction;
      if (order !== 0) return order;
    }
    return 0;
  });
}
