import { matchShopPath } from '../../widgets/core/shop/shop-paths.ts';
import { createHash } from 'node:crypto';
import type { PageFacts } from './page-facts.ts';

/**
 * The spec's rules for what every page says about itself (§2 route table, the title rule, SEO):
 * each returns the faults it finds as sentences naming what was expected, so one run lists every
 * fault of every page.
 */
export interface RoutePage {
  key: string;
  lang: 'de' | 'en' | 'fr';
  path: string;
  /** The same page's address in each language it exists in. */
  alternates: Partial<Record<'de' | 'en' | 'fr', string>>;
}

export interface SiteIdentity {
  siteTitle: string;
  siteUrl: string;
}

export const absoluteUrl = (siteUrl: string, path: string) => (path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`);

/** The route's alternates in the spec's language order, then x-default: the German page, else the first. */
function expectedAlternates(page: RoutePage, siteUrl: string): [string, string][] {
  const alternates = Object.entries(page.alternates).map(([lang, path]): [string, string] => [lang, absoluteUrl(siteUrl, path!)]);
  if (alternates.length === 0) return [];
  return [...alternates, ['x-default', absoluteUrl(siteUrl, page.alternates.de ?? Object.values(page.alternates)[0]!)]];
}

export function routePageFaults(page: RoutePage, facts: PageFacts, { siteTitle, siteUrl }: SiteIdentity): string[] {
  const faults: string[] = [];
  if (facts.lang !== page.lang) faults.push(`lang is ${JSON.stringify(facts.lang)}, expected "${page.lang}"`);
  if (!facts.firstHeading) faults.push('no level-one heading with text');
  const title = page.key === 'home' || facts.firstHeading === siteTitle ? siteTitle : `${facts.firstHeading} | ${siteTitle}`;
  if (facts.title !== title) faults.push(`title is "${facts.title}", expected "${title}" (the title rule)`);
  const alternates = expectedAlternates(page, siteUrl);
  if (JSON.stringify(facts.alternates) !== JSON.stringify(alternates)) {
    faults.push(`hreflang alternates are ${JSON.stringify(facts.alternates)}, expected ${JSON.stringify(alternates)}`);
  }
  const canonical = absoluteUrl(siteUrl, page.path);
  if (facts.canonical !== canonical) faults.push(`canonical is ${JSON.stringify(facts.canonical)}, expected "${canonical}"`);
  if ((facts.description ?? '').length < 50) faults.push(`description ${JSON.stringify(facts.description)} is shorter than 50 characters`);
  return faults;
}

/** Every JSON-LD block parses and names schema.org and a type, as search engines require. */
export function jsonLdFaults(facts: PageFacts): string[] {
  return facts.jsonLd.flatMap((text, index) => {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      return [`JSON-LD block ${index + 1} is not valid JSON (${(error as Error).message})`];
    }
    const items = Array.isArray(data) ? data : [data];
    return items.flatMap((item: { '@context'?: unknown; '@type'?: unknown }) =>
      item?.['@context'] === 'https://schema.org' && item['@type'] ? [] : [`JSON-LD block ${index + 1} lacks "@context": "https://schema.org" or an "@type"`],
    );
  });
}

/** Whether an address is one of the shop's own pages below a root: brands, a product, or a page of the list (list-address.ts). */
function shopPageBelowRoot(url: string): boolean {
  const { pathname } = new URL(url);
  return ['/shop', '/en/shop', '/fr/shop'].some((root) => {
    const route = matchShopPath(root, pathname);
    return route !== null && pathname.replace(/\/+$/, '') !== root && (route.view !== 'list' || route.list !== undefined);
  });
}

/**
 * The sitemap lists exactly the route table's pages, plus the shop's pages below each shop root
 * (brands, products, the list's own pages), each with its alternates.
 */
export function sitemapFaults(xml: string, pages: readonly RoutePage[], siteUrl: string): string[] {
  const faults: string[] = [];
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const listed = new Set(locations.filter((url) => !shopPageBelowRoot(url)));
  const expected = new Set(pages.map((page) => absoluteUrl(siteUrl, page.path)));
  for (const url of expected) if (!listed.has(url)) faults.push(`sitemap.xml lacks ${url}`);
  for (const url of listed) if (!expected.has(url)) faults.push(`sitemap.xml lists ${url}, which is no page of the route table`);
  if (new Set(locations).size !== locations.length) faults.push('sitemap.xml lists a page twice');
  for (const page of pages.filter((candidate) => Object.keys(candidate.alternates).length > 1)) {
    for (const [lang, url] of expectedAlternates(page, siteUrl)) {
      const link = `<xhtml:link rel="alternate" hreflang="${lang}" href="${url}"/>`;
      if (!xml.includes(link)) faults.push(`sitemap.xml lacks the alternate ${link}`);
    }
  }
  return faults;
}

/** The CSP source expression that allows an inline script with exactly this text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * Every inline script must be allowed by its hash in each policy the browser applies (the page's
 * meta tag and the `_headers` file's header), and nothing may allow inline script wholesale.
 */
export function inlineScriptFaults(facts: Pick<PageFacts, 'inlineScripts' | 'metaCsp'>, headerCsp: string): string[] {
  const faults: string[] = [];
  const policies: Array<[string, string]> = [['the meta CSP', facts.metaCsp ?? ''], ['the _headers CSP', headerCsp]];
  for (const [name, policy] of policies) {
    const scriptSrc = policy.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src ')) ?? '';
    if (/'unsafe-inline'/.test(scriptSrc)) faults.push(`${name} allows 'unsafe-inline' scripts`);
    for (const text of facts.inlineScripts) {
      if (!scriptSrc.split(/\s+/).includes(scriptHash(text))) faults.push(`${name} does not allow the inline script "${text.slice(0, 40)}…" (${scriptHash(text)})`);
    }
  }
  return faults;
}
