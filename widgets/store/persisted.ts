import { effect, signal, type Signal } from '@preact/signals-core';
import { storedEvent, unwrapStored, wrapStored } from '../core/stored-envelope.ts';

export interface PersistOptions<T> {
  /** localStorage key. */
  key: string;
  /** Bumped when the stored shape changes; values of another version are discarded. */
  version: number;
  /** Returns the value when the stored data is valid, null when it is not. */
  parse(data: unknown): T | null;
  /** The value when nothing (valid) is stored. */
  initial(): T;
  /** When true for a value, the key is removed instead of written (an empty cart leaves no trace). */
  isEmpty?(value: T): boolean;
}

/** localStorage may be missing or throw (private mode, storage disabled, quota): the store then lives in memory. */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readStored<T>(options: PersistOptions<T>, raw: string | null): T {
  if (raw === null) return options.initial();
  const stored = unwrapStored(raw, options.version);
  const value = stored.ok ? options.parse(stored.value) : null;
  if (value !== null) return value;
  const reason = stored.ok ? 'its content is invalid' : stored.reason;
  console.warn(`[store] Discarded the stored "${options.key}" because ${reason}; starting afresh.`);
  try {
    storage()?.removeItem(options.key);
  } catch {
    /* nothing more to lose */
  }
  return options.initial();
}

/**
 * A signal mirrored into localStorage: read and validated once at start, written on every
 * change, and updated when another tab writes the same key (the `storage` event).
 */
export function persistedSignal<T>(options: PersistOptions<T>): Signal<T> {
  const store = storage();
  let raw: string | null;
  try {
    raw = store?.getItem(options.key) ?? null;
  } catch {
    raw = null;
  }
  const state = signal(readStored(options, raw));
  let applyingOtherTab = false;

  effect(() => {
    const value = state.value;
    if (!store || applyingOtherTab) return;
    try {
      if (options.isEmpty?.(value)) store.removeItem(options.key);
      else store.setItem(options.key, wrapStored(options.version, value));
      window.dispatchEvent(new CustomEvent(storedEvent, { detail: options.key }));
    } catch (error) {
      console.warn(`[store] Could not save "${options.key}"; it stays in this tab only.`, error);
    }
  });

  if (typeof window !== 'undefined' && store) {
    window.addEventListener('storage', (event) => {
      // key is null when another tab cleared the whole storage.
      if (event.key !== options.key && event.key !== null) return;
      applyingOtherTab = true;
      try {
        state.value = readStored(options, event.key === null ? null : event.newValue);
      } finally {
        applyingOtherTab = false;
      }
    });
  }
  return state;
}
