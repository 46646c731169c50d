import { headOffice, numbersOfType, primaryFirst } from './contact.ts';
import type { CompanyRecord, CompanyRegister } from './types.ts';

/**
 * Who sells: the trader's name, postal address and ways to reach it, as every order mail must
 * name them (Art. 246a § 1 EGBGB; the confirmation of § 312f BGB), and the business details a
 * merchant's business e-mails carry (§ 35a GmbHG, § 37a HGB): legal form, seat, register court
 * and number, managing directors. The build writes it to /data/seller.json from the same company
 * record the imprint shows; the order service signs its mails with it and the thanks view of a
 * pickup order names the shop's address from it.
 */
export interface Seller {
  name: string;
  /** "Kaiser-Joseph-Straße 245", "79098 Freiburg im Breisgau"; empty when no address is given. */
  addressLines: string[];
  email: string | null;
  /** As the editor typed it. */
  phone: string | null;
  /** The raw legal form key ("gmbh", "single", …; see legal-form.ts); '' when not given. */
  legalForm: string;
  /** The town of the head office, the company's seat; null when no address is given. */
  seat: string | null;
  /** The executives' names, in the editor's order. */
  executives: string[];
  registers: CompanyRegister[];
  /** USt-IdNr.; null when not given. */
  vatNumber: string | null;
}

export const sellerPath = '/data/seller.json';

export function sellerOf(company: CompanyRecord): Seller {
  const address = headOffice(company);
  const addressLines = address
    ? [[address.street, address.number], [address.zipCode, address.city]].map((parts) => parts.filter(Boolean).join(' ')).filter(Boolean)
    : [];
  return {
    name: company.companyName || company.displayName,
    addressLines,
    email: primaryFirst(company.emails)[0]?.email ?? null,
    phone: numbersOfType(company.numbers, 'phone')[0]?.number ?? null,
    legalForm: company.legalForm,
    seat: address?.city || null,
    executives: company.executives.map((executive) => executive.name).filter(Boolean),
    registers: company.registers.map(({ registerType, number, registrar }) => ({ registerType, number, registrar })),
    vatNumber: company.vatNumber || null,
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

function isRegister(value: unknown): value is CompanyRegister {
  if (typeof value !== 'object' || value === null) return false;
  const { registerType, number, registrar } = value as Record<string, unknown>;
  return isText(registerType) && isText(number) && isText(registrar);
}

/**
 * The seller file as the build wrote it, or null for anything else. A file written before the
 * business details were added reads as one without them (the service of an older build still signs).
 */
export function parseSeller(value: unknown): Seller | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, addressLines, email, phone, legalForm = '', seat = null, executives = [], registers = [], vatNumber = null } = value as Record<string, unknown>;
  if (!isText(name) || name.trim() === '' || !Array.isArray(addressLines) || !addressLines.every(isText)) return null;
  if (!isTextOrNull(email) || !isTextOrNull(phone)) return null;
  if (!isText(legalForm) || !isTextOrNull(seat) || !isTextOrNull(vatNumber)) return null;
  if (!Array.isArray(executives) || !executives.every(isText) || !Array.isArray(registers) || !registers.every(isRegister)) return null;
  return {
    name,
    addressLines,
    email,
    phone,
    legalForm,
    seat,
    executives,
    registers: registers.map(({ registerType, number, registrar }) => ({ registerType, number, registrar })),
    vatNumber,
  };
}
