import * as v from 'valibot';
import { issuePath } from '../widgets/core/schema-parts.ts';

/**
 * Building blocks for the schemas of posted bodies, and how a refusal names the fields at fault:
 * as paths into the body ('cart.products[0].count'), each once, in the order the schema declares them.
 */

/** Text with something in it besides spaces. */
export const filledText = v.pipe(v.string(), v.check((value) => value.trim() !== ''));

/** The fields at fault in these issues, each once. */
export function fieldsOf(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return [...new Set(issues.map(issuePath))];
}

/** The fields of the body that do not fit the schema; empty when it fits. */
export function fieldsAtFault(schema: v.GenericSchema, body: unknown): string[] {
  const result = v.safeParse(schema, body);
  return result.success ? [] : fieldsOf(result.issues);
}
