import { securityHeaders } from '../widgets/core/security-headers.ts';
import { cspOrigins } from './_config/build-options.ts';
import { paymentOrigins } from './_config/payment-origins.ts';
import type { PageData } from './_includes/page-types.ts';

/**
 * Headers in the `_headers` format static hosts read (Netlify, Cloudflare Pages): for every path
 * the security headers (widgets/core/security-headers.ts: the Content-Security-Policy the pages
 * carry in their meta tag plus what only a header can say); for the folders whose files are
 * named by their content's hash (scripts and chunks, stylesheet bundles, resized images) caching
 * for a year without asking again, since a new build gives new names. Pages get no rule here, so
 * hosts keep checking them with the server (the preview server says `no-cache`). No Cache-Control
 * on `/*`: hosts join the values of every matching block, which would contradict the folders'.
 * Hosts do not serve this file (nor `_redirects`); the preview server answers 404 for both.
 */
export const data = { permalink: '/_headers', eleventyExcludeFromCollections: true };

/** The folders holding only hashed names in a production build (the dev server's scripts are unhashed). */
export const hashedFolders = ['/assets/widgets/*', '/assets/css/*', '/assets/img/*', '/pagefind/fragment/*', '/pagefind/index/*', '/pagefind/filter/*', '/pagefind/products/*'];

export const immutable = 'public, max-age=31536000, immutable';

export function render(data: PageData): string {
  const headers = securityHeaders({ csp: cspOrigins(data.config, [data.headScript.hash]), payment: paymentOrigins(data.config.payments).frame });
  return [
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ...(data.build.dev ? [] : hashedFolders.flatMap((folder) => [folder, `  Cache-Control: ${immutable}`])),
    '',
  ].join('\n');
}
