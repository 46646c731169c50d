/**
 * When a widget mounts. The runtime maps each name to a small function returning a Promise;
 * the build checks template options against this list.
 */
export const hydrationTriggers = ['eager', 'idle', 'visible', 'interaction'] as const;
export type HydrationTrigger = (typeof hydrationTriggers)[number];

export function isHydrationTrigger(value: unknown): value is HydrationTrigger {
  return typeof value === 'string' && (hydrationTriggers as readonly string[]).includes(value);
}
