import type { ImagePriority } from '../core/shop/image-priority.ts';
import type { ShopImage } from '../core/shop/types.ts';

/**
 * A shop image with its size set, so nothing shifts when it arrives. The browser's own lazy
 * loading holds back those far below the viewport, the build's HTML and the router's alike, with
 * or without JavaScript; `eager` and `high` put the first images a visitor sees first in its
 * queue (widgets/core/shop/image-priority.ts). Spec §9's fade-in: the page's head script marks
 * each one loaded (widgets/runtime/head-script.ts), the stylesheet fades it in.
 */
export function LazyImage({
  image,
  sizes,
  eager = false,
  high = false,
  className = '',
  searchMeta,
}: {
  image: ShopImage;
  sizes: string;
  className?: string;
  /** Pagefind's `data-pagefind-meta` (site/_config/search-index.ts), where this image stands for its page in the site search. */
  searchMeta?: string;
} & Partial<ImagePriority>) {
  return (
    <img
      className={`lazy-image ${className}`.trim()}
      src={image.src}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={high ? 'high' : undefined}
      decoding="async"
      data-pagefind-meta={searchMeta}
    />
  );
}
