import type { PageData } from './_includes/page-types.ts';

export const data = { permalink: '/robots.txt', eleventyExcludeFromCollections: true };

export function render(data: PageData): string {
  return `User-agent: *\nAllow: /\nDisallow: /data/\n\nSitemap: ${data.config.siteUrl}/sitemap.xml\n`;
}
