import type { ImageRef } from '../image.ts';
import type { Money } from '../money.ts';
import type { NetQuantity } from './net-quantity.ts';
import type { ProductSafety } from './product-safety.ts';
import type { Rating } from './rating.ts';
import type { Attribute, ItemId, Tag, TaxonomyRef } from './taxonomy.ts';

/** The label of the variant choice when the product names none (spec §9). */
export const defaultVariantDisplayName = 'Variante';

/** A buyable version of a product: a ring size, a strap, a bottle size. */
export interface ProductVariant {
  id: ItemId;
  displayName: string;
  /** Gross price; null means the variant costs what the product costs. */
  priceBrutto: Money | null;
  stock: number;
  /** Appended to the product's reference number, e.g. "-54" for ring size 54. */
  referenceNumberSuffix: string;
  /** Inactive variants are kept for the record but never offered. */
  active: boolean;
  /** Working days until dispatch; null when the product's value applies. */
  shippingTime: number | null;
  reorderPossible: boolean;
  /** What this variant holds (its bottle size); null when the product's quantity applies. */
  netQuantity: NetQuantity | null;
}

export interface PersonalizationField {
  /** The key of the shopper's value in the cart line's personalization values. */
  key: string;
  label: string;
  type: 'text' | 'select';
  /** Characters an engraver can fit; null for no limit. */
  maxLength: number | null;
  required: boolean;
  /** The choices of a select field; empty for text. */
  options: string[];
}

/** An engraving or similar: the shopper fills in the fields before adding to the cart. */
export interface Personalization {
  id: ItemId;
  displayName: string;
  fields: PersonalizationField[];
}

export interface SizeGuide {
  displayName: string;
  /** Rows of cells; the first row is the header. */
  table: string[][];
}

/**
 * A published product of the shop (spec §3, list and detail fields). Drafts never become a
 * Product: the loader asks only for published items, and the reshape refuses any other status.
 */
export interface Product {
  id: ItemId;
  status: 'published';
  displayName: string;
  slug: string;
  referenceNumber: string;
  /** HTML from the content service, unsanitized: the rendering layer sanitizes. */
  description: string;
  images: ImageRef[];
  manufacturer: TaxonomyRef | null;
  category: TaxonomyRef | null;
  subcategories: TaxonomyRef[];
  tags: Tag[];
  stock: number;
  /** Gross price; null means "price on request". */
  priceBrutto: Money | null;
  /** What one piece holds (100 ml), for the unit price (§ 4 PAngV); null for goods sold by the piece. */
  netQuantity: NetQuantity | null;
  variants: ProductVariant[];
  variantDisplayName: string;
  ratings: Rating[];
  attributes: Attribute[];
  reorderPossible: boolean;
  /** Working days until dispatch; null when the shop states none. */
  shippingTime: number | null;
  /** The maker's addresses and the warnings its page names (GPSR Art. 19). */
  safety: ProductSafety;
  /** Holds batteries or accumulators: its page and the checkout point to their take-back (BattDG). */
  containsBatteries: boolean;
  personalization: Personalization | null;
  sizeGuide: SizeGuide | null;
  /** Shown on the home page. */
  featured: boolean;
  /** ISO date; the default sort of the shop is newest first. */
  dateCreated: string;
}
