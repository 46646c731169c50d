import { cardImageSizes, type ImagePriority } from '../core/shop/image-priority.ts';
import type { ProductSummary } from '../core/shop/types.ts';
import { LazyImage } from '../ui/LazyImage.tsx';
import { PriceTag } from './PriceTag.tsx';
import { useShop } from './shop-context.ts';

/**
 * One product in a list: picture, name (the link), maker and price. Its name is a heading of
 * `level` 2 in the list, where the cards are the page's sections, 3 below a product page's own h2.
 */
export function ProductCard({ product, priority, level }: { product: ProductSummary; priority?: ImagePriority; level: 2 | 3 }) {
  const { root } = useShop();
  const href = `${root}/${encodeURIComponent(product.slug)}`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className="product-card">
      <a className="product-card__image" href={href} tabIndex={-1} aria-hidden="true">
        {product.image ? <LazyImage image={product.image} sizes={cardImageSizes} {...priority} /> : <span className="product-card__no-image" />}
      </a>
      <Heading className="product-card__name">
        <a href={href}>{product.displayName}</a>
      </Heading>
      {product.manufacturer ? <p className="product-card__maker">{product.manufacturer.displayName}</p> : null}
      <PriceTag product={product} />
    </li>
  );
}
