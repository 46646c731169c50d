import * as v from 'valibot';
import { issuePath } from '../../core/schema-parts.ts';
import { isRecord, type UnknownRecord } from '../../core/shapes.ts';
import { ContentError } from '../source.ts';

/**
 * Building blocks for the schemas of raw content-service items, the shape each reader expects
 * declared once. Most are lenient, as the site is: a text field of the wrong kind reads as empty,
 * a list entry that is no object is left out. Where a fault must fail the build, `readItem` turns
 * the schema's first issue into a ContentError.
 */

/** A text field, trimmed; '' when it is missing or not text. */
export const text = v.fallback(v.pipe(v.string(), v.trim()), '');

/** A field the reader judges itself (a language code, a key); it may be missing. */
export const unchecked = v.optional(v.unknown());

/** A list of objects read by `entry`; entries that are no object are left out, a missing list is empty. */
export const entriesOf = <const TEntries extends v.ObjectEntries>(entry: TEntries) =>
  v.fallback(v.pipe(v.array(v.unknown()), v.filterItems(isRecord), v.array(v.looseObject(entry))), () => []);

/** A yes/no field; anything but true is no. */
export const flag = v.fallback(v.boolean(), false);

/**
 * The item as `schema` reads it. Its first fault, in the order the schema declares the fields,
 * fails the build: a ContentError naming the item, the field and the schema's message for it.
 */
export function readItem<const TSchema extends v.GenericSchema>(schema: TSchema, collection: string, item: UnknownRecord): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, item, { abortEarly: true });
  if (result.success) return result.output;
  const [issue] = result.issues;
  throw new ContentError(collection, item.id, issuePath(issue), issue.message);
}
