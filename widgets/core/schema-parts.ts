import * as v from 'valibot';
import { isRecord, type UnknownRecord } from './shapes.ts';

/**
 * Schema parts both Node-side boundaries build on (the local services' posted bodies in server/,
 * the content service's raw items in content/build/). Never imported by browser code, so valibot
 * stays out of the widget bundle.
 */

/** A plain object (not a list) with at least these fields; further fields pass untouched. */
export const record = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.pipe(v.custom<UnknownRecord>(isRecord), v.looseObject(entries));

/** An object field read by these entries; when it is missing or no object, it reads as an empty one (so its fields are named, not the object). */
export const orEmpty = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.optional(v.pipe(v.fallback(v.custom<UnknownRecord>(isRecord), {}), v.looseObject(entries)), {});

/** The place of an issue in the value, as messages name it: 'cart.products[0].count'. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((step, index) => (typeof step.key === 'number' ? `[${step.key}]` : `${index === 0 ? '' : '.'}${String(step.key)}`))
    .join('');
}
