import { isRecord } from './shapes.ts';

/** A cookie consent entry (spec §3). The full list rules arrive with the consent widgets. */
export interface ConsentEntry {
  display_name: string;
  description: string;
  link: string;
  default_on: boolean;
  consentGiven: boolean;
  locked: boolean;
  function_id: string;
}

export const consentStorageKey = 'int-consents';
export const contentConsentPrefix = 'contentConsent:';

function isConsentEntry(value: unknown): value is ConsentEntry {
  return (
    isRecord(value) &&
    typeof value.display_name === 'string' &&
    typeof value.function_id === 'string' &&
    typeof value.consentGiven === 'boolean' &&
    typeof value.locked === 'boolean'
  );
}

export function parseStoredConsents(value: unknown): ConsentEntry[] | null {
  return Array.isArray(value) && value.every(isConsentEntry) ? value : null;
}
