import * as v from 'valibot';
import type { WidgetPropsSchema } from './widget-props.ts';

/**
 * One readable line per problem with a widget's props; empty when they are fine. Every unknown
 * prop is named (valibot's strict object stops at the first), then each wrong prop with its own line.
 */
export function propProblems(schema: WidgetPropsSchema, props: Record<string, unknown>): string[] {
  if (v.is(schema, props)) return [];
  const allowed = Object.keys(schema.entries);
  const unknown = Object.keys(props)
    .filter((key) => !Object.hasOwn(schema.entries, key))
    .map((key) => `unknown prop "${key}" (allowed: ${allowed.join(', ') || 'none'})`);
  const wrong = Object.entries(schema.entries).flatMap(([key, propSchema]) => {
    // A missing prop is checked as undefined, so it gets the same line as a wrong one.
    const result = v.safeParse(propSchema, props[key]);
    return result.success ? [] : [result.issues[0].message];
  });
  return [...unknown, ...wrong];
}
