/** The shop's rating on the maps service (spec §3 "Place rating"). */
export interface PlaceRating {
  rating: number;
  userRatingsTotal: number;
}

/**
 * How full each of five stars is, in thirds (spec §2, §9): the rating is rounded to the nearest
 * third of a star, so 4.3 shows four stars and a third.
 */
export function starThirds(rating: number, stars = 5): number[] {
  const thirds = Math.round(Math.min(Math.max(rating, 0), stars) * 3);
  return Array.from({ length: stars }, (_, index) => Math.min(Math.max(thirds - index * 3, 0), 3) / 3);
}

/** The consent the rating box needs before the maps service is contacted. */
export const mapsConsentId = 'google_maps';
