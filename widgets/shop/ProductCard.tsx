import { cardImageSizes, type ImagePriority } from '../core/shop/image-priority.ts';
import type { ProductSummary } from '../core/shop/types.ts';
import { LazyImage } from '../ui/LazyImage.tsx';
import { PriceTag } from './PriceTag.tsx';
import { useShop } from './shop-context.ts';

/** One product in a list: picture, name (the link), maker and price. */
export function ProductCard({ product, priority }: { product: ProductSummary; priority?: ImagePriority }) {
  const { root } = useShop();
  const href = `${root}/${encodeURIComponent(product.slug)}`;
  return (
    <li className="product-card">
      <a className="product-card__image" href={href} tabIndex={-1} aria-hidden="true">
        {product.image ? <LazyImage image={product.image} sizes={cardImageSizes} {...priority} /> : <span className="product-card__no-image" />}
      </a>
      <h3 className="product-card__name">
        <a href={href}>{product.displayName}</a>
      </h3>
      {product.manufacturer ? <p className="product-card__maker">{product.manufacturer.displayName}</p> : null}
      <PriceTag product={product} />
    </li>
  );
}
