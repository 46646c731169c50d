import { averageRating, formatAverageRating } from '../core/catalog/rating.ts';
import type { ProductDetail } from '../core/shop/types.ts';
import { t } from '../i18n/index.ts';
import { Stars } from '../ui/Stars.tsx';
import { ProductRatingForm } from './ProductRatingForm.tsx';
import { useShop } from './shop-context.ts';

/** The reviews with their average (0 without reviews) and count; the rating form when the shop allows ratings. */
export function ProductReviews({ product }: { product: ProductDetail }) {
  const { settings, orderService, lang } = useShop();
  const average = averageRating(product.reviews);
  const count = product.reviews.length;
  const averageText = t('shop.averageRating', { average: formatAverageRating(average, lang) });
  // Left out of the search index: "no reviews yet" on every product would make "Bewertungen" find them all.
  return (
    <section className="product-reviews" aria-labelledby="product-reviews-heading" data-pagefind-ignore="index">
      <h2 id="product-reviews-heading">{t('shop.ratings')}</h2>
      <p className="product-reviews__summary">
        <Stars rating={average} /> <span>{averageText}</span> · <span>{count === 0 ? t('shop.noRatings') : t('shop.ratingsCount', { count })}</span>
      </p>
      {count > 0 ? (
        <ul className="product-reviews__list">
          {product.reviews.map((review) => (
            <li key={String(review.id)}>
              <p>
                <Stars rating={review.rating} /> <span className="visually-hidden">{t('shop.averageRating', { average: review.rating })}</span>{' '}
                {review.author ? <strong>{review.author}</strong> : null}
              </p>
              {review.comment ? <p>{review.comment}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {settings.allow_ratings ? <ProductRatingForm product={{ id: product.id, displayName: product.displayName, slug: product.slug }} orderService={orderService} /> : null}
    </section>
  );
}
