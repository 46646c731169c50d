import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReadSite } from '../links/read-site.ts';
import { allPages, siteTitle, siteUrl } from '../e2e/routes.ts';
import { absoluteUrl, inlineScriptFaults, jsonLdFaults, routePageFaults, sitemapFaults } from './fact-rules.ts';

const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/**
 * The facts of the built site that need no browser, from the pages as read once: every route of
 * the spec's table in each of its languages (lang, title rule, first heading, hreflang with
 * x-default, canonical, description), valid JSON-LD on every page, each inline script allowed by
 * its hash in the meta and header policies, the sitemap and robots.txt, and no draft or other
 * project's content in any file. One line per fault with its page.
 */
export async function siteFactFaults(root: string, site: ReadSite): Promise<string[]> {
  const identity = { siteTitle, siteUrl };
  const faults: string[] = [];
  const fault = (where: string, what: string) => faults.push(`${where}: ${what}`);
  const files = [...site.files].map((file) => file.slice(1));
  const read = (file: string) => readFile(path.join(root, file), 'utf8');
  const routeFiles = new Map(allPages.map((page) => [pageFile(page.path), page]));

  // The policy the host sends with every page (`/*` in the _headers file).
  const headerCsp = /^\s+Content-Security-Policy: (.*)$/m.exec(await read('_headers').catch(() => ''))?.[1] ?? '';
  if (!headerCsp) fault('/_headers', 'sends no Content-Security-Policy');
  for (const [file, facts] of site.facts) {
    for (const problem of jsonLdFaults(facts)) fault(`/${file}`, problem);
    for (const problem of inlineScriptFaults(facts, headerCsp)) fault(`/${file}`, problem);
    const route = routeFiles.get(file);
    if (route) for (const problem of routePageFaults(route, facts, identity)) fault(`${route.path} (${route.key}, ${route.lang})`, problem);
  }
  for (const [file, route] of routeFiles) if (!site.facts.has(file)) fault(route.path, `no page was built (${file} is missing)`);

  const sitemap = await read('sitemap.xml').catch(() => '');
  for (const problem of sitemapFaults(sitemap, allPages, siteUrl)) fault('/sitemap.xml', problem);
  // The shop's own pages below each shop root: brands and products, in every language.
  for (const shopPath of ['/shop/marken', '/en/shop/brands', '/fr/shop/polarkreis-fliegeruhr-42-mm']) {
    if (!sitemap.includes(`<loc>${absoluteUrl(siteUrl, shopPath)}</loc>`)) fault('/sitemap.xml', `lacks the shop page ${shopPath}`);
  }
  const robots = await read('robots.txt').catch(() => '');
  if (!robots.includes(`Sitemap: ${siteUrl}/sitemap.xml`)) fault('/robots.txt', `does not name the sitemap ${siteUrl}/sitemap.xml`);

  // The demo content holds a draft ("Entwurf – nie anzeigen") and another project's items ("Fremd…"):
  // no page, data file or sitemap may carry them.
  for (const file of files.filter((name) => /\.(html|json|xml|txt)$/.test(name))) {
    const marker = (await read(file)).match(/Entwurf|Fremd/)?.[0];
    if (marker) fault(`/${file}`, `contains "${marker}": a draft or another project's content was published`);
  }
  return faults;
}

/** How many routes and pages the facts were read of, for the closing line. */
export const routeCount = allPages.length;
