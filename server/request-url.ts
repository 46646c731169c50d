/**
 * The address a request asks for, read as the path it is: `//evil.example/x` is the path
 * `//evil.example/x` on this host, not a URL of another host (which `new URL(path, base)` would
 * make of it). Null for what is no address at all: `*`, a percent sign not followed by two hex
 * digits (`/%`, `/%zz`), anything `URL` refuses. The caller answers those with 400.
 */
export function requestUrl(target: string | undefined): URL | null {
  const raw = target ?? '/';
  try {
    // Absolute form (`GET http://host/path`) is legal HTTP/1.1; only its path and query count here.
    const url = raw.startsWith('/') ? new URL(`http://localhost${raw}`) : new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}

/**
 * A Location this server may send for a path it built from the request: always a path of this
 * site. Leading slashes and backslashes are folded into one, since browsers read `//host` and
 * `/\host` as another host (an open redirect).
 */
export function sameOriginLocation(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}
