import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Window } from 'happy-dom';
import { allPages, siteTitle, siteUrl } from '../e2e/routes.ts';
import { absoluteUrl, inlineScriptFaults, jsonLdFaults, routePageFaults, sitemapFaults } from './fact-rules.ts';
import { readPageFacts } from './page-facts.ts';

/**
 * `node --import tsx tests/site-facts/check-built-facts.ts <build folder>`: the facts of the built
 * site that need no browser, read once per page in Node: every route of the spec's table in each
 * of its languages (lang, title rule, first heading, hreflang with x-default, canonical,
 * description), valid JSON-LD on every page, each inline script allowed by its hash in the
 * meta and header policies, the sitemap and robots.txt, and no draft or other
 * project's content in any file. Exits 1 listing every fault with its page.
 */
const root = process.argv[2] ?? '_site';
const identity = { siteTitle, siteUrl };
const faults: string[] = [];
const fault = (where: string, what: string) => faults.push(`${where}: ${what}`);

const files = (await readdir(root, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
const read = (file: string) => readFile(path.join(root, file), 'utf8');
const pageFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
});
const parser = new window.DOMParser();
const routeFiles = new Map(allPages.map((page) => [pageFile(page.path), page]));
let pagesRead = 0;
// The policy the host sends with every page (`/*` in the _headers file).
const headerCsp = /^\s+Content-Security-Policy: (.*)$/m.exec(await read('_headers').catch(() => ''))?.[1] ?? '';
if (!headerCsp) fault('/_headers', 'sends no Content-Security-Policy');
try {
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = await read(file);
    const facts = readPageFacts(parser.parseFromString(html, 'text/html') as unknown as Document);
    pagesRead += 1;
    for (const problem of jsonLdFaults(facts)) fault(`/${file}`, problem);
    for (const problem of inlineScriptFaults(facts, headerCsp)) fault(`/${file}`, problem);
    const route = routeFiles.get(file);
    if (route) for (const problem of routePageFaults(route, facts, identity)) fault(`${route.path} (${route.key}, ${route.lang})`, problem);
  }
} finally {
  await window.happyDOM.close();
}
for (const [file, route] of routeFiles) if (!files.includes(file)) fault(route.path, `no page was built (${file} is missing)`);

const sitemap = await read('sitemap.xml').catch(() => '');
for (const problem of sitemapFaults(sitemap, allPages, siteUrl)) fault('/sitemap.xml', problem);
// The shop's own pages below each shop root: brands and products, in every language.
for (const path of ['/shop/marken', '/en/shop/brands', '/fr/shop/polarkreis-fliegeruhr-42-mm']) {
  if (!sitemap.includes(`<loc>${absoluteUrl(siteUrl, path)}</loc>`)) fault('/sitemap.xml', `lacks the shop page ${path}`);
}
const robots = await read('robots.txt').catch(() => '');
if (!robots.includes(`Sitemap: ${siteUrl}/sitemap.xml`)) fault('/robots.txt', `does not name the sitemap ${siteUrl}/sitemap.xml`);

// The demo content holds a draft ("Entwurf – nie anzeigen") and another project's items ("Fremd…"):
// no page, data file or sitemap may carry them.
for (const file of files.filter((name) => /\.(html|json|xml|txt)$/.test(name))) {
  const marker = (await read(file)).match(/Entwurf|Fremd/)?.[0];
  if (marker) fault(`/${file}`, `contains "${marker}": a draft or another project's content was published`);
}

if (faults.length) {
  console.error(`${faults.length} fault(s) in the built site ${root}:`);
  for (const line of faults) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Site facts hold: ${allPages.length} routes, ${pagesRead} pages with their structured data, sitemap, robots.txt and no drafts, in ${root}.`);
