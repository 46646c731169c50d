import { findBrokenLinks, type BuiltSite } from './link-rules.ts';

/**
 * Every internal link and #anchor of every page of the build that leads nowhere, one line per
 * broken link with the pages it is on (a menu link would otherwise repeat on every page). Links
 * to other hosts are not followed (the check runs offline).
 */
export function brokenLinkReport(site: BuiltSite): string[] {
  const byLink = new Map<string, string[]>();
  for (const link of findBrokenLinks(site)) {
    const key = `${link.href} – ${link.reason}`;
    byLink.set(key, [...(byLink.get(key) ?? []), link.page]);
  }
  return [...byLink].map(([link, pages]) => `${link}\n    on ${pages.slice(0, 5).join(', ')}${pages.length > 5 ? ` and ${pages.length - 5} more pages` : ''}`);
}
