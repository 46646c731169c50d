import Decimal from 'decimal.js';
import { isRecord } from './shapes.ts';

/**
 * The subset of Directus' filter syntax this product uses, evaluated in memory, so the embedded
 * demo content and the static shop catalog answer exactly as the content API would.
 * https://docs.directus.io/reference/filter-rules — _eq, _neq, _in, _nin, _contains,
 * _starts_with, _ends_with, _null, _nnull, _gt, _gte, _lt, _lte, _and, _or; a nested object
 * follows a relation ("project": { "domain": { "_eq": … } }), and a list relation matches when any
 * of its items matches (or, with _some / _none, when some / none does). A list of texts (tags, attribute values) is a csv field in Directus: stored
 * as its entries joined with commas, and compared as that text (listHasEntry asks for one entry).
 */
export type DirectusFilter = Record<string, unknown>;

const decimalText = /^-?\d+(\.\d+)?$/;

/** Decimal columns (prices) arrive as strings; the database compares them as numbers, exactly. */
function asDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  return typeof value === 'string' && decimalText.test(value) ? new Decimal(value) : null;
}

/**
 * The order of two values as _gt/_gte/_lt/_lte see it: numbers (and decimal strings) by value,
 * other text (ISO dates) by its characters; null when they cannot be compared. A missing value
 * (NULL in the database) never compares, so it never matches: a product on request has no price.
 */
function orderOf(actual: unknown, expected: unknown): number | null {
  if (actual === null || actual === undefined || expected === null || expected === undefined) return null;
  const [a, b] = [asDecimal(actual), asDecimal(expected)];
  if (a && b) return a.comparedTo(b);
  if (typeof actual === 'string' && typeof expected === 'string') return actual < expected ? -1 : actual > expected ? 1 : 0;
  return null;
}

const ordered = (accept: (order: number) => boolean) => (actual: unknown, expected: unknown) => {
  const order = orderOf(actual, expected);
  return order !== null && accept(order);
};

/** A text as the database compares it: a csv list as its stored text ("a,b"), null for anything else. */
const storedText = (value: unknown) => (typeof value === 'string' ? value : Array.isArray(value) ? value.map(String).join(',') : null);
const textOperator = (test: (text: string, expected: string) => boolean) => (actual: unknown, expected: unknown) => {
  const text = storedText(actual);
  return text !== null && test(text, String(expected));
};

const operators: Record<string, (actual: unknown, expected: unknown) => boolean> = {
  _eq: (actual, expected) => String(actual) === String(expected) && actual !== null && actual !== undefined,
  _neq: (actual, expected) => String(actual) !== String(expected),
  _in: (actual, expected) => Array.isArray(expected) && expected.map(String).includes(String(actual)),
  _nin: (actual, expected) => Array.isArray(expected) && !expected.map(String).includes(String(actual)),
  _contains: textOperator((text, expected) => text.includes(expected)),
  _starts_with: textOperator((text, expected) => text.startsWith(expected)),
  _ends_with: textOperator((text, expected) => text.endsWith(expected)),
  _null: (actual, expected) => (actual === null || actual === undefined) === Boolean(expected),
  _nnull: (actual, expected) => (actual !== null && actual !== undefined) === Boolean(expected),
  _gt: ordered((order) => order > 0),
  _gte: ordered((order) => order >= 0),
  _lt: ordered((order) => order < 0),
  _lte: ordered((order) => order <= 0),
};

function matchesValue(value: unknown, condition: unknown): boolean {
  if (!isRecord(condition)) return false;
  // _some / _none: a one-to-many relation with at least one / not one item that matches.
  if (Object.keys(condition).length === 1 && ('_some' in condition || '_none' in condition)) {
    const items = Array.isArray(value) ? value : [];
    const nested = (condition._some ?? condition._none) as DirectusFilter;
    const some = items.some((entry) => matchesFilter(entry, nested));
    return '_some' in condition ? some : !some;
  }
  const keys = Object.keys(condition);
  if (keys.length > 0 && keys.every((key) => key in operators)) {
    return keys.every((key) => operators[key]!(value, condition[key]));
  }
  if (Array.isArray(value)) return value.some((entry) => matchesFilter(entry, condition));
  return isRecord(value) && matchesFilter(value, condition);
}

export function matchesFilter(item: unknown, filter: DirectusFilter): boolean {
  if (!isRecord(item)) return false;
  return Object.entries(filter).every(([key, condition]) => {
    if (key === '_and') return Array.isArray(condition) && condition.every((part) => matchesFilter(item, part));
    if (key === '_or') return Array.isArray(condition) && condition.some((part) => matchesFilter(item, part));
    return matchesValue(item[key], condition);
  });
}

/**
 * The ways a csv list `field` holds `entry` as one of its entries: the whole text, its first, last
 * or a middle entry. "_contains" alone would also find "Gold" in "Roségold" or "50" in "50 cm".
 * (Directus on SQLite compares ASCII letters without case; entries differing only so are one.)
 */
export function listEntryConditions(field: string, entry: string): DirectusFilter[] {
  return [
    { [field]: { _eq: entry } },
    { [field]: { _starts_with: `${entry},` } },
    { [field]: { _ends_with: `,${entry}` } },
    { [field]: { _contains: `,${entry},` } },
  ];
}

/** Items whose csv list `field` has `entry` among its entries. */
export function listHasEntry(field: string, entry: string): DirectusFilter {
  return { _or: listEntryConditions(field, entry) };
}

/** The filter every query of this product starts from: the items of one project (site). */
export function projectFilter(domain: string): DirectusFilter {
  return { project: { domain: { _eq: domain } } };
}
