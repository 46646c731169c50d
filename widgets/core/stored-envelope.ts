import type { Result } from './result.ts';
import { isRecord } from './shapes.ts';

/**
 * How every model is kept in localStorage: {"v": <version>, "data": <value>}. Pure, so the tiny
 * head script (head-script.ts) can read a stored value (the colour mode) without loading the store.
 */
/**
 * Announced on window after this tab saved a model (detail: its key), for the plain scripts that
 * show stored state without loading the store (the header's cart badge). Other tabs hear of a
 * change through the `storage` event.
 */
export const storedEvent = 'store:saved';

export function wrapStored(version: number, data: unknown): string {
  return JSON.stringify({ v: version, data });
}

export type Unwrapped = Result<unknown, { reason: string }>;

export function unwrapStored(raw: string, version: number): Unwrapped {
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'it is not valid JSON' };
  }
  if (!isRecord(stored) || !('data' in stored)) return { ok: false, reason: 'not in the stored format' };
  if (stored.v !== version) return { ok: false, reason: `version ${String(stored.v)} instead of ${version}` };
  return { ok: true, value: stored.data };
}
