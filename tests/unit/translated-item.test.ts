import { describe, expect, it } from 'vitest';
import { itemInLanguage, missingTranslationWarnings, type MissingTranslation } from '../../widgets/content/translated-item.ts';

const ring = {
  id: 101,
  display_name: 'Solitärring Weißgold',
  description: '<p>Für den Moment, der bleibt.</p>',
  variant_display_name: 'Ringgröße',
  slug: 'solitaerring-weissgold',
  variants: [
    { id: 1, display_name: 'Größe 52', translations: [{ languages_code: 'en', display_name: 'Size 52' }] },
    { id: 2, display_name: 'Größe 54' },
  ],
  personalization: {
    id: 1,
    display_name: 'Gravur',
    translations: [{ languages_code: 'en', display_name: 'Engraving' }],
    fields: [
      {
        key: 'schriftart',
        display_name: 'Schriftart',
        type: 'select',
        options: ['Antiqua', 'Grotesk'],
        translations: [{ languages_code: 'en', display_name: 'Typeface', options: ['Roman', 'Sans serif'] }],
      },
    ],
  },
  translations: [
    { languages_code: 'en', display_name: 'Solitaire ring white gold', description: '', variant_display_name: 'Ring size' },
    { languages_code: 'fr', display_name: 'Solitaire or blanc', description: '<p>Pour le moment qui reste.</p>' },
  ],
};

describe('a shop item in a language', () => {
  it('takes the language’s texts, its nested objects’ too, and keeps what is not text (slug, ids, keys)', () => {
    const english = itemInLanguage('ecommerce_product', ring, 'en') as typeof ring;
    expect(english).toMatchObject({
      id: 101,
      slug: 'solitaerring-weissgold',
      display_name: 'Solitaire ring white gold',
      variant_display_name: 'Ring size',
      variants: [{ display_name: 'Size 52' }, { display_name: 'Größe 54' }],
      personalization: { display_name: 'Engraving', fields: [{ key: 'schriftart', display_name: 'Typeface', options: ['Roman', 'Sans serif'] }] },
    });
    expect(english).not.toHaveProperty('translations');
  });

  it('shows the German text where a translation is empty or missing, and names each such field once', () => {
    const gaps: MissingTranslation[] = [];
    const english = itemInLanguage('ecommerce_product', ring, 'en', (gap) => gaps.push(gap)) as typeof ring;
    expect(english.description).toBe('<p>Für den Moment, der bleibt.</p>');
    expect(gaps.map((gap) => gap.field)).toEqual(['description', 'variants.display_name']);
    const french = itemInLanguage('ecommerce_product', ring, 'fr', (gap) => gaps.push(gap)) as typeof ring;
    expect(french.description).toBe('<p>Pour le moment qui reste.</p>');
  });

  it('is the German item itself in German, with no gaps reported', () => {
    const gaps: MissingTranslation[] = [];
    expect(itemInLanguage('ecommerce_product', ring, 'de', (gap) => gaps.push(gap))).toMatchObject({ display_name: 'Solitärring Weißgold', variants: [{ display_name: 'Größe 52' }, { display_name: 'Größe 54' }] });
    expect(gaps).toEqual([]);
  });

  it('leaves an item that is no object as it is (the reshape then names the fault)', () => {
    expect(itemInLanguage('ecommerce_tag', 'neuheit', 'en')).toBe('neuheit');
    expect(itemInLanguage('ecommerce_tag', { id: 1, translations: 'kaputt' }, 'en')).toEqual({ id: 1 });
  });
});

describe('the build’s warnings about untranslated texts', () => {
  it('are one line per collection, field and language, naming a few items and how many more', () => {
    const gaps: MissingTranslation[] = Array.from({ length: 12 }, (_, index) => ({ collection: 'ecommerce_product', itemId: 1000 + index, field: 'description', lang: 'en' }));
    gaps.push({ collection: 'ecommerce_tag', itemId: 4, field: 'display_name', lang: 'fr' });
    expect(missingTranslationWarnings(gaps)).toEqual([
      'ecommerce_product, field "description": no English text in 12 items (1000, 1001, 1002, 1003, 1004 and 7 more); the German text shows.',
      'ecommerce_tag, field "display_name": no French text in item 4; the German text shows.',
    ]);
  });
});
