import { describe, expect, it } from 'vitest';
import { inlineScriptFaults, jsonLdFaults, routePageFaults, scriptHash, sitemapFaults, type RoutePage } from '../site-facts/fact-rules.ts';
import type { PageFacts } from '../site-facts/page-facts.ts';

/** The rules tests/site-facts/ checks every built page with: each must notice what it is for. */
const identity = { siteTitle: 'Juwelier Albrecht', siteUrl: 'https://www.example.de' };
const contact: RoutePage = { key: 'contact', lang: 'de', path: '/kontakt', alternates: { de: '/kontakt', en: '/en/contact' } };
const rightFacts: PageFacts = {
  lang: 'de',
  title: 'Kontakt | Juwelier Albrecht',
  firstHeading: 'Kontakt',
  alternates: [
    ['de', 'https://www.example.de/kontakt'],
    ['en', 'https://www.example.de/en/contact'],
    ['x-default', 'https://www.example.de/kontakt'],
  ],
  canonical: 'https://www.example.de/kontakt',
  description: 'Schreiben Sie uns oder besuchen Sie uns in der Freiburger Altstadt, wir beraten Sie gern.',
  jsonLd: ['{"@context":"https://schema.org","@type":"Organization"}'],
  inlineScripts: [],
  metaCsp: "default-src 'self'; script-src 'self'",
};

describe('the facts every route page states about itself', () => {
  it('hold for a page built as the spec says', () => {
    expect(routePageFaults(contact, rightFacts, identity)).toEqual([]);
    expect(jsonLdFaults(rightFacts)).toEqual([]);
  });

  it.each<[string, Partial<PageFacts>, RegExp]>([
    ['another language', { lang: 'en' }, /^lang is "en", expected "de"$/],
    ['a title without the site name', { title: 'Kontakt' }, /title is "Kontakt", expected "Kontakt \| Juwelier Albrecht"/],
    ['no heading', { firstHeading: '' }, /no level-one heading/],
    ['no x-default', { alternates: rightFacts.alternates.slice(0, 2) }, /hreflang alternates/],
    ['a canonical of another page', { canonical: 'https://www.example.de/en/contact' }, /canonical is/],
    ['a short description', { description: 'Kontakt' }, /shorter than 50/],
  ])('notice %s', (_case, wrong, fault) => {
    expect(routePageFaults(contact, { ...rightFacts, ...wrong }, identity).join('\n')).toMatch(fault);
  });

  it('the home page carries the site name alone', () => {
    const home: RoutePage = { key: 'home', lang: 'de', path: '/', alternates: { de: '/' } };
    const facts = { ...rightFacts, title: 'Juwelier Albrecht', firstHeading: 'Willkommen', canonical: 'https://www.example.de/', alternates: [['de', 'https://www.example.de/'], ['x-default', 'https://www.example.de/']] as [string, string][] };
    expect(routePageFaults(home, facts, identity)).toEqual([]);
  });

  it('notice broken or anonymous structured data', () => {
    expect(jsonLdFaults({ ...rightFacts, jsonLd: ['{"@context":"https://schema.org",'] })).toEqual([expect.stringMatching(/not valid JSON/)]);
    expect(jsonLdFaults({ ...rightFacts, jsonLd: ['{"name":"x"}'] })).toEqual([expect.stringMatching(/lacks/)]);
  });
});

describe('inline scripts under the Content-Security-Policy', () => {
  const code = 'document.documentElement.dataset.scripted=""';
  const allowing = `default-src 'self'; script-src 'self' ${scriptHash(code)} https://www.paypal.com; style-src 'self'`;

  it('hold when both policies allow the script by its hash', () => {
    expect(inlineScriptFaults({ inlineScripts: [code], metaCsp: allowing }, `${allowing}; frame-ancestors 'none'`)).toEqual([]);
  });

  it('notice a script changed after hashing, a policy without the hash, and inline script allowed wholesale', () => {
    expect(inlineScriptFaults({ inlineScripts: [`${code};`], metaCsp: allowing }, allowing)).toHaveLength(2);
    expect(inlineScriptFaults({ inlineScripts: [code], metaCsp: allowing }, "script-src 'self'")).toEqual([
      expect.stringMatching(/^the _headers CSP does not allow the inline script/),
    ]);
    expect(inlineScriptFaults({ inlineScripts: [], metaCsp: "script-src 'self' 'unsafe-inline'" }, allowing)).toEqual([
      "the meta CSP allows 'unsafe-inline' scripts",
    ]);
  });
});

describe('the sitemap', () => {
  const entry = (url: string, links: string[]) => `<url><loc>${url}</loc>${links.join('')}</url>`;
  const link = (lang: string, url: string) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${url}"/>`;
  const contactLinks = [link('de', 'https://www.example.de/kontakt'), link('en', 'https://www.example.de/en/contact'), link('x-default', 'https://www.example.de/kontakt')];
  const pages: RoutePage[] = [contact, { ...contact, lang: 'en', path: '/en/contact' }];
  const complete =
    entry('https://www.example.de/kontakt', contactLinks) +
    entry('https://www.example.de/en/contact', contactLinks) +
    entry('https://www.example.de/shop/ring', []) +
    entry('https://www.example.de/shop/kategorie/uhren/seite/2', []) +
    entry('https://www.example.de/en/shop/page/3', []);

  it('holds when it lists every route page with its alternates (and the shop’s own pages)', () => {
    expect(sitemapFaults(complete, pages, identity.siteUrl)).toEqual([]);
  });

  it('notices a missing page, a page not in the table and a missing alternate', () => {
    const faults = sitemapFaults(
      entry('https://www.example.de/kontakt', contactLinks.slice(0, 2)) + entry('https://www.example.de/entwurf', []) + entry('https://www.example.de/shop/kategorie/uhren/x', []),
      pages,
      identity.siteUrl,
    ).join('\n');
    expect(faults).toMatch(/lacks https:\/\/www\.example\.de\/en\/contact/);
    expect(faults).toMatch(/lists https:\/\/www\.example\.de\/entwurf/);
    // Below the shop only what the shop has: a product, brands, the list's own pages.
    expect(faults).toMatch(/lists https:\/\/www\.example\.de\/shop\/kategorie\/uhren\/x,/);
    expect(faults).toMatch(/hreflang="x-default"/);
  });
});
