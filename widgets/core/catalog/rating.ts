import type { ItemId } from './taxonomy.ts';

/** A customer review of a product (ecommerce_product_rating); the rating is 1 to 5 stars. */
export interface Rating {
  id: ItemId;
  rating: number;
  /** The name the reviewer chose to show, e.g. "Anna K."; may be empty. */
  author: string;
  comment: string;
  /** ISO date, for ordering reviews newest first. */
  dateCreated: string;
}

export const lowestRating = 1;
export const highestRating = 5;

/** The mean star rating; 0 without reviews (spec §9), so "no reviews" never reads as a bad score. */
export function averageRating(ratings: ReadonlyArray<Pick<Rating, 'rating'>>): number {
  if (ratings.length === 0) return 0;
  return ratings.reduce((total, entry) => total + entry.rating, 0) / ratings.length;
}

// Making an Intl.NumberFormat costs far more than using one; the build shows an average on every product page.
const averageFormats = new Map<string, Intl.NumberFormat>();

/** An average rating as the page's language writes it, one decimal at most ("4,5" in German). */
export function formatAverageRating(average: number, lang: string): string {
  let format = averageFormats.get(lang);
  if (!format) averageFormats.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 })));
  return format.format(average);
}
