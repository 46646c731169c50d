import { useEffect, useRef, useState } from 'react';
import type { ImagePriority } from '../core/shop/image-priority.ts';
import type { ShopImage } from '../core/shop/types.ts';

/** Spec §9: images start loading 200 px before they scroll into view and fade in over 500 ms (in CSS). */
const lazyMargin = '200px';

/**
 * An image that asks for its file only when it comes near the viewport. Width and height are
 * always set, so nothing shifts when it arrives. Without IntersectionObserver it loads at once.
 * `eager` and `high` as on the prerendered pages (site/_includes/partials/shop/shop-image.ts), so
 * the same image keeps its place in the browser's queue when the widget takes over.
 */
export function LazyImage({
  image,
  sizes,
  eager = false,
  high = false,
  className = '',
}: { image: ShopImage; sizes: string; className?: string } & Partial<ImagePriority>) {
  const element = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(eager);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const img = element.current;
    if (near || !img) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: lazyMargin },
    );
    observer.observe(img);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    // A cached file may have finished before React attached onLoad.
    if (near && element.current?.complete && element.current.naturalWidth > 0) setLoaded(true);
  }, [near, image.src]);

  return (
    <img
      ref={element}
      className={`lazy-image ${loaded ? 'lazy-image--loaded' : ''} ${className}`.trim()}
      src={near ? image.src : undefined}
      srcSet={near && image.srcset ? image.srcset : undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={high ? 'high' : undefined}
      decoding="async"
      onLoad={() => setLoaded(true)}
    />
  );
}
