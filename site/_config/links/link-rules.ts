import { canonicalPath } from '../../../widgets/core/routes.ts';
import { parseRedirectsFile } from '../../../widgets/core/redirects.ts';
import { findRewrite, parseRewrites } from '../../../widgets/core/rewrites.ts';

/**
 * Whether every link of a built site leads somewhere, decided the way the preview server and
 * the static hosts serve it: `_redirects` first, then a file (clean URLs: /x → x/index.html or
 * x.html), then the rewrites (the shop's client routes). A #fragment must name an element's id
 * on the page it lands on. Pure: the folder is read by read-links.ts (the build, before it publishes)
 * and by tests/links/read-site.ts (the site checks, with a DOM).
 */
export interface BuiltPage {
  /** The page's own address, e.g. "/en/info" (what the browser resolves relative links against). */
  url: string;
  hrefs: string[];
  ids: ReadonlySet<string>;
}

export interface BuiltSite {
  /** Every file as a URL path: "/en/info/index.html", "/assets/css/site.css", "/404.html". */
  files: ReadonlySet<string>;
  /** HTML files by their URL path, with the ids they define. */
  pages: ReadonlyMap<string, BuiltPage>;
  redirectsFile: string;
  /** Absolute links to this origin are the site's own (optional). */
  siteOrigin?: string;
}

export interface BrokenLink {
  page: string;
  href: string;
  reason: string;
}

const base = 'http://site.invalid';
const hasScheme = /^[a-z][a-z0-9+.-]*:/i;
/** Fragments every browser understands without an element of that id. */
const builtInFragments = new Set(['', 'top']);

/** The file a clean URL is served from, as the preview server resolves it. */
function fileFor(site: BuiltSite, path: string): string | undefined {
  const trimmed = path.replace(/\/+$/, '');
  return [path, `${trimmed}/index.html`, `${trimmed}.html`].find((candidate) => site.files.has(candidate));
}

/** The site-internal URL of `href` on `page`, or null for a link that leaves the site (mail, phone, other hosts). */
function internalUrl(site: BuiltSite, page: BuiltPage, href: string): URL | null {
  const trimmed = href.trim();
  if (hasScheme.test(trimmed) || trimmed.startsWith('//')) {
    if (!site.siteOrigin || !/^https?:/i.test(trimmed)) return null;
    const url = new URL(trimmed);
    return url.origin === new URL(site.siteOrigin).origin ? new URL(url.pathname + url.search + url.hash, base) : null;
  }
  return new URL(trimmed, base + page.url);
}

/** The site's _redirects file, parsed once per site: every link of every page looks into it. */
const parsedRules = new WeakMap<BuiltSite, { redirects: ReturnType<typeof parseRedirectsFile>; rewrites: ReturnType<typeof parseRewrites> }>();
function rulesOf(site: BuiltSite) {
  let rules = parsedRules.get(site);
  if (!rules) {
    rules = { redirects: parseRedirectsFile(site.redirectsFile), rewrites: parseRewrites(site.redirectsFile) };
    parsedRules.set(site, rules);
  }
  return rules;
}

/** Why this link leads nowhere, or null when it resolves. */
function whyBroken(site: BuiltSite, page: BuiltPage, href: string): string | null {
  const url = internalUrl(site, page, href);
  if (!url) return null;
  const fragment = decodeURIComponent(url.hash.slice(1));
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return 'the address is not valid';
  }
  const canonical = canonicalPath(path);
  const redirect = rulesOf(site).redirects.find((rule) => rule.from === canonical);
  if (redirect) return hasScheme.test(redirect.to) ? null : whyBroken(site, page, redirect.to + url.hash);

  const file = fileFor(site, canonical);
  if (!file) {
    // Only a 200 rewrite serves a page there; a 404 rewrite serves a not-found page.
    return findRewrite(rulesOf(site).rewrites, canonical)?.status === 200 ? null : `no page or file at ${canonical}`;
  }
  if (builtInFragments.has(fragment)) return null;
  const target = site.pages.get(file);
  if (!target) return null; // a fragment on a non-HTML file (a PDF page, say) is the viewer's business
  return target.ids.has(fragment) ? null : `${canonical} has no element with id "${fragment}"`;
}

/** Every link of every page that leads nowhere, with the page it is on. */
export function findBrokenLinks(site: BuiltSite): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const page of site.pages.values()) {
    for (const href of new Set(page.hrefs)) {
      const reason = whyBroken(site, page, href);
      if (reason) broken.push({ page: page.url, href, reason });
    }
  }
  return broken;
}
