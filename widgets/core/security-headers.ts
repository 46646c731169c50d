import { contentSecurityPolicy, type CspOrigins } from './csp.ts';

/**
 * The security headers of every response, one list for the `_headers` file static hosts read
 * (site/headers-file.11ty.ts) and the preview server, which also sends them on its services'
 * answers and on errors.
 *
 * The header carries the pages' policy (their meta tag, csp.ts) plus what only a header can say:
 * no framing by other sites (frame-ancestors; X-Frame-Options for browsers before CSP 2) and
 * where browsers report violations, and the cross-origin isolation of its windows and files (COOP,
 * CORP). Features the site never uses are switched off for it and
 * for every frame in it; the Payment Request API stays open to the site and to the payment
 * providers' frames, whose buttons may offer wallet payments.
 */
export const cspReportPath = '/csp-report';

export interface SecurityOrigins {
  csp?: CspOrigins;
  /** Origins of the payment providers' frames (site/_config/payment-origins.ts). */
  payment?: readonly string[];
}

function headerContentSecurityPolicy(origins: CspOrigins = {}): string {
  return `${contentSecurityPolicy(origins)}; frame-ancestors 'none'; report-uri ${cspReportPath}`;
}

function permissionsPolicy(paymentOrigins: readonly string[] = []): string {
  const payment = ['self', ...[...new Set(paymentOrigins)].map((origin) => `"${origin}"`)].join(' ');
  return ['accelerometer=()', 'camera=()', 'geolocation=()', 'gyroscope=()', 'magnetometer=()', 'microphone=()', `payment=(${payment})`, 'usb=()'].join(', ');
}

/** Header names as hosts write them; HTTP does not care about their case. */
export function securityHeaders({ csp = {}, payment = [] }: SecurityOrigins = {}): Record<string, string> {
  return {
    'Content-Security-Policy': headerContentSecurityPolicy(csp),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(payment),
    // Pages of other sites get no handle on this one's windows; a popup this site opens keeps its
    // opener, since PayPal's checkout runs in one and reports back through it (plain same-origin would cut it off).
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    // The site's files are not for other sites' pages to embed (images, scripts). What the site
    // itself loads from elsewhere (Directus images, the providers' scripts) follows those hosts' own rule.
    'Cross-Origin-Resource-Policy': 'same-origin',
    // Only honoured over HTTPS (a loopback preview over HTTP is left alone). No includeSubDomains:
    // the retailer's other hosts (the customer portal) are not this site's to promise for.
    'Strict-Transport-Security': 'max-age=31536000',
  };
}
