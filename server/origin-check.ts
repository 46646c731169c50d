import type { IncomingMessage } from 'node:http';

/**
 * Who may post to the site's services: pages of the site itself, and the origins an operator
 * allowed (CORS). A browser names the posting page's origin in Origin on every POST, also for a
 * plain form post; where it leaves Origin out (older browsers, some privacy settings), the
 * Referer stands in. A request naming neither comes from no web page (curl, the shop's tests)
 * and is not a cross-site request a visitor could be tricked into.
 *
 * "The site itself" is the whole origin, scheme included: these servers speak plain HTTP and
 * trust no proxy's word about the scheme, so an `https://` page of the same host is another
 * origin (behind a TLS proxy the public origin is listed among the allowed ones). A browser's
 * `Sec-Fetch-Site: cross-site` is believed too: such a post is taken only from an allowed origin.
 *
 * Returns the headers the answer carries (CORS for an allowed origin), or null: refuse it.
 */
export function originHeaders(request: IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> | null {
  const vary: Record<string, string> = allowedOrigins.length > 0 ? { vary: 'Origin' } : {};
  const origin = request.headers.origin;
  const allowed = origin !== undefined && allowedOrigins.includes(origin);
  if (request.headers['sec-fetch-site'] === 'cross-site' && !allowed) return null;
  if (origin !== undefined) {
    if (isOwnOrigin(origin, request)) return vary;
    return allowed ? { ...vary, 'access-control-allow-origin': origin } : null;
  }
  const referer = request.headers.referer;
  if (referer === undefined || isOwnOrigin(referer, request)) return vary;
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

/** The origin this request was sent to: its Host over the scheme the socket speaks. */
function ownOrigin(request: IncomingMessage): string | null {
  const scheme = (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  return request.headers.host ? originOf(`${scheme}://${request.headers.host}`) : null;
}

/** "null" (sandboxed frames, file:) and other unparsable values are never the site's own. */
function isOwnOrigin(address: string, request: IncomingMessage): boolean {
  const own = ownOrigin(request);
  return own !== null && originOf(address) === own;
}
