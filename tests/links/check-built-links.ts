import { findBrokenLinks } from './link-rules.ts';
import { readBuiltSite } from './read-site.ts';

/**
 * `node --import tsx tests/links/check-built-links.ts <build folder>`: every internal link and
 * #anchor of every page of the build, all languages; exits 1 listing each broken one with its page.
 * Links to other hosts are not followed (the check runs offline).
 */
const root = process.argv[2] ?? '_site';
const siteOrigin = process.env.SITE_URL ?? `https://www.${process.env.PROJECT_DOMAIN ?? 'juwelier-albrecht.de'}`;
const site = await readBuiltSite(root, siteOrigin);
const broken = findBrokenLinks(site);
if (broken.length) {
  // One line per broken link, with the pages it is on: a menu link would otherwise repeat on every page.
  const byLink = new Map<string, typeof broken>();
  for (const link of broken) {
    const key = `${link.href} – ${link.reason}`;
    byLink.set(key, [...(byLink.get(key) ?? []), link]);
  }
  console.error(`${byLink.size} broken link(s) in ${root}:`);
  for (const [link, places] of byLink) {
    const pages = places.map((place) => place.page);
    console.error(`  ${link}\n    on ${pages.slice(0, 5).join(', ')}${pages.length > 5 ? ` and ${pages.length - 5} more pages` : ''}`);
  }
  process.exit(1);
}
console.log(`All links resolve: ${site.pages.size} pages in ${root}.`);
