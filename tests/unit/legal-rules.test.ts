import { describe, expect, it } from 'vitest';
import { addressTypeLabelKey, toAddressType } from '../../widgets/core/legal/address-type.ts';
import { numbersOfType } from '../../widgets/core/legal/contact.ts';
import { legalFormHeadingKey } from '../../widgets/core/legal/legal-form.ts';
import { createTranslator } from '../../widgets/i18n/translator.ts';
import { allResources } from '../../widgets/i18n/all-resources.ts';

const german = createTranslator(allResources, 'de').forLanguage('de');

describe('the heading above the executives (legal form)', () => {
  it('names the owner of a sole proprietorship', () => {
    expect(german(legalFormHeadingKey('single'))).toBe('Inhaber');
  });

  it("names an association's authorised board, however the editor wrote e.V.", () => {
    expect(german(legalFormHeadingKey('ev'))).toBe('Vertretungsberechtigter Vorstand');
    expect(legalFormHeadingKey('e.V.')).toBe(legalFormHeadingKey('ev'));
  });

  it('names the partners of a medical practice partnership', () => {
    expect(german(legalFormHeadingKey('bag'))).toBe('Berufsausübungsgemeinschaft, vertreten durch die Gesellschafter');
  });

  it('says "represented by" for every other legal form, and when none is given', () => {
    for (const form of ['gmbh', 'ag', 'kg', '']) expect(german(legalFormHeadingKey(form))).toBe('Vertreten durch');
  });

  it('has the headings in English and French too', () => {
    const t = createTranslator(allResources, 'de');
    expect(t.forLanguage('en')(legalFormHeadingKey('single'))).toBe('Owner');
    expect(t.forLanguage('fr')(legalFormHeadingKey('gmbh'))).toBe('Représenté par');
  });
});

describe('the label above an address', () => {
  it('marks the main office and the federal office', () => {
    expect(german(addressTypeLabelKey('hq')!)).toBe('Hauptsitz');
    expect(german(addressTypeLabelKey('federal_office')!)).toBe('Bundesgeschäftsstelle');
  });

  it('gives any other address no label', () => {
    expect(addressTypeLabelKey(toAddressType('branch'))).toBeNull();
    expect(addressTypeLabelKey(toAddressType(null))).toBeNull();
  });
});

describe('contact numbers', () => {
  it('lists the primary number of a type first and leaves the others in order', () => {
    const numbers = numbersOfType(
      [
        { number: 'a', type: 'phone', primary: false },
        { number: 'fax', type: 'fax', primary: true },
        { number: 'b', type: 'phone', primary: false },
        { number: 'c', type: 'phone', primary: true },
      ],
      'phone',
    );
    expect(numbers.map((entry) => entry.number)).toEqual(['c', 'a', 'b']);
  });
});
