import * as v from 'valibot';
import { defaultLanguage, languages, type Language } from '../../core/languages.ts';
import { toAddressType } from '../../core/legal/address-type.ts';
import type {
  CompanyEmail,
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
import { flag, readItem, text, unchecked } from './raw-item-fields.ts';

/**
 * Raw items of the collections company, legal_content and company_content → domain types.
 * Every fault fails the build; the schemas declare the fields in the order they are checked.
 */

/** A text that must be there. A missing field is read as '' (not skipped), so it fails here too. */
const required = v.pipe(v.optional(v.unknown(), ''), v.transform(textOf), v.nonEmpty('is required'));

/** A list field: absent or null is an empty list, anything else but a list of objects is broken. */
const listOf = <const TEntries extends v.ObjectEntries>(entry: TEntries) =>
  v.nullish(
    v.pipe(
      v.custom<UnknownRecord[]>((value) => Array.isArray(value) && value.every(isRecord), 'must be a list of entries'),
      v.array(v.looseObject(entry)),
    ),
    () => [],
  );

const numberTypes: readonly NumberType[] = ['phone', 'mobile', 'fax'];

/** A raw company item (spec §3 "Company record"). */
const rawCompany = v.looseObject({
  company_name: required,
  display_name: text,
  legal_form: text,
  executives: listOf({ name: required }),
  addresses: listOf({ street: required, number: text, zip_code: required, city: required, address_type: unchecked }),
  emails: listOf({
    email: v.pipe(required, v.regex(/^[^\s@]+@[^\s@]+$/, (issue) => `"${issue.input}" is not an e-mail address`)),
    primary: flag,
  }),
  numbers: listOf({
    type: v.nullish(v.picklist(numberTypes, (issue) => `"${String(issue.input)}" is not one of phone, mobile, fax`), 'phone'),
    number: required,
    primary: flag,
  }),
  registers: listOf({ register_type: required, number: required, registrar: text }),
  ust_id: text,
  vat_number: text,
});

/** The company record of the legal sidebar and the imprint (spec §3 "Company record"). */
export function reshapeCompanyRecord(raw: unknown): CompanyRecord {
  if (!isRecord(raw)) throw new ContentError('company', '?', '(item)', 'is not an object');
  const item = readItem(rawCompany, 'company', raw);
  return {
    companyName: item.company_name,
    displayName: item.display_name || item.company_name,
    legalForm: item.legal_form,
    executives: item.executives.map(({ name }) => ({ name })),
    addresses: item.addresses.map((address) => ({
      street: address.street,
      number: address.number,
      zipCode: address.zip_code,
      city: address.city,
      addressType: toAddressType(address.address_type),
    })),
    emails: item.emails.map(({ email, primary }): CompanyEmail => ({ email, primary })),
    numbers: item.numbers.map(({ number, type, primary }) => ({ number, type, primary })),
    registers: item.registers.map((register): CompanyRegister => ({
      registerType: register.register_type,
      number: register.number,
      registrar: register.registrar,
    })),
    ustId: item.ust_id,
    vatNumber: item.vat_number,
  };
}

/** The texts of a legal_content item; read before the company_content item, as the pages show them. */
const rawLegalTexts = v.looseObject({
  rolex_area: v.nullish(v.boolean('must be true or false'), false),
  translations: listOf({
    languages_code: unchecked,
    insurance: text,
    image_sources: text,
    additional_top_info: text,
    additional_bottom_info: text,
  }),
});

const rawCompanyContent = v.looseObject({ translations: listOf({ languages_code: unchecked, legal_authority: text }) });

/** The data protection commissioners of a legal_content item, read after both items' texts. */
const rawCommissioners = v.looseObject({
  data_protection_commissioner: listOf({
    name: required,
    street: text,
    number: text,
    city: text,
    zip_code: text,
    phone_number: text,
    email: text,
  }),
});

interface Translation<TEntry> {
  /** The language the entry is written in. */
  lang: Language;
  entry: TEntry | undefined;
}

/** The translation of `lang`, else the default language's. */
function translationFor<TEntry extends { languages_code?: unknown }>(translations: readonly TEntry[], lang: Language): Translation<TEntry> {
  const own = translations.find((entry) => entry.languages_code === lang);
  if (own) return { lang, entry: own };
  const fallback = translations.find((entry) => entry.languages_code === defaultLanguage);
  return fallback ? { lang: defaultLanguage, entry: fallback } : { lang, entry: undefined };
}

/**
 * Legal content (collection legal_content) plus the legal authority (collection company_content),
 * every HTML field sanitized. Both items are optional: a site without them shows no such blocks.
 * A language without its own translation gets the German texts, marked as German.
 */
export function reshapeLegalContent(
  rawLegal: unknown,
  rawCompanyContentItem: unknown,
  options: SanitizeOptions = {},
): LegalContent {
  const legal = isRecord(rawLegal) ? readItem(rawLegalTexts, 'legal_content', rawLegal) : undefined;
  const companyContent = isRecord(rawCompanyContentItem) ? readItem(rawCompanyContent, 'company_content', rawCompanyContentItem) : undefined;
  const commissioners = isRecord(rawLegal) ? readItem(rawCommissioners, 'legal_content', rawLegal).data_protection_commissioner : [];
  const htmlOf = <TEntry>(translation: Translation<TEntry>, field: (entry: TEntry) => string): LegalHtml => ({
    html: sanitizeCmsHtml(translation.entry ? field(translation.entry) : '', options),
    lang: translation.lang,
  });
  const textsFor = (lang: Language): LegalTexts => {
    const translation = translationFor(legal?.translations ?? [], lang);
    return {
      legalAuthority: htmlOf(translationFor(companyContent?.translations ?? [], lang), (entry) => entry.legal_authority),
      insurance: htmlOf(translation, (entry) => entry.insurance),
      imageSources: htmlOf(translation, (entry) => entry.image_sources),
      additionalTopInfo: htmlOf(translation, (entry) => entry.additional_top_info),
      additionalBottomInfo: htmlOf(translation, (entry) => entry.additional_bottom_info),
    };
  };
  return {
    texts: Object.fromEntries(languages.map((lang) => [lang, textsFor(lang)])) as Record<Language, LegalTexts>,
    dataProtectionCommissioners: commissioners.map((entry): DataProtectionCommissioner => ({
      name: entry.name,
      street: entry.street,
      number: entry.number,
      city: entry.city,
      zipCode: entry.zip_code,
      phoneNumber: entry.phone_number,
      email: entry.email,
    })),
    rolexArea: legal?.rolex_area ?? false,
  };
}
