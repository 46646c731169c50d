import { describe, expect, it } from 'vitest';
import {
  buildConsentList,
  consentStorageKey,
  contentConsentKey,
  contentConsentNames,
  decideAll,
  decideOne,
  type BackendConsent,
} from '../../widgets/core/consents.ts';

const texts = {
  functional: { display_name: 'Funktional', description: 'Nötig für Warenkorb und Einstellungen.', link: '/datenschutz#cookies' },
  matomo: { display_name: 'Matomo', description: 'Anonyme Statistik.', link: '/datenschutz#matomo-ehemals-piwik' },
};
const maps: BackendConsent = { display_name: 'Google Maps', description: 'Karte und Bewertungen.', link: '', default_on: true, function_id: 'google_maps' };

describe('the consent list (spec §3)', () => {
  it('always has the functional entry, given and locked, first', () => {
    const [functional] = buildConsentList([], false, texts);
    expect(functional).toMatchObject({ function_id: 'functional', consentGiven: true, locked: true });
  });

  it('adds Matomo only when analytics is configured and the backend defines none', () => {
    expect(buildConsentList([maps], true, texts).map((entry) => entry.function_id)).toEqual(['functional', 'google_maps', 'matomo']);
    expect(buildConsentList([maps], false, texts).map((entry) => entry.function_id)).toEqual(['functional', 'google_maps']);
    const backendMatomo: BackendConsent = { ...maps, function_id: 'matomo', display_name: 'Statistik (Matomo)' };
    const list = buildConsentList([backendMatomo], true, texts);
    expect(list.filter((entry) => entry.function_id === 'matomo')).toEqual([expect.objectContaining({ display_name: 'Statistik (Matomo)' })]);
  });

  it('starts every backend entry not given and not locked, even when suggested (default_on)', () => {
    const entry = buildConsentList([maps], false, texts)[1]!;
    expect(entry).toMatchObject({ function_id: 'google_maps', default_on: true, consentGiven: false, locked: false });
  });

  it('cannot be talked out of the functional entry by the backend', () => {
    const forged: BackendConsent = { ...maps, function_id: 'functional' };
    const list = buildConsentList([forged], false, texts);
    expect(list).toHaveLength(1);
    expect(decideAll(list, false)[0]).toMatchObject({ consentGiven: true, locked: true });
  });

  it('accepts or refuses all unlocked entries, and switches one at a time', () => {
    const list = buildConsentList([maps], true, texts);
    expect(decideAll(list, true).every((entry) => entry.consentGiven)).toBe(true);
    expect(decideAll(decideAll(list, true), false).map((entry) => entry.consentGiven)).toEqual([true, false, false]);
    expect(decideOne(list, 'matomo', true).map((entry) => entry.consentGiven)).toEqual([true, false, true]);
    expect(decideOne(list, 'functional', false)[0]!.consentGiven).toBe(true);
  });
});

describe('consent storage keys', () => {
  it('stores the list under int-consents and external content under contentConsent:<name>', () => {
    expect(consentStorageKey).toBe('int-consents');
    expect(contentConsentKey('Google Maps')).toBe('contentConsent:Google Maps');
    expect(contentConsentNames(['int-cart', 'contentConsent:Google Maps', 'contentConsent:YouTube'])).toEqual(['Google Maps', 'YouTube']);
  });
});
