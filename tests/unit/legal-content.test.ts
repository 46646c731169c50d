import { describe, expect, it } from 'vitest';
import { demoSource } from '../../widgets/content/build/demo-source.ts';
import { loadLegalContent } from '../../widgets/content/build/legal-content.ts';
import { reshapeCompanyRecord, reshapeLegalContent } from '../../widgets/content/build/reshape-legal.ts';
import { ContentError, type ContentSource } from '../../widgets/content/source.ts';

describe('legal content from the embedded demo', () => {
  it('is the configured project’s and never the other project’s', async () => {
    const { company, legal } = await loadLegalContent(demoSource(), 'juwelier-albrecht.de');
    expect(company.companyName).toBe('Juwelier Albrecht GmbH');
    const everything = JSON.stringify({ company, legal });
    for (const foreign of ['Fremde', 'another-shop.example', 'Nie Anzeigen', 'nie anzeigen']) {
      expect(everything).not.toContain(foreign);
    }
  });

  it('asks the content source for the project’s items only', async () => {
    const queries: unknown[] = [];
    const demo = demoSource();
    const spy: ContentSource = { ...demo, readItems: (collection, query) => (queries.push({ collection, query }), demo.readItems(collection, query)) };
    await loadLegalContent(spy, 'juwelier-albrecht.de');
    expect(queries).toHaveLength(3);
    for (const entry of queries) {
      expect(entry).toMatchObject({ query: { filter: { project: { domain: { _eq: 'juwelier-albrecht.de' } } } } });
    }
  });

  it('holds the full company record: executives, addresses, contacts, register and tax ids', async () => {
    const { company } = await loadLegalContent(demoSource(), 'juwelier-albrecht.de');
    expect(company.executives).toHaveLength(2);
    expect(company.addresses.map((address) => address.addressType)).toEqual(['hq', 'federal_office']);
    expect(company.addresses[0]).toMatchObject({ city: 'Freiburg im Breisgau', zipCode: '79098' });
    expect(company.emails.filter((email) => email.primary)).toHaveLength(1);
    expect(company.numbers.map((number) => number.type).sort()).toEqual(['fax', 'mobile', 'phone', 'phone']);
    expect(company.registers[0]).toEqual({ registerType: 'Handelsregister', number: 'HRB 712345', registrar: 'Amtsgericht Freiburg' });
    expect(company.vatNumber).toMatch(/^DE\d{9}$/);
    expect(company.ustId).not.toBe('');
  });

  it('has sanitized texts in every language: the demo’s script and onclick are gone', async () => {
    const { legal } = await loadLegalContent(demoSource(), 'juwelier-albrecht.de');
    expect(legal.rolexArea).toBe(true);
    expect(legal.dataProtectionCommissioners).toHaveLength(2);
    for (const texts of Object.values(legal.texts)) {
      for (const text of Object.values(texts)) {
        expect(text.html).not.toBe('');
        expect(text.html).not.toMatch(/<script|onclick|alert/);
      }
    }
    expect(legal.texts.de.imageSources.html).toContain('rel="nofollow noopener noreferrer external"');
    expect(legal.texts.fr.legalAuthority).toMatchObject({ lang: 'fr' });
  });

  it('fails clearly when the project has no company', async () => {
    await expect(loadLegalContent(demoSource(), 'nobody.example')).rejects.toThrow(/company.*nobody\.example/);
  });
});

describe('reshaping legal content', () => {
  const company = { id: 7, company_name: 'Test GmbH' };

  it('names collection, item and field of a broken company record', () => {
    expect(() => reshapeCompanyRecord({ id: 7 })).toThrowError('company item 7, field "company_name": is required');
    expect(() => reshapeCompanyRecord({ ...company, executives: [{ name: 'A' }, {}] })).toThrowError(
      'company item 7, field "executives[1].name": is required',
    );
    expect(() => reshapeCompanyRecord({ ...company, addresses: [{ street: 'Weg', city: 'Ort' }] })).toThrowError(/addresses\[0\]\.zip_code/);
    expect(() => reshapeCompanyRecord({ ...company, numbers: [{ number: '0761 1', type: 'pager' }] })).toThrowError(ContentError);
    expect(() => reshapeCompanyRecord({ ...company, emails: [{ email: 'kein-at' }] })).toThrowError(/emails\[0\]\.email/);
    expect(() => reshapeCompanyRecord({ ...company, registers: 'HRB 1' })).toThrowError(/"registers": must be a list/);
  });

  it('keeps an unparseable phone number as entered, for the page to show as text', () => {
    const record = reshapeCompanyRecord({ ...company, numbers: [{ number: '0761 / ABC', type: 'phone' }] });
    expect(record.numbers).toEqual([{ number: '0761 / ABC', type: 'phone', primary: false }]);
  });

  it('gives a language without translation the German texts, marked as German', () => {
    const legal = reshapeLegalContent(
      { id: 3, translations: [{ languages_code: 'de', insurance: '<p>Versichert</p>' }] },
      undefined,
    );
    expect(legal.texts.fr.insurance).toEqual({ html: '<p>Versichert</p>', lang: 'de' });
    expect(legal.texts.de.legalAuthority).toEqual({ html: '', lang: 'de' });
  });

  it('rejects a rolex_area that is not a flag and a commissioner without a name', () => {
    expect(() => reshapeLegalContent({ id: 3, rolex_area: 'yes' }, undefined)).toThrowError('legal_content item 3, field "rolex_area": must be true or false');
    expect(() => reshapeLegalContent({ id: 3, data_protection_commissioner: [{ email: 'a@b.de' }] }, undefined)).toThrowError(
      /data_protection_commissioner\[0\]\.name/,
    );
  });
});
