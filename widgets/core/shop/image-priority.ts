/**
 * Which product images load first, and in which width (spec §9 keeps the rest lazy). A page's
 * largest paint is its first large image: the product page's main picture, the list's first card
 * (on a phone the list has one column, so the first card is the whole first row; wider rows'
 * other cards are in view at once and load as soon as they are laid out). The prerendered pages
 * and the widgets use the same rules, so a widget that takes over keeps the same image.
 */
export interface ImagePriority {
  /** Loads at once (loading="eager"), not when it nears the viewport. */
  eager: boolean;
  /** fetchpriority="high": the page's largest paint. */
  high: boolean;
}

const firstRowCards = 1;

export function cardImagePriority(index: number): ImagePriority {
  return { eager: index < firstRowCards, high: index === 0 };
}

/** The product page's main picture, while it is the first one: the visitor has not chosen another. */
export const mainImagePriority: ImagePriority = { eager: true, high: true };

/**
 * How wide a card's picture is shown: the grid's columns are at least 14rem (shop.css), so a phone
 * shows one card across, a tablet two or three, a desktop cards of about 18rem.
 */
export const cardImageSizes = '(min-width: 60rem) 18rem, (min-width: 48rem) 30vw, (min-width: 32rem) 45vw, 100vw';

export const mainImageSizes = '(min-width: 60rem) 36rem, 100vw';
