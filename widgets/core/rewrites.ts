import { parseRedirectsFileRules } from './redirects.ts';
import { languagePrefix, type Language } from './languages.ts';
import { shopPaths } from './shop/shop-paths.ts';

/**
 * Rewrites: a host serves another file, with the address unchanged, for paths that have no file
 * of their own. The shop is a client-side router (spec §2: /shop/* is a client-side route), so
 * addresses below a shop root get a shell and the router decides what to show. Every page a shop
 * address can name is prerendered (the list, the brands, each product) except the cart, which
 * gets the list's shell with 200; anything else names no product, so it gets the not-found shell
 * with 404 (no soft 404 for search engines). Written into `_redirects` after the redirects in the
 * Netlify form `/shop/*  /shop/404.html  404`; an existing file always wins, as on Netlify.
 */
export interface Rewrite {
  /** An exact path, or a prefix followed by "/*" (the splat matches one or more further segments). */
  from: string;
  to: string;
  status: 200 | 404;
}

/** The not-found shell of a shop root (site/shop-not-found.11ty.ts). */
export const shopNotFoundFile = (root: string) => `${root}/404.html`;

/** Per shop root: the cart on its own shell (site/shop-cart.11ty.ts), then everything else on the not-found shell. */
export function shopRewrites(shopRoots: readonly string[]): Rewrite[] {
  return shopRoots.flatMap((root): Rewrite[] => [
    { from: shopPaths(root).cart, to: `${shopPaths(root).cart}/index.html`, status: 200 },
    { from: `${root}/*`, to: shopNotFoundFile(root), status: 404 },
  ]);
}

/** The 200 and 404 rules of a `_redirects` file; redirect lines (301, 302) are left to parseRedirectsFile. */
export function parseRewrites(text: string): Rewrite[] {
  return parseRedirectsFileRules(text)
    .filter((rule) => rule.status === '200' || rule.status === '404')
    .map(({ from, to, status }) => ({ from, to, status: status === '404' ? 404 : 200 }));
}

/** The not-found page of a language (site/404.11ty.ts): /404.html for the default, /en/404.html, … */
export const notFoundFile = (lang: Language) => `${languagePrefix(lang)}/404.html`;

/**
 * Per language with a prefix, every unknown address below it gets that language's not-found page
 * (404), so an English visitor reads header, message and footer in English. Written after the
 * shop's rules, which are more specific; the default language's 404.html is the host's fallback.
 */
export function languageNotFoundRewrites(languages: readonly Language[]): Rewrite[] {
  return languages.filter((lang) => languagePrefix(lang) !== '').map((lang) => ({ from: `${languagePrefix(lang)}/*`, to: notFoundFile(lang), status: 404 }));
}

/** The file the first matching rewrite serves for `path`, or undefined. */
export function findRewrite(rewrites: readonly Rewrite[], path: string): Rewrite | undefined {
  return rewrites.find((rewrite) => {
    if (!rewrite.from.endsWith('/*')) return rewrite.from === path;
    const prefix = rewrite.from.slice(0, -1); // keeps the slash: "/shop/*" matches "/shop/x", not "/shopping"
    return path.startsWith(prefix) && path.length > prefix.length;
  });
}
