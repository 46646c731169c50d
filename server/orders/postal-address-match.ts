import type { Address } from '../../widgets/core/checkout-draft.ts';

/**
 * Whether an address a shopper typed by hand (a withdrawal's, in lines, as they remember it) is
 * one of an order's: it must hold the order's postcode and street name. Letter case, accents,
 * "ß"/"ss", "Straße"/"Str." and punctuation do not count, so "Hauptstr. 5, 79098 Freiburg" is
 * "Hauptstraße 5 · 79098 Freiburg im Breisgau". Pure.
 */

/** Letters and digits only, folded: "Hauptstraße 5" and "hauptstr. 5" give "hauptstr5". */
function folded(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/strasse|str\./g, 'str')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export function namesAddress(typed: string, address: Pick<Address, 'street' | 'zipCode'>): boolean {
  const text = folded(typed);
  const street = folded(address.street);
  const zipCode = folded(address.zipCode);
  return street !== '' && zipCode !== '' && text.includes(street) && text.includes(zipCode);
}
