import { brokenLinkReport } from '../../site/_config/links/link-report.ts';
import { readBuiltSite } from '../links/read-site.ts';
import { readSiteLinks } from '../../site/_config/links/read-links.ts';
import { scannerDifferences } from './scanner-differences.ts';
import { routeCount, siteFactFaults } from './fact-report.ts';

/**
 * `node --import tsx tests/site-facts/check-built-site.ts <build folder>`: what the built site
 * states without a browser, each page parsed once: that every internal link and #anchor of every
 * page resolves (site/_config/links/, read with a DOM here and by the build's scanner alike), and the facts of every page, the sitemap and robots.txt
 * (fact-report.ts). Exits 1 listing every broken link and every fault with its page.
 */
const root = process.argv[2] ?? '_site';
const siteOrigin = process.env.SITE_URL ?? `https://www.${process.env.PROJECT_DOMAIN ?? 'juwelier-albrecht.de'}`;
const site = await readBuiltSite(root, siteOrigin);
const brokenLinks = brokenLinkReport(site);
// The build checks its links with a scanner before it publishes: it must see what the DOM sees.
const faults = [...scannerDifferences(site, await readSiteLinks(root, siteOrigin)), ...(await siteFactFaults(root, site))];

if (brokenLinks.length) {
  console.error(`${brokenLinks.length} broken link(s) in ${root}:`);
  for (const line of brokenLinks) console.error(`  ${line}`);
}
if (faults.length) {
  console.error(`${faults.length} fault(s) in the built site ${root}:`);
  for (const line of faults) console.error(`  ${line}`);
}
if (brokenLinks.length || faults.length) process.exit(1);
console.log(`All links resolve: ${site.pages.size} pages in ${root}.`);
console.log(`Site facts hold: ${routeCount} routes, ${site.facts.size} pages with their structured data, sitemap, robots.txt and no drafts, in ${root}.`);
