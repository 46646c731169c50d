import { isNonEmptyString, isRecord } from './shapes.ts';

/** A cookie consent entry (spec §3 "Cookie consent entry"). */
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
/** The stored shape's version (stored-envelope.ts). */
export const consentStorageVersion = 1;
/** External content the visitor let in, one localStorage key each: contentConsent:<name>. */
const contentConsentPrefix = 'contentConsent:';
const functionalConsentId = 'functional';
export const matomoConsentId = 'matomo';

/** An entry as the content service lists it, already in the page's language. */
export type BackendConsent = Pick<ConsentEntry, 'display_name' | 'description' | 'link' | 'default_on' | 'function_id'>;

export interface ConsentTexts {
  functional: Pick<ConsentEntry, 'display_name' | 'description' | 'link'>;
  matomo: Pick<ConsentEntry, 'display_name' | 'description' | 'link'>;
}

/**
 * The consent list (spec §3): the functional entry always present, given and locked; a Matomo
 * entry added when analytics is configured and the backend defines none; every backend entry
 * starting not given and not locked (default_on only marks it as suggested).
 */
export function buildConsentList(backend: readonly BackendConsent[], analyticsConfigured: boolean, texts: ConsentTexts): ConsentEntry[] {
  const fromBackend = backend
    .filter((entry) => entry.function_id !== functionalConsentId)
    .map((entry) => ({ ...entry, consentGiven: false, locked: false }));
  const functional: ConsentEntry = { ...texts.functional, function_id: functionalConsentId, default_on: true, consentGiven: true, locked: true };
  const needsMatomo = analyticsConfigured && !backend.some((entry) => entry.function_id === matomoConsentId);
  const matomo: ConsentEntry[] = needsMatomo
    ? [{ ...texts.matomo, function_id: matomoConsentId, default_on: false, consentGiven: false, locked: false }]
    : [];
  return [functional, ...fromBackend, ...matomo];
}

/** Every entry given ('Alle akzeptieren') or every unlocked one refused ('Alle ablehnen'). */
export function decideAll(list: readonly ConsentEntry[], given: boolean): ConsentEntry[] {
  return list.map((entry) => (entry.locked ? entry : { ...entry, consentGiven: given }));
}

/** One entry switched; a locked entry stays as it is. */
export function decideOne(list: readonly ConsentEntry[], functionId: string, given: boolean): ConsentEntry[] {
  return list.map((entry) => (entry.function_id === functionId && !entry.locked ? { ...entry, consentGiven: given } : entry));
}

export function contentConsentKey(name: string): string {
  return `${contentConsentPrefix}${name}`;
}

/** The names of the external-content consents among localStorage keys. */
export function contentConsentNames(keys: readonly string[]): string[] {
  return keys.filter((key) => key.startsWith(contentConsentPrefix)).map((key) => key.slice(contentConsentPrefix.length));
}

/** An entry read field by field; null without a name to match (function_id) or a decision (consentGiven). */
function readConsentEntry(value: unknown): ConsentEntry | null {
  if (!isRecord(value) || !isNonEmptyString(value.function_id) || typeof value.consentGiven !== 'boolean') return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return {
    display_name: text(value.display_name),
    description: text(value.description),
    link: text(value.link),
    default_on: value.default_on === true,
    consentGiven: value.consentGiven,
    locked: value.locked === true,
    function_id: value.function_id,
  };
}

/**
 * The stored decisions, each entry checked on its own and copied with known fields only. A list
 * with no readable decision left is no decision (null): the banner asks again rather than assume.
 */
export function parseStoredConsents(value: unknown): ConsentEntry[] | null {
  if (!Array.isArray(value)) return null;
  const entries: ConsentEntry[] = [];
  for (const raw of value) {
    const entry = readConsentEntry(raw);
    if (entry && !entries.some((kept) => kept.function_id === entry.function_id)) entries.push(entry);
  }
  return value.length > 0 && entries.length === 0 ? null : entries;
}
