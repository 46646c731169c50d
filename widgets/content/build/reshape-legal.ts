import { defaultLanguage, languages, type Language } from '../../core/languages.ts';
import { toAddressType } from '../../core/legal/address-type.ts';
import type {
  CompanyAddress,
  CompanyEmail,
  CompanyNumber,
  CompanyRecord,
  CompanyRegister,
  DataProtectionCommissioner,
  LegalContent,
  LegalHtml,
  LegalTexts,
  NumberType,
} from '../../core/legal/types.ts';
import { isRecord, textOf, type UnknownRecord } from '../../core/shapes.ts';
import { sanitizeCmsHtml, type SanitizeOptions } from './sanitize.ts';
import { ContentError } from '../source.ts';

/** Raw items of the collections company, legal_content and company_content → domain types. */

/** A list field: absent or null is an empty list, anything else but a list of objects is broken. */
function listOf(collection: string, item: UnknownRecord, field: string): UnknownRecord[] {
  const value = item[field];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every(isRecord)) {
    throw new ContentError(collection, item.id, field, 'must be a list of entries');
  }
  return value;
}

function required(collection: string, item: UnknownRecord, entry: UnknownRecord, field: string, path: string): string {
  const value = textOf(entry[field]);
  if (!value) throw new ContentError(collection, item.id, path, 'is required');
  return value;
}

const numberTypes: readonly NumberType[] = ['phone', 'mobile', 'fax'];

function reshapeNumber(item: UnknownRecord, entry: UnknownRecord, index: number): CompanyNumber {
  const type = entry.type ?? 'phone';
  if (!numberTypes.includes(type as NumberType)) {
    throw new ContentError('company', item.id, `numbers[${index}].type`, `"${String(type)}" is not one of phone, mobile, fax`);
  }
  return {
    number: required('company', item, entry, 'number', `numbers[${index}].number`),
    type: type as NumberType,
    primary: entry.primary === true,
  };
}

function reshapeEmail(item: UnknownRecord, entry: UnknownRecord, index: number): CompanyEmail {
  const email = required('company', item, entry, 'email', `emails[${index}].email`);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new ContentError('company', item.id, `emails[${index}].email`, `"${email}" is not an e-mail address`);
  }
  return { email, primary: entry.primary === true };
}

function reshapeAddress(item: UnknownRecord, entry: UnknownRecord, index: number): CompanyAddress {
  const field = (name: string) => required('company', item, entry, name, `addresses[${index}].${name}`);
  return {
    street: field('street'),
    number: textOf(entry.number),
    zipCode: field('zip_code'),
    city: field('city'),
    addressType: toAddressType(entry.address_type),
  };
}

function reshapeRegister(item: UnknownRecord, entry: UnknownRecord, index: number): CompanyRegister {
  return {
    registerType: required('company', item, entry, 'register_type', `registers[${index}].register_type`),
    number: required('company', item, entry, 'number', `registers[${index}].number`),
    registrar: textOf(entry.registrar),
  };
}

/** The company record of the legal sidebar and the imprint (spec §3 "Company record"). */
export function reshapeCompanyRecord(raw: unknown): CompanyRecord {
  if (!isRecord(raw)) throw new ContentError('company', '?', '(item)', 'is not an object');
  const item = raw;
  const companyName = required('company', item, item, 'company_name', 'company_name');
  const list = (field: string) => listOf('company', item, field);
  return {
    companyName,
    displayName: textOf(item.display_name) || companyName,
    legalForm: textOf(item.legal_form),
    executives: list('executives').map((entry, index) => ({
      name: required('company', item, entry, 'name', `executives[${index}].name`),
    })),
    addresses: list('addresses').map((entry, index) => reshapeAddress(item, entry, index)),
    emails: list('emails').map((entry, index) => reshapeEmail(item, entry, index)),
    numbers: list('numbers').map((entry, index) => reshapeNumber(item, entry, index)),
    registers: list('registers').map((entry, index) => reshapeRegister(item, entry, index)),
    ustId: textOf(item.ust_id),
    vatNumber: textOf(item.vat_number),
  };
}

function reshapeCommissioner(item: UnknownRecord, entry: UnknownRecord, index: number): DataProtectionCommissioner {
  return {
    name: required('legal_content', item, entry, 'name', `data_protection_commissioner[${index}].name`),
    street: textOf(entry.street),
    number: textOf(entry.number),
    city: textOf(entry.city),
    zipCode: textOf(entry.zip_code),
    phoneNumber: textOf(entry.phone_number),
    email: textOf(entry.email),
  };
}

interface Translation {
  /** The language the entry is written in. */
  lang: Language;
  entry: UnknownRecord;
}

/** The translation of `lang`, else the default language's. */
function translationFor(collection: string, item: UnknownRecord | undefined, lang: Language): Translation {
  if (!item) return { lang, entry: {} };
  const translations = listOf(collection, item, 'translations');
  const own = translations.find((entry) => entry.languages_code === lang);
  if (own) return { lang, entry: own };
  const fallback = translations.find((entry) => entry.languages_code === defaultLanguage);
  return fallback ? { lang: defaultLanguage, entry: fallback } : { lang, entry: {} };
}

function htmlField(translation: Translation, field: string, options: SanitizeOptions): LegalHtml {
  return { html: sanitizeCmsHtml(textOf(translation.entry[field]), options), lang: translation.lang };
}

/**
 * Legal content (collection legal_content) plus the legal authority (collection company_content),
 * every HTML field sanitized. Both items are optional: a site without them shows no such blocks.
 * A language without its own translation gets the German texts, marked as German.
 */
export function reshapeLegalContent(
  rawLegal: unknown,
  rawCompanyContent: unknown,
  options: SanitizeOptions = {},
): LegalContent {
  const legal = isRecord(rawLegal) ? rawLegal : undefined;
  const companyContent = isRecord(rawCompanyContent) ? rawCompanyContent : undefined;
  const rolexArea = legal?.rolex_area ?? false;
  if (typeof rolexArea !== 'boolean') throw new ContentError('legal_content', legal?.id, 'rolex_area', 'must be true or false');
  const textsFor = (lang: Language): LegalTexts => {
    const translation = translationFor('legal_content', legal, lang);
    return {
      legalAuthority: htmlField(translationFor('company_content', companyContent, lang), 'legal_authority', options),
      insurance: htmlField(translation, 'insurance', options),
      imageSources: htmlField(translation, 'image_sources', options),
      additionalTopInfo: htmlField(translation, 'additional_top_info', options),
      additionalBottomInfo: htmlField(translation, 'additional_bottom_info', options),
    };
  };
  return {
    texts: Object.fromEntries(languages.map((lang) => [lang, textsFor(lang)])) as Record<Language, LegalTexts>,
    dataProtectionCommissioners: legal
      ? listOf('legal_content', legal, 'data_protection_commissioner').map((entry, index) =>
          reshapeCommissioner(legal, entry, index),
        )
      : [],
    rolexArea,
  };
}
