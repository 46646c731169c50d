import { starThirds } from '../core/place-rating.ts';

/** A 0–5 rating as five stars filled in thirds (spec §9); decorative, so the caller says the number in words. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" aria-hidden="true">
      {starThirds(rating).map((fill, index) => (
        <span key={index} className={`star star--${Math.round(fill * 3)}-thirds`}>
          ★
        </span>
      ))}
    </span>
  );
}
