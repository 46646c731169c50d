import { parseRedirectsFileRules } from './redirects.ts';

/**
 * Rewrites: a host serves another file, with status 200 and the address unchanged, for paths
 * that have no file of their own. The shop is a client-side router, so every address below a
 * shop root gets the shop's shell and the router decides what to show (spec §2: /shop/* is a
 * client-side route). Written into `_redirects` after the redirects, in the Netlify form
 * `/shop/*  /shop/index.html  200`; an existing file always wins, as on Netlify.
 */
export interface Rewrite {
  /** An exact path, or a prefix followed by "/*" (the splat matches one or more further segments). */
  from: string;
  to: string;
  status: 200;
}

/** One rewrite per shop root: the root's list page is the shell. */
export function shopRewrites(shopRoots: readonly string[]): Rewrite[] {
  return shopRoots.map((root) => ({ from: `${root}/*`, to: `${root}/index.html`, status: 200 }));
}

/** The 200 rules of a `_redirects` file; redirect lines (301, 302) are left to parseRedirectsFile. */
export function parseRewrites(text: string): Rewrite[] {
  return parseRedirectsFileRules(text)
    .filter((rule) => rule.status === '200')
    .map(({ from, to }) => ({ from, to, status: 200 }));
}

/** The file the first matching rewrite serves for `path`, or undefined. */
export function findRewrite(rewrites: readonly Rewrite[], path: string): Rewrite | undefined {
  return rewrites.find((rewrite) => {
    if (!rewrite.from.endsWith('/*')) return rewrite.from === path;
    const prefix = rewrite.from.slice(0, -1); // keeps the slash: "/shop/*" matches "/shop/x", not "/shopping"
    return path.startsWith(prefix) && path.length > prefix.length;
  });
}
