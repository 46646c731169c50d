import type { Language } from '../languages.ts';

/** Domain types of the imprint and the legal sidebar (spec §3 "Company record", "Legal content"). */

/** Only these two address types carry a label; everything else is shown without one. */
export type AddressType = 'hq' | 'federal_office' | 'other';

export interface CompanyAddress {
  street: string;
  /** House number; may be empty when the street line already holds it. */
  number: string;
  zipCode: string;
  city: string;
  addressType: AddressType;
}

export interface CompanyEmail {
  email: string;
  primary: boolean;
}

export type NumberType = 'phone' | 'mobile' | 'fax';

export interface CompanyNumber {
  /** As the editor typed it; formatted only when rendered, so an odd number is never lost. */
  number: string;
  type: NumberType;
  primary: boolean;
}

export interface CompanyRegister {
  /** For example "Handelsregister" or "Vereinsregister". */
  registerType: string;
  number: string;
  /** The register court, for example "Amtsgericht Freiburg"; may be empty. */
  registrar: string;
}

export interface CompanyRecord {
  companyName: string;
  displayName: string;
  /** Raw legal form key ("single", "ev", "bag", "gmbh", …); see legalFormHeadingKey. */
  legalForm: string;
  executives: Array<{ name: string }>;
  addresses: CompanyAddress[];
  emails: CompanyEmail[];
  numbers: CompanyNumber[];
  registers: CompanyRegister[];
  /** Tax number (Steuernummer); the content service calls the field ust_id. Empty when not given. */
  ustId: string;
  /** VAT identification number (USt-IdNr.), e.g. "DE123456789". Empty when not given. */
  vatNumber: string;
}

export interface DataProtectionCommissioner {
  name: string;
  street: string;
  number: string;
  city: string;
  zipCode: string;
  phoneNumber: string;
  email: string;
}

/**
 * Sanitized HTML ('' when the editor left it empty) and the language it is written in: a
 * language without its own translation gets the default language's text, and the page marks it
 * with that language so screen readers pronounce it right.
 */
export interface LegalHtml {
  html: string;
  lang: Language;
}

/** The legal texts as one language's pages show them. */
export interface LegalTexts {
  legalAuthority: LegalHtml;
  insurance: LegalHtml;
  imageSources: LegalHtml;
  additionalTopInfo: LegalHtml;
  additionalBottomInfo: LegalHtml;
}

export interface LegalContent {
  texts: Record<Language, LegalTexts>;
  dataProtectionCommissioners: DataProtectionCommissioner[];
  /** The site sells Rolex watches and must show the brand notice. */
  rolexArea: boolean;
}
