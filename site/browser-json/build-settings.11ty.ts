import type { PageData } from '../_includes/page-types.ts';
import { buildSettingsPath } from '../_config/build-settings-file.ts';

/** The shop settings the shop pages were rendered with, for their hydration (build-settings-file.ts). */
export const data = { eleventyExcludeFromCollections: true, permalink: (data: PageData) => buildSettingsPath(data.site.settings) };

export function render(data: PageData): string {
  return JSON.stringify(data.site.settings);
}
