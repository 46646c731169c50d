import type { Language } from '../../widgets/core/languages.ts';
import type { SiteContent } from '../../widgets/core/site.ts';
import type { PlaceholderOptions } from '../../widgets/runtime/build/placeholder.ts';
import type { InlineHeadScript } from '../../widgets/runtime/build/inline-head-script.ts';
import type { ImageRef } from '../../widgets/core/image.ts';
import type { ShopImage } from '../../widgets/core/shop/types.ts';
import type { Alternate } from '../../widgets/core/seo.ts';
import type { BuildConfig, BuildOptions } from '../_config/build-options.ts';
import type { PageEntry } from '../_config/page-entries.ts';
import type { Crumb } from './partials/breadcrumbs.ts';
import type { OptionalStylesheet } from './stylesheets.ts';

/** The data cascade every page template receives. */
export interface PageData {
  lang: Language;
  title?: string;
  description?: string;
  site: SiteContent;
  /** The project's logo as inline SVG markup when it is one of the site's own SVG files (site/_config/inline-logo.ts). */
  logoSvg: string | null;
  /** The first-paint script inline in every head, and its CSP hash (widgets/runtime/build/inline-head-script.ts). */
  headScript: InlineHeadScript;
  build: BuildOptions;
  config: BuildConfig;
  languages: Language[];
  page: { url: string; inputPath: string; date: Date };
  /** Rendered body, in layouts. */
  content?: string;
  /** Set for the pages of the route table. */
  entry?: PageEntry;
  /** For pages outside the route table: their language versions and trail. */
  alternates?: Alternate[];
  breadcrumbs?: Crumb[];
  /** A page without the site's shell (header, footer, cookie banner, page-wide widgets): the widget gallery. */
  bare?: boolean;
  /** Extra JSON-LD objects (e.g. a Product) for the layout to write after Organization and BreadcrumbList. */
  structuredData?: Array<Record<string, unknown>>;
  /** The stylesheets this page needs besides the shell's (site/_includes/stylesheets.ts). */
  stylesheets?: readonly OptionalStylesheet[];
}

/** `this` in a .11ty.ts render function: the site's shortcodes and filters. */
export interface TemplateContext {
  widget(name: string, props?: Record<string, unknown>, options?: PlaceholderOptions): string;
  t(key: string, lang?: Language, options?: Record<string, unknown>): string;
  picture(image: ImageRef, options: { sizes: string; widths?: number[]; className?: string; eager?: boolean }): Promise<string>;
  /** A CMS body with its images served from the site (content-images.ts); `where` names the page in warnings. */
  bodyImages(bodyHtml: string, where: string): Promise<string>;
  /** Path of the 1200 px link-preview rendition of an image. */
  previewImage(image: ImageRef): Promise<string>;
  /** A product image as data: WebP srcset (320/640/960 w), a 640 px JPEG src, its size and alt text. */
  shopImage(image: ImageRef): Promise<ShopImage>;
  /** The path of the one stylesheet bundle with the shell and these files. */
  stylesheet(wanted?: readonly OptionalStylesheet[]): Promise<string>;
  page: PageData['page'];
}
