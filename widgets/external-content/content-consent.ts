import { contentConsentKey } from '../core/consents.ts';

/**
 * The visitor's on-the-spot consent to one external content, kept as localStorage
 * "contentConsent:<name>" (spec §3) with the time it was given; the consent manager lists and
 * removes these keys.
 */
export function hasContentConsent(name: string): boolean {
  try {
    return localStorage.getItem(contentConsentKey(name)) !== null;
  } catch {
    return false;
  }
}

export function giveContentConsent(name: string): void {
  try {
    localStorage.setItem(contentConsentKey(name), new Date().toISOString());
  } catch {
    /* storage unavailable: the content loads for this page view only */
  }
}
