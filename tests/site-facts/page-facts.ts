/**
 * What a search engine and a browser read off a built page before any script runs: its language,
 * title, first heading, alternates, canonical address, description and structured data.
 */
export interface PageFacts {
  lang: string | null;
  title: string;
  firstHeading: string;
  /** [hreflang, href] in document order. */
  alternates: [string, string][];
  canonical: string | null;
  description: string | null;
  /** The text of each JSON-LD script. */
  jsonLd: string[];
  /** The text of each script that runs inline (not JSON-LD, no src). */
  inlineScripts: string[];
  /** The page's own Content-Security-Policy (its meta tag). */
  metaCsp: string | null;
}

export function readPageFacts(document: Document): PageFacts {
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    lang: document.documentElement.getAttribute('lang'),
    title: document.title.trim(),
    firstHeading: document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
    canonical: attribute('link[rel="canonical"]', 'href'),
    description: attribute('meta[name="description"]', 'content'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    inlineScripts: [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map((script) => script.textContent ?? ''),
    metaCsp: attribute('meta[http-equiv="Content-Security-Policy"]', 'content'),
  };
}
