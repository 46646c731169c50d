import type { BuiltSite } from '../../site/_config/links/link-rules.ts';

/**
 * Where the build's link scanner (site/_config/links/read-links.ts) reads a page otherwise than
 * a DOM does: a link or id it misses or invents would let a broken link through, or stop a
 * publish for nothing. One line per page and difference.
 */
export function scannerDifferences(dom: BuiltSite, scanned: BuiltSite): string[] {
  const differences: string[] = [];
  for (const [file, page] of dom.pages) {
    const other = scanned.pages.get(file);
    if (!other) {
      differences.push(`${file}: the build's link scanner did not read it`);
      continue;
    }
    if (JSON.stringify(other.hrefs) !== JSON.stringify(page.hrefs)) differences.push(`${file}: links ${JSON.stringify(other.hrefs.filter((href) => !page.hrefs.includes(href)))} scanned, ${JSON.stringify(page.hrefs.filter((href) => !other.hrefs.includes(href)))} missed (or in another order)`);
    const missedIds = [...page.ids].filter((id) => !other.ids.has(id));
    const inventedIds = [...other.ids].filter((id) => !page.ids.has(id));
    if (missedIds.length || inventedIds.length) differences.push(`${file}: ids ${JSON.stringify(inventedIds)} scanned, ${JSON.stringify(missedIds)} missed`);
  }
  return differences;
}
