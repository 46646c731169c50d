import { describe, expect, it } from 'vitest';
import { parseSeller, sellerOf } from '../../widgets/core/legal/seller.ts';
import type { CompanyRecord } from '../../widgets/core/legal/types.ts';

const company: CompanyRecord = {
  companyName: 'Juwelier Albrecht GmbH',
  displayName: 'Juwelier Albrecht',
  legalForm: 'gmbh',
  executives: [],
  addresses: [
    { street: 'Lagerweg', number: '3', zipCode: '79108', city: 'Freiburg', addressType: 'other' },
    { street: 'Kaiser-Joseph-Straße', number: '245', zipCode: '79098', city: 'Freiburg im Breisgau', addressType: 'hq' },
  ],
  emails: [
    { email: 'service@juwelier-albrecht.de', primary: false },
    { email: 'info@juwelier-albrecht.de', primary: true },
  ],
  numbers: [
    { number: '0761 2021019', type: 'fax', primary: true },
    { number: '0761 2021010', type: 'phone', primary: false },
  ],
  registers: [],
  ustId: '',
  vatNumber: '',
};

describe('who sells, for the order mails', () => {
  it('names the company, its head office, its primary e-mail and its phone (never the fax)', () => {
    expect(sellerOf(company)).toEqual({
      name: 'Juwelier Albrecht GmbH',
      addressLines: ['Kaiser-Joseph-Straße 245', '79098 Freiburg im Breisgau'],
      email: 'info@juwelier-albrecht.de',
      phone: '0761 2021010',
      legalForm: 'gmbh',
      seat: 'Freiburg im Breisgau',
      executives: [],
      registers: [],
      vatNumber: null,
    });
  });

  it('carries what the business e-mails of a GmbH state, as the imprint shows it: register, court, managing directors, VAT id', () => {
    const registered: CompanyRecord = {
      ...company,
      executives: [{ name: 'Katharina Albrecht' }, { name: 'Jonas Albrecht' }],
      registers: [{ registerType: 'Handelsregister', number: 'HRB 712345', registrar: 'Amtsgericht Freiburg' }],
      ustId: '06470/12345',
      vatNumber: 'DE123456789',
    };
    expect(sellerOf(registered)).toMatchObject({
      legalForm: 'gmbh',
      seat: 'Freiburg im Breisgau',
      executives: ['Katharina Albrecht', 'Jonas Albrecht'],
      registers: [{ registerType: 'Handelsregister', number: 'HRB 712345', registrar: 'Amtsgericht Freiburg' }],
      vatNumber: 'DE123456789',
    });
  });

  it('leaves out what the company record does not give', () => {
    expect(sellerOf({ ...company, companyName: '', legalForm: '', addresses: [], emails: [], numbers: [] })).toEqual({
      name: 'Juwelier Albrecht',
      addressLines: [],
      email: null,
      phone: null,
      legalForm: '',
      seat: null,
      executives: [],
      registers: [],
      vatNumber: null,
    });
  });

  it('reads back only the file the build writes', () => {
    const seller = sellerOf(company);
    expect(parseSeller(JSON.parse(JSON.stringify(seller)))).toEqual(seller);
    for (const broken of [null, 'Albrecht', { ...seller, name: '' }, { ...seller, addressLines: 'Freiburg' }, { ...seller, email: 5 }, { ...seller, registers: [{ number: 'HRB 1' }] }, { ...seller, executives: 'Anna' }]) {
      expect(parseSeller(broken)).toBeNull();
    }
  });

  it('reads a file written before the business details as one without them', () => {
    const { name, addressLines, email, phone } = sellerOf(company);
    expect(parseSeller({ name, addressLines, email, phone })).toEqual({ name, addressLines, email, phone, legalForm: '', seat: null, executives: [], registers: [], vatNumber: null });
  });
});
