import { renderSitemapFile, type SitemapFile } from './_config/sitemap-files.ts';
import type { PageData } from './_includes/page-types.ts';

/**
 * sitemap.xml: every page with its language alternates (xhtml:link), written by the sitemap
 * library; past 50,000 addresses an index at the same address and its parts (site/_config/sitemap-files.ts).
 */
export const data = {
  pagination: { data: 'sitemapFiles', size: 1, alias: 'sitemapFile' },
  permalink: (data: { sitemapFile: SitemapFile }) => data.sitemapFile.path,
  eleventyExcludeFromCollections: true,
};

export function render(data: PageData & { sitemapFile: SitemapFile }): Promise<string> {
  return renderSitemapFile(data.sitemapFile, data.config.siteUrl);
}
