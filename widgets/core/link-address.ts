/**
 * Which addresses an editor's menu or social entry may become. An external address is an
 * absolute http(s) URL and opens in a new tab; an internal one must stay on this site. Browsers
 * read "\\host/x" and "/\host" as "//host/x" and drop tabs and line breaks from URLs, so a path
 * only stays on this host when it starts with one "/" and holds none of those.
 */

/** An absolute http(s) address, the only kind an external link may have. */
export function isWebAddress(text: string): boolean {
  return /^https?:\/\//i.test(text);
}

// C0 and C1 control characters: the URL parser removes some of them (tab, line breaks) before it reads the address.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
const scheme = /^[a-z][a-z\d+.-]*:/i;

/** A path that the browser resolves on this site's own origin: one leading "/", then no "//", backslash or control character. */
export function isSameOriginPath(href: string): boolean {
  return /^\/(?![/\\])/.test(href) && !href.includes('\\') && !href.includes('//') && !controlCharacter.test(href);
}

/** Whether a path text as an editor types it ("kontakt", "/en/watches") can only name a page of this site. */
function isSitePathPart(text: string): boolean {
  return !scheme.test(text) && !text.includes('\\') && !text.includes('//') && !controlCharacter.test(text);
}

/**
 * The site path made of an entry's parts (language prefix, path), each with or without slashes;
 * null when any part could lead to another host ("//host", "\\host", "javascript:", a tab).
 */
export function sitePathOf(parts: readonly string[]): string | null {
  if (!parts.every(isSitePathPart)) return null;
  const path = `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;
  return isSameOriginPath(path) ? path : null;
}
