import { html, type SafeHtml } from '../../../../widgets/core/html.ts';
import type { ImagePriority } from '../../../../widgets/core/shop/image-priority.ts';
import type { ShopImage } from '../../../../widgets/core/shop/types.ts';

/**
 * A product image with its size set, so nothing shifts while it loads. Only the first images a
 * visitor sees load at once, the largest first (widgets/core/shop/image-priority.ts); the rest wait
 * until they come near the viewport. widgets/ui/LazyImage.tsx draws the same attributes.
 */
export function shopImageTag(image: ShopImage, options: { sizes: string; className?: string } & Partial<ImagePriority>): SafeHtml {
  return html`<img src="${image.src}"${image.srcset ? html` srcset="${image.srcset}" sizes="${options.sizes}"` : ''} width="${image.width}" height="${image.height}" alt="${image.alt}"${
    options.className ? html` class="${options.className}"` : ''
  } loading="${options.eager ? 'eager' : 'lazy'}" decoding="async"${options.high ? html` fetchpriority="high"` : ''}>`;
}
