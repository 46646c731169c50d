import { describe, expect, it } from 'vitest';
import { languages } from '../../widgets/core/languages.ts';
import { allResources } from '../../widgets/i18n/all-resources.ts';
import { createTranslator } from '../../widgets/i18n/translator.ts';
import { createBuildTranslator } from '../../widgets/i18n/build-translator.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/** Values for every placeholder a string of the locale files uses, and then some. */
const values = { count: 3, name: 'Anna', company: 'Juwelier', max: 40, product: 'Ring', price: '12,00 €', year: 2026, title: 'T', email: 'a@b.de' };

describe('the build translator (a Map per language in front of i18next)', () => {
  const i18n = createTranslator(allResources, 'de');
  const fast = createBuildTranslator(allResources);

  it('gives every string of every language exactly as i18next does, with and without values and counts', () => {
    for (const lang of languages) {
      const slow = i18n.forLanguage(lang);
      const quick = fast.forLanguage(lang);
      for (const key of keysOf(allResources[lang])) {
        expect(quick(key), `${lang} ${key}`).toBe(slow(key));
        expect(quick(key, values), `${lang} ${key} with values`).toBe(slow(key, values));
        expect(quick(key, { count: 1 }), `${lang} ${key} count 1`).toBe(slow(key, { count: 1 }));
        expect(quick(key, { name: { nested: true } }), `${lang} ${key} object value`).toBe(slow(key, { name: { nested: true } }));
      }
    }
  });

  it('picks plural forms by count through i18next, as before', () => {
    expect(fast.forLanguage('de')('shop.ratingsCount', { count: 1 })).toBe(i18n.forLanguage('de')('shop.ratingsCount', { count: 1 }));
    expect(fast.forLanguage('en')('shop.ratingsCount', { count: 5 })).toBe('5 reviews');
  });

  it('keeps i18next\'s answers per count and language: asked again, each count still gets its own form', () => {
    const counts = [1, 5, 1, 0, 5, 2, 1];
    for (const lang of languages) {
      const quick = fast.forLanguage(lang);
      const slow = i18n.forLanguage(lang);
      for (const count of counts) expect(quick('shop.ratingsCount', { count }), `${lang} ${count}`).toBe(slow('shop.ratingsCount', { count }));
    }
    expect(fast.forLanguage('en')('shop.ratingsCount', { count: 1 })).not.toBe(fast.forLanguage('en')('shop.ratingsCount', { count: 5 }));
  });

  it('knows the keys i18next knows, in each language, and no others', () => {
    for (const lang of languages) {
      for (const key of keysOf(allResources[lang])) expect(fast.has(key, lang), key).toBe(true);
      for (const key of ['shop', 'shop.nothing', 'no.such.key', 'shop.ratingsCount']) expect(fast.has(key, lang), key).toBe(i18n.has(key, lang));
    }
  });

  it('answers a missing key with the key, as i18next does', () => {
    expect(fast.forLanguage('fr')('no.such.key')).toBe('no.such.key');
  });
});
