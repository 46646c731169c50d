import { contentSecurityPolicy } from '../widgets/core/csp.ts';
import { cspOrigins } from './_config/build-options.ts';
import type { PageData } from './_includes/page-types.ts';

/**
 * Headers in the `_headers` format static hosts read (and the preview server): for every path the
 * same Content-Security-Policy the pages carry in their meta tag; for the folders whose files are
 * named by their content's hash (scripts and chunks, stylesheet bundles, resized images) caching
 * for a year without asking again, since a new build gives new names. Pages get no rule here, so
 * hosts keep checking them with the server (the preview server says `no-cache`). No Cache-Control
 * on `/*`: hosts join the values of every matching block, which would contradict the folders'.
 */
export const data = { permalink: '/_headers', eleventyExcludeFromCollections: true };

/** The folders holding only hashed names in a production build (the dev server's scripts are unhashed). */
export const hashedFolders = ['/assets/widgets/*', '/assets/css/*', '/assets/img/*'];

export const immutable = 'public, max-age=31536000, immutable';

export function render(data: PageData): string {
  return [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(cspOrigins(data.config))}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    ...(data.build.dev ? [] : hashedFolders.flatMap((folder) => [folder, `  Cache-Control: ${immutable}`])),
    '',
  ].join('\n');
}
