import { headOffice, numbersOfType, primaryFirst } from './contact.ts';
import type { CompanyRecord } from './types.ts';

/**
 * Who sells: the trader's name, postal address and ways to reach it, as every order mail must
 * name them (Art. 246a § 1 EGBGB; the confirmation of § 312f BGB). The build writes it to
 * /data/seller.json from the same company record the imprint shows; the order service signs its
 * mails with it.
 */
export interface Seller {
  name: string;
  /** "Kaiser-Joseph-Straße 245", "79098 Freiburg im Breisgau"; empty when no address is given. */
  addressLines: string[];
  email: string | null;
  /** As the editor typed it. */
  phone: string | null;
}

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
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The seller file as the build wrote it, or null for anything else. */
export function parseSeller(value: unknown): Seller | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, addressLines, email, phone } = value as Record<string, unknown>;
  if (!isText(name) || name.trim() === '' || !Array.isArray(addressLines) || !addressLines.every(isText)) return null;
  if ((email !== null && !isText(email)) || (phone !== null && !isText(phone))) return null;
  return { name, addressLines, email, phone };
}
