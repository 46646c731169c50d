import { html, type SafeHtml } from '../../../../widgets/core/html.ts';
import type { ShopImage } from '../../../../widgets/core/shop/types.ts';

/**
 * A product image with its size set, so nothing shifts while it loads. Only the first image a
 * visitor sees loads at once (and first); the rest wait until they come near the viewport.
 */
export function shopImageTag(image: ShopImage, options: { sizes: string; eager?: boolean; className?: string }): SafeHtml {
  return html`<img src="${image.src}"${image.srcset ? html` srcset="${image.srcset}" sizes="${options.sizes}"` : ''} width="${image.width}" height="${image.height}" alt="${image.alt}"${
    options.className ? html` class="${options.className}"` : ''
  } loading="${options.eager ? 'eager' : 'lazy'}" decoding="async"${options.eager ? html` fetchpriority="high"` : ''}>`;
}
