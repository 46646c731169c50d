import { consentStorageKey, consentStorageVersion, parseStoredConsents, type ConsentEntry } from '../core/consents.ts';
import { effect } from '@preact/signals-core';
import { persistedSignal } from './persisted.ts';

/** Stored cookie consents; null means the visitor has not decided yet (the banner shows). */
export const consents = persistedSignal<ConsentEntry[] | null>({
  key: consentStorageKey,
  version: consentStorageVersion,
  parse: parseStoredConsents,
  initial: () => null,
  isEmpty: (value) => value === null,
});

// Shows or hides the server-drawn banner (CSS reads the mark; the head script sets it first).
effect(() => {
  if (typeof document === 'undefined') return;
  if (consents.value === null) document.documentElement.dataset.consent = 'open';
  else delete document.documentElement.dataset.consent;
});

export function saveConsents(entries: ConsentEntry[]): void {
  consents.value = entries.map((entry) => ({ ...entry }));
}

export function resetConsents(): void {
  consents.value = null;
}

/** Whether the visitor has agreed to the consent entry with this function_id (reactive inside components). */
export function isConsentGiven(functionId: string): boolean {
  return consents.value?.some((entry) => entry.function_id === functionId && entry.consentGiven) ?? false;
}
