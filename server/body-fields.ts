import * as v from 'valibot';
import { isRecord, type UnknownRecord } from '../widgets/core/shapes.ts';

/**
 * Building blocks for the schemas of posted bodies, and how a refusal names the fields at fault:
 * as paths into the body ('cart.products[0].count'), each once, in the order the schema declares them.
 */

/** A plain object (not a list) with at least these fields; a list is refused as a whole, not field by field. */
export const record = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.pipe(v.custom<UnknownRecord>(isRecord), v.looseObject(entries));

/** An object that is none counts as an empty one, so its fields are named missing instead of the object. */
export const orEmpty = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.optional(v.pipe(v.fallback(v.custom<UnknownRecord>(isRecord), {}), v.looseObject(entries)), {});

/** Text with something in it besides spaces. */
export const filledText = v.pipe(v.string(), v.check((value) => value.trim() !== ''));

/** 'cart.products[0].count' for the issue's place in the body. */
function fieldPath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((item, index) => (typeof item.key === 'number' ? `[${item.key}]` : index === 0 ? String(item.key) : `.${String(item.key)}`))
    .join('');
}

/** The fields at fault in these issues, each once. */
export function fieldsOf(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return [...new Set(issues.map(fieldPath))];
}

/** The fields of the body that do not fit the schema; empty when it fits. */
export function fieldsAtFault(schema: v.GenericSchema, body: unknown): string[] {
  const result = v.safeParse(schema, body);
  return result.success ? [] : fieldsOf(result.issues);
}
