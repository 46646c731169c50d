import { describe, expect, it } from 'vitest';
import { allResources } from '../../widgets/i18n/all-resources.ts';
import { createTranslator } from '../../widgets/i18n/translator.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('has every key in every language, so no string is translated only once', () => {
    const german = keysOf(allResources.de).sort();
    expect(keysOf(allResources.en).sort()).toEqual(german);
    expect(keysOf(allResources.fr).sort()).toEqual(german);
  });

  it('has no empty strings', () => {
    for (const [lang, resources] of Object.entries(allResources)) {
      const empty = keysOf(resources).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, lang).toEqual([]);
    }
  });

  it('interpolates the cart tooltip with its count', () => {
    const translator = createTranslator(allResources, 'de');
    expect(translator.forLanguage('de')('cart.tooltip', { count: 2 })).toBe('Warenkorb (2)');
    expect(translator.forLanguage('en')('cart.tooltip', { count: 0 })).toBe('Cart (0)');
    expect(translator.forLanguage('fr')('cart.tooltip', { count: 1 })).toBe('Panier (1)');
  });
});
