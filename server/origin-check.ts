import type { IncomingMessage } from 'node:http';

/**
 * Who may post to the site's services: pages of the site itself, and the origins an operator
 * allowed (CORS). A browser names the posting page's origin in Origin on every POST, also for a
 * plain form post; where it leaves Origin out (older browsers, some privacy settings), the
 * Referer stands in. A request naming neither comes from no web page (curl, the shop's tests)
 * and is not a cross-site request a visitor could be tricked into.
 *
 * Returns the headers the answer carries (CORS for an allowed origin), or null: refuse it.
 */
export function originHeaders(request: IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> | null {
  const vary: Record<string, string> = allowedOrigins.length > 0 ? { vary: 'Origin' } : {};
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (isOwnHost(origin, request)) return vary;
    return allowedOrigins.includes(origin) ? { ...vary, 'access-control-allow-origin': origin } : null;
  }
  const referer = request.headers.referer;
  if (referer === undefined || isOwnHost(referer, request)) return vary;
  const refererOrigin = originOf(referer);
  return refererOrigin && allowedOrigins.includes(refererOrigin) ? vary : null;
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** "null" (sandboxed frames, file:) and other unparsable values are never the site's own. */
function isOwnHost(address: string, request: IncomingMessage): boolean {
  try {
    return new URL(address).host === request.headers.host;
  } catch {
    return false;
  }
}
