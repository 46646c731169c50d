import { describe, expect, it } from 'vitest';
import { withPlainTranslations } from '../../widgets/content/translation-rows.ts';
import { itemInLanguage } from '../../widgets/content/translated-item.ts';

/**
 * Directus hands an item's translations out as rows of its junction; the site reads the spec's
 * list by language. These are the answers of Directus 11 to `fields=*.*.*` and `translations.*`.
 */
describe('translations as Directus hands them out', () => {
  it('reads a product with rows expanded three levels deep as the demo holds it', () => {
    const fromDirectus = {
      id: 1058,
      display_name: 'Trauringe Platin 950 mattiert',
      translations: [
        // *.*.*: the row's language and item come expanded; an empty column is null.
        { id: 7, translated_item: { id: 1058, display_name: 'Trauringe Platin 950 mattiert' }, languages_code: { code: 'en', name: 'English', sort: 1 }, display_name: 'Matte wedding rings', description: null },
        { id: 8, translated_item: { id: 1058 }, languages_code: { code: 'fr', name: 'Français', sort: 2 }, display_name: 'Alliances mates', description: '<p>Le prix</p>' },
      ],
      variants: [{ id: 5, display_name: '52', translations: [{ id: 3, translated_item: 5, languages_code: 'en', display_name: 'Size 52' }] }],
    };
    expect(withPlainTranslations(fromDirectus)).toEqual({
      id: 1058,
      display_name: 'Trauringe Platin 950 mattiert',
      translations: [
        { languages_code: 'en', display_name: 'Matte wedding rings' },
        { languages_code: 'fr', display_name: 'Alliances mates', description: '<p>Le prix</p>' },
      ],
      variants: [{ id: 5, display_name: '52', translations: [{ languages_code: 'en', display_name: 'Size 52' }] }],
    });
  });

  it('leaves translations kept as JSON (a shipping method\'s, an engraving field\'s) and other lists as they are', () => {
    const settings = {
      shipping_methods: [{ name: 'DHL Paket', translations: [{ languages_code: 'en', name: 'DHL parcel' }] }],
      tags: ['a', 'b'],
      translations: [{ id: 1, translated_item: 1, languages_code: 'en', global_footer: '<p>Footer</p>' }],
    };
    expect(withPlainTranslations(settings)).toEqual({
      shipping_methods: [{ name: 'DHL Paket', translations: [{ languages_code: 'en', name: 'DHL parcel' }] }],
      tags: ['a', 'b'],
      translations: [{ languages_code: 'en', global_footer: '<p>Footer</p>' }],
    });
  });

  it('shows the English name of a row, and the German where a column is empty', () => {
    const category = withPlainTranslations({
      id: 3,
      display_name: 'Ringe',
      safety_information: 'Nicht verschlucken.',
      translations: [{ id: 1, translated_item: 3, languages_code: 'en', display_name: 'Rings', safety_information: null }],
    });
    const english = itemInLanguage('ecommerce_category', category, 'en') as Record<string, unknown>;
    expect(english.display_name).toBe('Rings');
    expect(english.safety_information).toBe('Nicht verschlucken.');
  });

  it('keeps an item\'s German fields on German pages, whatever a German row says', () => {
    const tag = { id: 1, display_name: 'Neu', translations: [{ languages_code: 'de', display_name: 'Neuheit' }] };
    expect((itemInLanguage('ecommerce_tag', tag, 'de') as Record<string, unknown>).display_name).toBe('Neu');
  });
});
