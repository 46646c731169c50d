import { SitemapStream, streamToPromise } from 'sitemap';
import { hreflangLinks } from '../widgets/core/seo.ts';
import type { PageEntry } from './_config/page-entries.ts';
import { shopSitemapEntries } from './_config/shop-sitemap.ts';
import type { ShopBuild } from './_config/shop-catalog.ts';
import type { PageData } from './_includes/page-types.ts';

/** sitemap.xml: every page with its language alternates (xhtml:link), written by the sitemap library. */
export const data = { permalink: '/sitemap.xml', eleventyExcludeFromCollections: true };

export async function render(data: PageData & { pageEntries: PageEntry[]; shop: ShopBuild }): Promise<string> {
  const siteUrl = data.config.siteUrl;
  const stream = new SitemapStream({ hostname: siteUrl, xmlns: { xhtml: true, news: false, image: false, video: false } });
  // The shop's list, brands and product pages are built apart from the route table's pages.
  for (const entry of [...data.pageEntries, ...shopSitemapEntries(data.shop)]) {
    stream.write({
      url: entry.path,
      links: hreflangLinks(entry.alternates, siteUrl).map((link) => ({ lang: link.hreflang, hreflang: link.hreflang, url: link.href })),
    });
  }
  stream.end();
  return (await streamToPromise(stream)).toString();
}
