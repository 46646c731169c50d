import type { Language } from '../../widgets/core/languages.ts';
import type { SiteContent } from '../../widgets/core/site.ts';
import type { PlaceholderOptions } from '../../widgets/runtime/placeholder.ts';
import type { BuildConfig, BuildOptions } from '../_config/build-options.ts';

/** The data cascade every page template receives. */
export interface PageData {
  lang: Language;
  title?: string;
  description?: string;
  site: SiteContent;
  build: BuildOptions;
  config: BuildConfig;
  languages: Language[];
  page: { url: string; inputPath: string; date: Date };
  /** Rendered body, in layouts. */
  content?: string;
}

/** `this` in a .11ty.ts render function: the site's shortcodes and filters. */
export interface TemplateContext {
  widget(name: string, props?: Record<string, unknown>, options?: PlaceholderOptions): string;
  t(key: string, lang?: Language, options?: Record<string, unknown>): string;
  page: PageData['page'];
}
