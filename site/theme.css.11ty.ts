import { themeCss } from '../widgets/core/theme.ts';
import type { PageData } from './_includes/page-types.ts';

/** Colours for light and dark mode and the button styles, from the project's theme. */
export const data = { permalink: '/assets/theme.css', eleventyExcludeFromCollections: true };

export function render(data: PageData): string {
  return themeCss(data.site.project.theme);
}
