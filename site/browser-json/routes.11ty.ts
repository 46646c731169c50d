import type { Redirect } from '../../widgets/core/redirects.ts';
import type { PageEntry } from '../_config/page-entries.ts';

/** Known paths and redirects, for the 404 page's script (case-insensitive recovery). */
export const data = { permalink: '/data/routes.json', eleventyExcludeFromCollections: true };

export function render(data: { pageEntries: PageEntry[]; redirects: Redirect[] }): string {
  return JSON.stringify({ paths: data.pageEntries.map((entry) => entry.path), redirects: data.redirects });
}
