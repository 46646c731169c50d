import { redirectsFile, type Redirect } from '../widgets/core/redirects.ts';

/** The redirect table for static hosts that read a `_redirects` file (and for the preview server). */
export const data = { permalink: '/_redirects', eleventyExcludeFromCollections: true };

export function render(data: { redirects: Redirect[] }): string {
  return redirectsFile(data.redirects);
}
