import { redirectsFile, type Redirect } from '../widgets/core/redirects.ts';
import { languages } from '../widgets/core/languages.ts';
import { languageNotFoundRewrites, shopRewrites } from '../widgets/core/rewrites.ts';
import { shopRoots } from './_config/shop-roots.ts';

/**
 * The redirect table for static hosts that read a `_redirects` file (and for the preview server),
 * then the shop's rewrites (every client route below a shop root gets a shop shell), then each
 * language's not-found page. Rules are read top-down, so the real redirects come first.
 */
export const data = { permalink: '/_redirects', eleventyExcludeFromCollections: true };

export function render(data: { redirects: Redirect[] }): string {
  return redirectsFile([...data.redirects, ...shopRewrites(shopRoots().map((root) => root.path)), ...languageNotFoundRewrites(languages)]);
}
