/**
 * The security headers of every answer of the order service on its own (`npm run order-service`):
 * its answers are JSON for the shop's scripts, never a page, so no browser may sniff them into
 * something else, frame them, or load them into another site's page (`no-cors`). CORS calls of
 * the allowed origins are not what Cross-Origin-Resource-Policy governs, so they still read them.
 * Its public address is HTTPS (a TLS proxy in front, docs/order-service.md), so browsers are told
 * to keep to HTTPS for its host (they ignore the header over plain HTTP); no includeSubDomains,
 * as for the site (widgets/core/security-headers.ts).
 * Under the preview server the site's own headers (widgets/core/security-headers.ts) stand instead.
 */
export const serviceSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000',
};
