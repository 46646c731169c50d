import { isRecord } from './shapes.ts';

/**
 * The subset of Directus' filter syntax this product uses, evaluated in memory, so the embedded
 * demo content and the static shop catalog answer exactly as the content API would.
 * https://docs.directus.io/reference/filter-rules — _eq, _neq, _in, _nin, _contains, _null,
 * _nnull, _and, _or; a nested object follows a relation ("project": { "domain": { "_eq": … } }),
 * and a list relation matches when any of its items matches.
 */
export type DirectusFilter = Record<string, unknown>;

const operators: Record<string, (actual: unknown, expected: unknown) => boolean> = {
  _eq: (actual, expected) => String(actual) === String(expected) && actual !== null && actual !== undefined,
  _neq: (actual, expected) => String(actual) !== String(expected),
  _in: (actual, expected) => Array.isArray(expected) && expected.map(String).includes(String(actual)),
  _nin: (actual, expected) => Array.isArray(expected) && !expected.map(String).includes(String(actual)),
  _contains: (actual, expected) =>
    Array.isArray(actual)
      ? actual.map(String).includes(String(expected))
      : typeof actual === 'string' && actual.includes(String(expected)),
  _null: (actual, expected) => (actual === null || actual === undefined) === Boolean(expected),
  _nnull: (actual, expected) => (actual !== null && actual !== undefined) === Boolean(expected),
};

function matchesValue(value: unknown, condition: unknown): boolean {
  if (!isRecord(condition)) return false;
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

/** The filter every query of this product starts from: the items of one project (site). */
export function projectFilter(domain: string): DirectusFilter {
  return { project: { domain: { _eq: domain } } };
}
