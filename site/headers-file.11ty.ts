import { contentSecurityPolicy } from '../widgets/core/csp.ts';
import { cspOrigins } from './_config/build-options.ts';
import type { PageData } from './_includes/page-types.ts';

/**
 * Security headers for every path, in the `_headers` format static hosts read (and the preview
 * server): the same Content-Security-Policy the pages carry in their meta tag.
 */
export const data = { permalink: '/_headers', eleventyExcludeFromCollections: true };

export function render(data: PageData): string {
  return [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(cspOrigins(data.config))}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '',
  ].join('\n');
}
