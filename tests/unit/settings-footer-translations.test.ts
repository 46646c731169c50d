import { describe, expect, it } from 'vitest';
import { demoSource } from '../../widgets/content/build/demo-source.ts';
import { reshapeShopSettings } from '../../widgets/content/build/reshape-settings.ts';
import { ContentError } from '../../widgets/content/source.ts';
import { projectFilter } from '../../widgets/core/directus-filter.ts';

const [demoItem] = await demoSource().readItems('ecommerce_settings', { filter: projectFilter('juwelier-albrecht.de'), limit: 1 });
const demo = demoItem as Record<string, unknown>;

describe('the footer text of the shop settings in other languages', () => {
  it('reads the translations: the demo has English and French', () => {
    const settings = reshapeShopSettings(demo);
    expect(settings.globalFooter).toMatch(/Meisterwerkstatt/);
    expect(settings.globalFooterTranslations.en).toMatch(/Master workshop/);
    expect(settings.globalFooterTranslations.fr).toMatch(/Atelier de maître/);
  });

  it('no translations, or an empty one, leave the German text for that language', () => {
    expect(reshapeShopSettings({ ...demo, translations: undefined }).globalFooterTranslations).toEqual({});
    const translations = [{ languages_code: 'en', global_footer: ' ' }];
    expect(reshapeShopSettings({ ...demo, translations }).globalFooterTranslations).toEqual({});
  });

  it('a translation into a language the site does not have fails the build, naming the field', () => {
    const translations = [{ languages_code: 'es', global_footer: '<p>Taller</p>' }];
    expect(() => reshapeShopSettings({ ...demo, translations })).toThrowError(ContentError);
    expect(() => reshapeShopSettings({ ...demo, translations })).toThrowError(/translations\[0\].*languages_code/);
  });
});
