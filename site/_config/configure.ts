import { isLanguage, languages, type Language } from '../../widgets/core/languages.ts';
import { inlineLogoSvg } from './inline-logo.ts';
import { siteRedirects } from '../../widgets/core/redirects.ts';
import { languageOfPath, type PageKey } from '../../widgets/core/routes.ts';
import type { ImageRef } from '../../widgets/core/image.ts';
import { isRecord } from '../../widgets/core/shapes.ts';
import { createContentSource } from '../../widgets/content/build/create-source.ts';
import { loadSiteContent } from '../../widgets/content/build/site-content.ts';
import { buildTranslator as translator } from '../../widgets/i18n/build-translator.ts';
import { widgetPlaceholder, WidgetUsageError, type OwnRender, type PlaceholderOptions } from '../../widgets/runtime/build/placeholder.ts';
import { boundedMemo, widgetRenderer } from '../../widgets/runtime/build/widget-renderer.ts';
import { inlineHeadScript } from '../../widgets/runtime/build/inline-head-script.ts';
import { renderPerPage } from '../../widgets/runtime/build/per-page-render.ts';
import { widgetSpecs, type WidgetSpec } from '../../widgets/runtime/build/widget-specs.ts';
import { readBuildConfig, type BuildOptions } from './build-options.ts';
import { processBodyImages } from './content-images.ts';
import { withLocalTextImages } from './site-text-images.ts';
import { createStylesheetBundles } from './stylesheet-bundles.ts';
import { themeCss } from '../../widgets/core/theme.ts';
import type { OptionalStylesheet } from '../_includes/stylesheets.ts';
import { createImageRenderer } from './images.ts';
import { buildPageEntries, type PageEntry } from './page-entries.ts';
import { planSitemap } from './sitemap-files.ts';
import { shopSitemapEntries } from './shop-sitemap.ts';
import { buildShop, type ShopBuild } from './shop-catalog.ts';
import { sanitizeCmsHtml } from '../../widgets/content/build/sanitize.ts';
import { writeShopDataFiles } from './shop-data-files.ts';
import { BuildSession, productPositions, shopOfPass, templatesBesidesPerProduct } from './build-passes.ts';
import { forgetSameOnEveryPage } from '../_includes/partials/same-on-every-page.ts';

interface PageContext {
  page?: { url?: string | false; inputPath?: string };
}

const defaultBuildOptions: BuildOptions = {
  entryScript: '/assets/widgets/entry.js',
  notFoundScript: '/assets/widgets/not-found.js',
  serviceWorkerScript: null,
  runtime: 'react',
  dev: false,
};

/**
 * build.mjs hands its options over through Eleventy's programmatic config hook, which runs before
 * this file: as the global data `build`, merged here over the defaults of a plain production build.
 */
function readBuildOptions(eleventyConfig: EleventyConfig): BuildOptions {
  const passed = eleventyConfig.globalData.build;
  return { ...defaultBuildOptions, ...(isRecord(passed) ? (passed as Partial<BuildOptions>) : {}) };
}

// Eleventy's config API is untyped; this is the part the site uses.
interface EleventyConfig {
  directories: { output: string };
  /** What addGlobalData set so far (build.mjs's hook sets `build` before this file runs). */
  globalData: Record<string, unknown>;
  addExtension(extensions: string[], options: { key: string }): void;
  addTemplateFormats(formats: string): void;
  addGlobalData(name: string, value: unknown): void;
  addShortcode(name: string, fn: (this: PageContext, ...args: never[]) => unknown): void;
  addAsyncShortcode(name: string, fn: (this: PageContext, ...args: never[]) => Promise<unknown>): void;
  addFilter(name: string, fn: (this: PageContext, ...args: never[]) => unknown): void;
  addPassthroughCopy(paths: Record<string, string>): void;
  ignores: { add(glob: string): void };
  addWatchTarget(path: string): void;
  on(event: 'eleventy.before' | 'eleventy.after', listener: () => void | Promise<void>): void;
}

/** Pages without CMS content, titled from the translations. */
const translatedTitleKeys: Record<string, string> = {
  terms: 'pages.terms',
  withdrawal: 'pages.withdrawal',
  shipping_and_payment: 'pages.shippingAndPayment',
  withdraw_contract: 'pages.withdrawContract',
};

export function configureSite(eleventyConfig: EleventyConfig) {
  const config = readBuildConfig();
  const build = readBuildOptions(eleventyConfig);
  const warn = (message: string) => console.warn(`[content] ${message}`);
  // The embedded demo by default; Directus when CONTENT_URL is set (the token stays in this process).
  const source = createContentSource(process.env, warn);

  eleventyConfig.addExtension(['11ty.ts'], { key: '11ty.js' });
  eleventyConfig.addTemplateFormats('11ty.ts');
  eleventyConfig.ignores.add('site/_content/**');
  eleventyConfig.ignores.add('site/_config/**');
  // The passes after the first render only the pages and files of their products (build-passes.ts).
  if (build.pass?.productsOnly) for (const template of templatesBesidesPerProduct()) eleventyConfig.ignores.add(template);
  eleventyConfig.addWatchTarget('site/_content/');
  eleventyConfig.addWatchTarget('site/locales/');
  eleventyConfig.addWatchTarget('site/assets/css/');
  // The stylesheets reach pages only inside their bundles (below), never as files of their own.
  if (!build.pass?.productsOnly) eleventyConfig.addPassthroughCopy({ 'site/assets/images': 'assets/images' });

  const images = createImageRenderer(source, eleventyConfig.directories.output);
  // Images in CMS texts: served from the site, whichever host the editor took them from.
  const bodyImages = (html: string, where: string) => processBodyImages(html, images, config.contentUrl, { where, warn });

  // Read once per build (by its first pass); every page shares the result.
  const session = build.session ?? new BuildSession();
  const siteContent = () =>
    session.once('site', () => loadSiteContent(source, config.projectDomain, warn, { drafts: config.drafts }).then((site) => withLocalTextImages(site, bodyImages)));

  eleventyConfig.addGlobalData('languages', [...languages]);
  eleventyConfig.addGlobalData('config', config);
  eleventyConfig.addGlobalData('build', build);
  eleventyConfig.addGlobalData('redirects', siteRedirects(config.customerPortalUrl));
  eleventyConfig.addGlobalData('site', siteContent);
  // What the first paint needs, inline in every page's head, allowed by its hash (not 'unsafe-inline').
  eleventyConfig.addGlobalData('headScript', inlineHeadScript({ minify: !build.dev }));
  eleventyConfig.addGlobalData('logoSvg', async () => inlineLogoSvg((await siteContent()).project.logo));
  const pageEntries = (): Promise<PageEntry[]> =>
    session.once('pageEntries', () => siteContent().then((site) =>
      buildPageEntries({
        pages: site.pages,
        shopLegalTexts: site.shopLegalTexts,
        titleOf: (key: PageKey, lang: Language) => translator.forLanguage(lang)(translatedTitleKeys[key] ?? `pages.${key}`),
        descriptionOf: (key: PageKey, lang: Language) => (key === 'withdraw_contract' ? translator.forLanguage(lang)('withdrawal.page.description') : ''),
        warn,
      }),
    ));
  eleventyConfig.addGlobalData('pageEntries', pageEntries);

  // Widgets that render themselves: their components, bundled for this build's runtime.
  let renderer = widgetRenderer(build.runtime);
  // Most widgets have the same props on every page of a language (the banner, the contact form): rendered once.
  let renderedWidgets = boundedMemo<string>(1000);
  if (build.dev) {
    // A changed component changes the pages' HTML too, or the browser would hydrate stale markup.
    eleventyConfig.addWatchTarget('widgets/');
    eleventyConfig.on('eleventy.before', () => {
      renderer = widgetRenderer(build.runtime, { fresh: true });
      renderedWidgets = boundedMemo<string>(1000);
    });
  }
  /** {% widget "cart-icon", { cartPath: "/shop/warenkorb" }, { hydrate: "idle" } %} */
  eleventyConfig.addShortcode('widget', function (this: PageContext, name: string, props?: unknown, options?: PlaceholderOptions) {
    const ownRender: OwnRender = (widget, checkedProps, lang) => {
      if (!renderer.rendersItself(widget)) return null;
      if (!lang) throw new WidgetUsageError(`${this.page?.inputPath ?? 'a template'}: widget "${widget}" renders its own HTML and needs the page's language (options.lang)`);
      const spec: WidgetSpec = widgetSpecs[widget];
      if (spec.uniquePerPage) return renderer.renderWidget(widget, checkedProps, lang);
      return renderPerPage(
        widget,
        checkedProps,
        spec.perPage ?? [],
        (props) => renderer.renderWidget(widget, props, lang),
        (key, make) => renderedWidgets.get(`${widget}\n${lang}\n${key}`, make),
      );
    };
    return widgetPlaceholder(name, props, options, this.page?.inputPath, ownRender);
  });

  /** {% stylesheet ["forms.css"] %}: the path of the page's one stylesheet, the shell plus these files. */
  const bundles = createStylesheetBundles(
    eleventyConfig.directories.output,
    async () => themeCss((await siteContent()).project.theme),
    { minify: !build.dev },
  );
  eleventyConfig.on('eleventy.before', () => {
    bundles.reset();
    forgetSameOnEveryPage();
  });
  eleventyConfig.addAsyncShortcode('stylesheet', (wanted?: readonly OptionalStylesheet[]) => bundles.href(wanted ?? []));

  eleventyConfig.addAsyncShortcode('picture', (image: ImageRef, options: Parameters<typeof images.picture>[1]) =>
    images.picture(image, options),
  );
  eleventyConfig.addAsyncShortcode('previewImage', (image: ImageRef) => images.previewPath(image));
  // Returns data (a ShopImage), not markup: the shop's templates and its static JSON share it.
  eleventyConfig.addAsyncShortcode('shopImage', (image: ImageRef) => images.shopImage(image));

  // The shop's products, pages and static JSON (site/shop-*.11ty.ts, site/browser-json/shop-*.11ty.ts).
  const shopBuild = (): Promise<ShopBuild> =>
    session.once('shop', () => siteContent().then(async (site) => {
      const shop = await buildShop({
        catalogs: site.catalogs,
        defaultSort: site.shopSettings.defaultSort,
        defaultShippingTime: site.shopSettings.defaultShippingTime,
        shopImage: (image) => images.shopImage(image),
        sanitizeHtml: (html) => sanitizeCmsHtml(html, { siteHost: config.projectDomain }),
        bodyImages,
        warn,
      });
      session.productCount = productPositions(shop);
      return shop;
    }));
  eleventyConfig.addGlobalData('shop', shopBuild);
  // The products whose pages and files this run renders (all of them but in build.mjs's passes).
  eleventyConfig.addGlobalData('shopPass', async () => shopOfPass(await shopBuild(), build.pass));
  // Each product's JSON files (its page's, its card) in every language, written beside the pages (shop-data-files.ts).
  eleventyConfig.on('eleventy.after', async () => {
    await writeShopDataFiles(eleventyConfig.directories.output, shopOfPass(await shopBuild(), build.pass));
  });
  // sitemap.xml (and its parts past 50,000 addresses): the route table's pages and the shop's.
  eleventyConfig.addGlobalData('sitemapFiles', async () => planSitemap([...(await pageEntries()), ...shopSitemapEntries(await shopBuild())]));
  eleventyConfig.addAsyncShortcode('bodyImages', (bodyHtml: string, where: string) => bodyImages(bodyHtml, where));

  /**
   * {{ "cart.add" | t }}: the page's language comes from its URL unless given. A missing key
   * fails the build, so no page ships an untranslated key.
   */
  eleventyConfig.addFilter('t', function (this: PageContext, key: string, langOrOptions?: unknown, options?: Record<string, unknown>) {
    const lang = isLanguage(langOrOptions) ? langOrOptions : languageOfPath(String(this.page?.url || '/'));
    const values = isLanguage(langOrOptions) ? options : (langOrOptions as Record<string, unknown> | undefined);
    if (!translator.has(key, lang)) {
      throw new Error(`${this.page?.inputPath ?? 'a template'}: no "${lang}" translation for "${key}" in site/locales/${lang}.json`);
    }
    return translator.forLanguage(lang)(key, values);
  });
}
