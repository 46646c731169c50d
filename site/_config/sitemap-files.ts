import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { hreflangLinks, type Alternate } from '../../widgets/core/seo.ts';

/**
 * sitemap.xml as search engines accept it: one file holds at most 50,000 addresses (sitemaps.org).
 * Under that, /sitemap.xml lists every page; past it, /sitemap.xml becomes a sitemap index that
 * names /sitemap-1.xml, /sitemap-2.xml, … so robots.txt and search consoles keep their address.
 * A 10,000-product shop in three languages is about 30,000 pages; the limit falls near 16,600.
 */
export const sitemapUrlLimit = 50_000;

export interface SitemapEntry {
  path: string;
  alternates: Alternate[];
}

export interface SitemapFile {
  /** Where the file is written, e.g. "/sitemap.xml". */
  path: string;
  /** The entries of a part, or the part paths an index names. */
  kind: 'urlset' | 'index';
  entries: SitemapEntry[];
  parts: string[];
}

/** Which files to write: one urlset while the entries fit, else an index plus parts of `limit` entries each. */
export function planSitemap(entries: SitemapEntry[], limit = sitemapUrlLimit): SitemapFile[] {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`sitemap limit must be a positive whole number, not ${limit}`);
  if (entries.length <= limit) return [{ path: '/sitemap.xml', kind: 'urlset', entries, parts: [] }];
  const parts: SitemapFile[] = [];
  for (let start = 0; start < entries.length; start += limit) {
    parts.push({ path: `/sitemap-${parts.length + 1}.xml`, kind: 'urlset', entries: entries.slice(start, start + limit), parts: [] });
  }
  return [{ path: '/sitemap.xml', kind: 'index', entries: [], parts: parts.map((part) => part.path) }, ...parts];
}

/** A file's XML, written by the sitemap library (escaping, namespaces, the index format). */
export async function renderSitemapFile(file: SitemapFile, siteUrl: string): Promise<string> {
  if (file.kind === 'index') {
    const index = new SitemapIndexStream();
    for (const part of file.parts) index.write({ url: `${siteUrl}${part}` });
    index.end();
    return (await streamToPromise(index)).toString();
  }
  const stream = new SitemapStream({ hostname: siteUrl, xmlns: { xhtml: true, news: false, image: false, video: false } });
  for (const entry of file.entries) {
    stream.write({
      url: entry.path,
      links: hreflangLinks(entry.alternates, siteUrl).map((link) => ({ lang: link.hreflang, hreflang: link.hreflang, url: link.href })),
    });
  }
  stream.end();
  return (await streamToPromise(stream)).toString();
}
