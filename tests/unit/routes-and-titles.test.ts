import { describe, expect, it } from 'vitest';
import { canonicalPath, cartPath, languageOfPath, linkFor, pathFor } from '../../widgets/core/routes.ts';
import { documentTitle } from '../../widgets/core/title.ts';

describe('routes', () => {
  it('knows each page per language, and which pages have no translation', () => {
    expect(pathFor('imprint', 'fr')).toBe('/fr/mentions-legales');
    expect(pathFor('watches', 'fr')).toBeUndefined();
    expect(pathFor('floral_workshop', 'en')).toBe('/en/floral_workshop');
    expect(linkFor('terms', 'en')).toBe('/en/terms');
    expect(linkFor('watches', 'fr')).toBe('/uhren');
  });

  it('puts the cart below the shop root', () => {
    expect(cartPath('de')).toBe('/shop/warenkorb');
    expect(cartPath('en')).toBe('/en/shop/warenkorb');
  });

  it('reads the language from a path', () => {
    expect(languageOfPath('/en/contact')).toBe('en');
    expect(languageOfPath('/fr/')).toBe('fr');
    expect(languageOfPath('/kontakt')).toBe('de');
    expect(languageOfPath('/english')).toBe('de');
  });

  it('strips trailing slashes and treats /index.html as its folder', () => {
    expect(canonicalPath('/kontakt/')).toBe('/kontakt');
    expect(canonicalPath('/index.html')).toBe('/');
    expect(canonicalPath('/en/index.html')).toBe('/en');
    expect(canonicalPath('/')).toBe('/');
  });
});

describe('document title', () => {
  it("is '<page title> | <site title>' unless they are equal", () => {
    expect(documentTitle('Kontakt', 'Juwelier Albrecht')).toBe('Kontakt | Juwelier Albrecht');
    expect(documentTitle('Juwelier Albrecht', 'Juwelier Albrecht')).toBe('Juwelier Albrecht');
    expect(documentTitle(undefined, 'Juwelier Albrecht')).toBe('Juwelier Albrecht');
  });
});
