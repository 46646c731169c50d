import { describe, expect, it, vi } from 'vitest';
import type { PageTranslation, SitePage } from '../../widgets/core/page.ts';
import { buildPageEntries } from '../../site/_config/page-entries.ts';

const translation = (title: string): PageTranslation => ({ title, description: `${title} description`, keywords: '', bodyHtml: `<p>${title}</p>` });
const page = (key: SitePage['key'], ...langs: Array<'de' | 'en' | 'fr'>): SitePage => ({
  key,
  image: null,
  translations: Object.fromEntries(langs.map((lang) => [lang, translation(`${key} ${lang}`)])),
});
const required = [page('home', 'de', 'en', 'fr'), page('contact', 'de', 'en', 'fr'), page('thanks', 'de', 'en', 'fr'), page('imprint', 'de', 'en', 'fr'), page('privacy', 'de', 'en')];
const titleOf = (key: string, lang: string) => `${key}-${lang}`;

describe('page entries', () => {
  it('builds each page in each language that has a path and content, with its alternates', () => {
    const entries = buildPageEntries({ pages: [...required, page('watches', 'de', 'en')], shopLegalTexts: [], titleOf, warn: () => {} });
    const contact = entries.filter((entry) => entry.key === 'contact');
    expect(contact.map((entry) => entry.path)).toEqual(['/kontakt', '/en/contact', '/fr/contact']);
    expect(contact[2]!.alternates).toEqual([
      { lang: 'de', path: '/kontakt' },
      { lang: 'en', path: '/en/contact' },
      { lang: 'fr', path: '/fr/contact' },
    ]);
    expect(entries.find((entry) => entry.path === '/')?.kind).toBe('home');
    expect(entries.find((entry) => entry.path === '/en/watches')?.title).toBe('watches en');
  });

  it('never builds a page in a language the route table has no path for', () => {
    const entries = buildPageEntries({ pages: [...required, page('watches', 'de', 'en', 'fr')], shopLegalTexts: [], titleOf, warn: () => {} });
    expect(entries.filter((entry) => entry.key === 'watches').map((entry) => entry.lang)).toEqual(['de', 'en']);
    expect(entries.filter((entry) => entry.key === 'social_media_privacy')).toEqual([]);
  });

  it('leaves out an optional page without content, with a warning naming it', () => {
    const warn = vi.fn();
    const entries = buildPageEntries({ pages: [...required, page('optics', 'de')], shopLegalTexts: [], titleOf, warn });
    expect(entries.some((entry) => entry.path === '/en/optics')).toBe(false);
    expect(warn).toHaveBeenCalledWith('No "en" content for the page "optics" (/en/optics); the page is left out.');
  });

  it('fails when a required page is missing in one of its languages', () => {
    const withoutFrenchContact = required.map((item) => (item.key === 'contact' ? page('contact', 'de', 'en') : item));
    expect(() => buildPageEntries({ pages: withoutFrenchContact, shopLegalTexts: [], titleOf, warn: () => {} })).toThrowError(
      'The content service has no "fr" version of the page "contact" (/fr/contact); a site cannot go live without it.',
    );
  });

  it('shows a legal page the content has in German only in every language, marked as German, with a warning', () => {
    const warn = vi.fn();
    const entries = buildPageEntries({ pages: required, shopLegalTexts: [], titleOf, warn });
    expect(entries.filter((entry) => entry.key === 'privacy').map(({ path, title, bodyHtml, textLanguage }) => ({ path, title, bodyHtml, textLanguage }))).toEqual([
      { path: '/datenschutz', title: 'privacy de', bodyHtml: '<p>privacy de</p>', textLanguage: undefined },
      { path: '/en/privacy', title: 'privacy en', bodyHtml: '<p>privacy en</p>', textLanguage: undefined },
      { path: '/fr/confidentialite', title: 'privacy de', bodyHtml: '<p>privacy de</p>', textLanguage: 'de' },
    ]);
    expect(warn).toHaveBeenCalledWith('No "fr" content for the page "privacy" (/fr/confidentialite); the page shows the German text and says so.');
  });

  it('takes the shop legal pages from the settings in each language, the German text where there is no translation', () => {
    const warn = vi.fn();
    const entries = buildPageEntries({ pages: required, shopLegalTexts: [{ key: 'terms', html: { de: '<h2>§ 1</h2>', en: '<h2>§ 1 Scope</h2>' } }], titleOf, warn });
    const terms = entries.filter((entry) => entry.key === 'terms');
    expect(terms.map(({ path, kind, title, bodyHtml, textLanguage }) => ({ path, kind, title, bodyHtml, textLanguage }))).toEqual([
      { path: '/agb', kind: 'shop-legal', title: 'terms-de', bodyHtml: '<h2>§ 1</h2>', textLanguage: undefined },
      { path: '/en/terms', kind: 'shop-legal', title: 'terms-en', bodyHtml: '<h2>§ 1 Scope</h2>', textLanguage: undefined },
      { path: '/fr/cgv', kind: 'shop-legal', title: 'terms-de', bodyHtml: '<h2>§ 1</h2>', textLanguage: 'de' },
    ]);
    expect(warn).toHaveBeenCalledWith('No "fr" text of the shop\'s "terms" (/fr/cgv); the page shows the German one and says so.');
  });

  it('builds the withdrawal function in every language without CMS content, apart from the withdrawal policy', () => {
    const entries = buildPageEntries({ pages: required, shopLegalTexts: [{ key: 'withdrawal', html: { de: '<p>Widerrufsbelehrung</p>' } }], titleOf, warn: () => {} });
    const withdraw = entries.filter((entry) => entry.key === 'withdraw_contract');
    expect(withdraw.map(({ path, kind, title }) => ({ path, kind, title }))).toEqual([
      { path: '/vertrag-widerrufen', kind: 'withdraw-contract', title: 'withdraw_contract-de' },
      { path: '/en/withdraw-contract', kind: 'withdraw-contract', title: 'withdraw_contract-en' },
      { path: '/fr/retractation', kind: 'withdraw-contract', title: 'withdraw_contract-fr' },
    ]);
    expect(withdraw[1]!.alternates.map((alternate) => alternate.path)).toEqual(['/vertrag-widerrufen', '/en/withdraw-contract', '/fr/retractation']);
    expect(entries.filter((entry) => entry.key === 'withdrawal').map((entry) => entry.path)).toEqual(['/widerruf', '/en/withdrawal-policy', '/fr/droit-de-retractation']);
  });
});
