import { describe, expect, it } from 'vitest';
import { planSitemap, renderSitemapFile, sitemapUrlLimit, type SitemapEntry } from '../../site/_config/sitemap-files.ts';

const entries = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    path: `/shop/produkt-${index + 1}`,
    alternates: [
      { lang: 'de', path: `/shop/produkt-${index + 1}` },
      { lang: 'en', path: `/en/shop/produkt-${index + 1}` },
    ],
  }));

const siteUrl = 'https://www.example.de';

describe('sitemap files', () => {
  it('is one sitemap.xml with every address while under the limit', async () => {
    const files = planSitemap(entries(5), 5);
    expect(files.map((file) => file.path)).toEqual(['/sitemap.xml']);
    const xml = await renderSitemapFile(files[0]!, siteUrl);
    expect(xml).toContain('<urlset');
    expect(xml.match(/<loc>/g)).toHaveLength(5);
    expect(xml).toContain('hreflang="en" href="https://www.example.de/en/shop/produkt-3"');
  });

  it('past the limit, sitemap.xml is an index naming parts that hold every address once', async () => {
    const files = planSitemap(entries(7), 3);
    expect(files.map((file) => file.path)).toEqual(['/sitemap.xml', '/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml']);
    const index = await renderSitemapFile(files[0]!, siteUrl);
    expect(index).toContain('<sitemapindex');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${siteUrl}/sitemap-1.xml`,
      `${siteUrl}/sitemap-2.xml`,
      `${siteUrl}/sitemap-3.xml`,
    ]);
    const parts = await Promise.all(files.slice(1).map((file) => renderSitemapFile(file, siteUrl)));
    const locs = parts.flatMap((xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    expect(locs).toEqual(entries(7).map((entry) => `${siteUrl}${entry.path}`));
    expect(parts.map((xml) => xml.match(/<loc>/g)!.length)).toEqual([3, 3, 1]);
  });

  it('keeps to the 50,000 addresses search engines accept by default', () => {
    expect(sitemapUrlLimit).toBe(50_000);
    expect(planSitemap(entries(50_000))).toHaveLength(1);
    expect(planSitemap(entries(50_001)).map((file) => file.path)).toEqual(['/sitemap.xml', '/sitemap-1.xml', '/sitemap-2.xml']);
  });
});
