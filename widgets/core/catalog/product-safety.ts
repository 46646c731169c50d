import type { Product } from './product.ts';
import type { Category, Manufacturer } from './taxonomy.ts';

/**
 * What the product safety regulation asks every offer to name (GPSR, EU 2023/988, Art. 19): the
 * manufacturer's name, postal and electronic address; where the maker is established outside the
 * EU, the person responsible for the product in it (Art. 4); and the product's warnings and safety
 * information. Texts are kept as the editor typed them, line by line; the page escapes them.
 */
export interface ProductSafety {
  manufacturer: { name: string; postalAddress: string[]; electronicAddress: string } | null;
  /** Name, postal and electronic address, line by line; empty where the maker is in the EU. */
  euResponsiblePerson: string[];
  /** The product's own warnings, else its category's, paragraph by paragraph; empty where none are needed. */
  safetyInformation: string[];
}

/** A text field's lines, trimmed, empty ones dropped. */
function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function productSafetyOf(manufacturer: Manufacturer | null, category: Pick<Category, 'safetyInformation'> | null, ownSafetyInformation: string): ProductSafety {
  return {
    manufacturer: manufacturer && {
      name: manufacturer.legalName || manufacturer.displayName,
      postalAddress: linesOf(manufacturer.postalAddress),
      electronicAddress: manufacturer.electronicAddress,
    },
    euResponsiblePerson: manufacturer ? linesOf(manufacturer.euResponsiblePerson) : [],
    safetyInformation: linesOf(ownSafetyInformation || category?.safetyInformation || ''),
  };
}

/** How an electronic address is reached: an e-mail address by mailto, a web address as it is; null for anything else. */
export function electronicAddressHref(address: string): string | null {
  if (/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(address)) return `mailto:${address}`;
  return /^https:\/\/[^\s<>"]+$/.test(address) ? address : null;
}

/**
 * Where a maker of products on sale lacks what GPSR Art. 19 asks its product pages to name: the
 * manufacturer and the field an editor fills in, once per maker.
 */
export function missingManufacturerDetailsWarning(manufacturer: Manufacturer, productCount: number): string | null {
  const missing = [
    ...(manufacturer.postalAddress.trim() ? [] : ['postal_address']),
    ...(electronicAddressHref(manufacturer.electronicAddress.trim()) ? [] : ['electronic_address']),
  ];
  if (missing.length === 0) return null;
  return `ecommerce_manufacturer item ${String(manufacturer.id)} ("${manufacturer.slug}"), field${missing.length > 1 ? 's' : ''} ${missing.map((field) => `"${field}"`).join(' and ')}: missing, so the pages of its ${productCount} product(s) name no ${missing.length > 1 ? 'postal or electronic address' : missing[0] === 'postal_address' ? 'postal address' : 'electronic address (an e-mail or https address)'} of the manufacturer (GPSR Art. 19).`;
}

/** A product on sale without a manufacturer: its page can name no maker (GPSR Art. 19). */
export function missingManufacturerWarning(product: Pick<Product, 'id' | 'slug' | 'manufacturer'>): string | null {
  if (product.manufacturer) return null;
  return `ecommerce_product item ${String(product.id)} ("${product.slug}"), field "manufacturer": none, so its page names no manufacturer and no address to reach them (GPSR Art. 19).`;
}
