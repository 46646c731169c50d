import type { PageData } from '../_includes/page-types.ts';

/** The public shop settings for the widgets (loaded once per page by the settings store). */
export const data = { permalink: '/data/settings.json', eleventyExcludeFromCollections: true };

export function render(data: PageData): string {
  return JSON.stringify(data.site.settings);
}
