import { routeTable, type PageKey } from '../routes.ts';
import type { Category } from './taxonomy.ts';

/**
 * The category a category page of the route table shows: the one whose slug is the page's
 * German path ('uhren' for /uhren, 'fuer-kinder' for /fuer-kinder). Undefined for pages that
 * are no shelf of the shop (contact, imprint …) or whose category the project does not have.
 */
export function categoryForPage(categories: readonly Category[], page: PageKey): Category | undefined {
  const slug = routeTable[page].de.replace(/^\//, '');
  return slug ? categories.find((category) => category.slug === slug) : undefined;
}
