import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuiltPage, BuiltSite } from './link-rules.ts';

/**
 * A built site folder as link-rules.ts sees it, read fast enough for every production build (a
 * 10,000-product site has 36,000 pages): the links and ids of each page are taken from its tags
 * with a scanner instead of a DOM. It reads what this site writes (attributes in double quotes,
 * widget props in single-quoted attributes, whose JSON escapes its quotes); the site checks read
 * every build with a DOM as well and find the same links and ids (tests/site-facts/).
 */

/** The address a page file is served at: en/info/index.html → /en/info, 404.html → /404.html. */
export const pageUrlOf = (filePath: string) => `/${filePath}`.replace(/\/index\.html$/, '') || '/';

const scriptsAndComments = /<script\b[^>]*>[^]*?<\/script>|<!--[^]*?-->/gi;
const linkTag = /<(?:a|area)\s[^>]*>/gi;
const idAttribute = /\sid="([^"]*)"/gi;
const namedAnchor = /<a\s(?:[^>]*\s)?name="([^"]*)"/gi;
const hrefAttribute = /\shref="([^"]*)"/i;

/** The text of an attribute value as a browser reads it (the entities the build writes). */
const decoded = (value: string) =>
  value.replace(/&(amp|quot|#39|apos|lt|gt|#x([0-9a-f]+)|#(\d+));/gi, (entity: string, name: string, hex?: string, decimal?: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (decimal) return String.fromCodePoint(Number(decimal));
    return ({ amp: '&', quot: '"', '#39': "'", apos: "'", lt: '<', gt: '>' } as Record<string, string>)[name.toLowerCase()] ?? entity;
  });

/**
 * One copy of each link and id for the whole site. A string cut from a page's HTML keeps the whole
 * page in memory (V8's sliced strings): 36,000 pages held that way took 3.7 GB. The first time a
 * text is seen it is copied out, and every page after points to that copy.
 */
export type Interned = Map<string, string>;
const internedIn = (interned: Interned, text: string): string => {
  let kept = interned.get(text);
  if (kept === undefined) {
    kept = Buffer.from(text, 'utf8').toString('utf8');
    interned.set(kept, kept);
  }
  return kept;
};

/** The links and ids of one page's HTML. */
export function scanPage(html: string, interned: Interned = new Map()): Pick<BuiltPage, 'hrefs' | 'ids'> {
  const markup = html.replace(scriptsAndComments, '');
  const hrefs: string[] = [];
  for (const [tag] of markup.matchAll(linkTag)) {
    const href = hrefAttribute.exec(tag);
    if (href) hrefs.push(internedIn(interned, decoded(href[1]!)));
  }
  const ids = new Set<string>();
  for (const [, id] of markup.matchAll(idAttribute)) ids.add(internedIn(interned, decoded(id!)));
  for (const [, name] of markup.matchAll(namedAnchor)) ids.add(internedIn(interned, decoded(name!)));
  return { hrefs, ids };
}

export async function readSiteLinks(root: string, siteOrigin?: string): Promise<BuiltSite> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const pages = new Map<string, BuiltPage>();
  const interned: Interned = new Map();
  const htmlFiles = files.filter((name) => name.endsWith('.html'));
  // Read a few at once: one after the other, the disk's latency and not the scanning set the pace.
  for (let start = 0; start < htmlFiles.length; start += 32) {
    const batch = htmlFiles.slice(start, start + 32);
    const texts = await Promise.all(batch.map((file) => readFile(path.join(root, file), 'utf8')));
    batch.forEach((file, index) => pages.set(`/${file}`, { url: pageUrlOf(file), ...scanPage(texts[index]!, interned) }));
  }
  const redirectsFile = await readFile(path.join(root, '_redirects'), 'utf8').catch(() => '');
  return { files: new Set(files.map((file) => `/${file}`)), pages, redirectsFile, siteOrigin };
}
