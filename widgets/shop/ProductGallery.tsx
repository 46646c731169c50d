import { useState } from 'react';
import { mainImagePriority, mainImageSizes } from '../core/shop/image-priority.ts';
import { smallestImageUrl } from '../core/shop/smallest-image.ts';
import type { ShopImage } from '../core/shop/types.ts';
import { t } from '../i18n/index.ts';
import { LazyImage } from '../ui/LazyImage.tsx';

/**
 * The product's first picture in the site search's result: its smallest file and its alt text
 * (Pagefind's `image` and `image_alt`; the inline value must come last, and runs to the end).
 */
function searchImageMeta(image: ShopImage): string {
  return `image_alt[alt], image:${smallestImageUrl(image)}`;
}

/** The product's pictures: one large, the others as buttons that bring theirs to the front. */
export function ProductGallery({ images }: { images: ShopImage[] }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return <div className="product-gallery product-gallery--empty" />;
  // The pictures' descriptions are no words of the product for the site search: a picture shared by
  // several products (or described loosely) made "Weißgold" find a yellow gold ring. Its meta stays.
  return (
    <div className="product-gallery" data-pagefind-ignore="index">
      <LazyImage
        key={shown.src}
        image={shown}
        sizes={mainImageSizes}
        {...(current === 0 ? { ...mainImagePriority, searchMeta: searchImageMeta(shown) } : { eager: true })}
      />
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.src}>
              <button type="button" aria-pressed={index === current} aria-label={t('shop.image', { index: index + 1, count: images.length, alt: image.alt })} onClick={() => setCurrent(index)}>
                <LazyImage image={image} sizes="5rem" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
