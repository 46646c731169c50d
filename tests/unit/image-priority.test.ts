import { describe, expect, it } from 'vitest';
import { shopImageTag } from '../../site/_includes/partials/shop/shop-image.ts';
import { cardImagePriority, mainImagePriority } from '../../widgets/core/shop/image-priority.ts';

const image = { src: '/assets/img/ring-640.jpeg', srcset: '/assets/img/ring-320.webp 320w, /assets/img/ring-640.webp 640w', width: 640, height: 640, alt: 'Ring' };

describe('which product image loads first', () => {
  it("the list's first card is its largest paint; the others wait until they near the viewport", () => {
    expect(cardImagePriority(0)).toEqual({ eager: true, high: true });
    expect(cardImagePriority(1)).toEqual({ eager: false, high: false });
    expect(cardImagePriority(19)).toEqual({ eager: false, high: false });
  });

  it('the prerendered tag says so to the browser: eager and first, or lazy', () => {
    const main = shopImageTag(image, { sizes: '100vw', ...mainImagePriority }).value;
    expect(main).toContain('loading="eager"');
    expect(main).toContain('fetchpriority="high"');
    const later = shopImageTag(image, { sizes: '100vw', ...cardImagePriority(3) }).value;
    expect(later).toContain('loading="lazy"');
    expect(later).not.toContain('fetchpriority');
  });
});
