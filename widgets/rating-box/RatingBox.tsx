import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { mapsConsentId, type PlaceRating } from '../core/place-rating.ts';
import { loadPlaceRating } from '../content/google-places.ts';
import { t } from '../i18n/index.ts';
import { isConsentGiven } from '../store/consents.ts';
import { Stars } from '../ui/Stars.tsx';
import { useMediaQuery } from '../ui/use-media-query.ts';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';

/** Below this width the box starts collapsed (spec §9). */
const collapseQuery = '(max-width: 1199.98px)';

/**
 * The shop's rating from the maps service. Nothing is requested before the visitor consented to
 * the maps service; a status other than OK hides the box, and a failure is only logged.
 */
export default function RatingBox(config: WidgetProps<'rating-box'>) {
  useSignals();
  const consented = isConsentGiven(mapsConsentId);
  const narrow = useMediaQuery(collapseQuery);
  const [rating, setRating] = useState<PlaceRating | null>(null);
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const { scriptUrl, apiKey, placeId } = config;

  useEffect(() => {
    if (!consented) return;
    let current = true;
    void loadPlaceRating({ scriptUrl, apiKey, placeId }).then((result) => {
      if (!current) return;
      if (result.ok) setRating(result.value);
      else console.warn(`[rating-box] ${result.error}; the rating box stays hidden.`);
    });
    return () => {
      current = false;
    };
  }, [consented, scriptUrl, apiKey, placeId]);

  if (!consented || !rating) return null;
  const open = expanded ?? !narrow;
  const value = rating.rating.toLocaleString(document.documentElement.lang);
  const summary = t('ratingBox.summary', { rating: value, count: rating.userRatingsTotal });

  if (!open) {
    return (
      <button type="button" className="rating-box rating-box--collapsed" aria-expanded="false" onClick={() => setExpanded(true)}>
        <Stars rating={rating.rating} />
        <span aria-hidden="true">{value}</span>
        <span className="visually-hidden">{`${t('ratingBox.title')}: ${summary}`}</span>
      </button>
    );
  }
  return (
    <section className="rating-box" aria-label={t('ratingBox.title')}>
      <p className="rating-box__title">{t('ratingBox.title')}</p>
      <p className="rating-box__score">
        <Stars rating={rating.rating} />
        <span>{summary}</span>
      </p>
      <button type="button" className="link-button" onClick={() => setExpanded(false)}>
        {t('ratingBox.notNow')}
      </button>
    </section>
  );
}
