import { languages } from '../../widgets/core/languages.ts';
import { languageOfPath } from '../../widgets/core/routes.ts';
import { loadSiteContent } from '../../widgets/content/site-content.ts';
import { demoSource } from '../../widgets/content/demo-source.ts';
import { allResources } from '../../widgets/i18n/all-resources.ts';
import { createTranslator } from '../../widgets/i18n/translator.ts';
import { isLanguage } from '../../widgets/core/languages.ts';
import { widgetPlaceholder, type PlaceholderOptions } from '../../widgets/runtime/placeholder.ts';
import { readBuildConfig, type BuildOptions } from './build-options.ts';

interface PageContext {
  page?: { url?: string | false; inputPath?: string };
}

const defaultBuildOptions: BuildOptions = { entryScript: '/assets/widgets/entry.js', runtime: 'react', dev: false };

/** build.mjs hands its options over in SITE_BUILD_OPTIONS (Eleventy reads this file in its own way). */
function readBuildOptions(): BuildOptions {
  const passed = process.env.SITE_BUILD_OPTIONS;
  return passed ? { ...defaultBuildOptions, ...(JSON.parse(passed) as Partial<BuildOptions>) } : defaultBuildOptions;
}

// Eleventy's config API is untyped; this is the part the site uses.
interface EleventyConfig {
  addExtension(extensions: string[], options: { key: string }): void;
  addTemplateFormats(formats: string): void;
  addGlobalData(name: string, value: unknown): void;
  addShortcode(name: string, fn: (this: PageContext, ...args: never[]) => unknown): void;
  addFilter(name: string, fn: (this: PageContext, ...args: never[]) => unknown): void;
  addPassthroughCopy(paths: Record<string, string>): void;
  ignores: { add(glob: string): void };
  addWatchTarget(path: string): void;
}

export function configureSite(eleventyConfig: EleventyConfig) {
  const config = readBuildConfig();
  const translator = createTranslator(allResources, 'de');

  eleventyConfig.addExtension(['11ty.ts'], { key: '11ty.js' });
  eleventyConfig.addTemplateFormats('11ty.ts');
  eleventyConfig.ignores.add('site/_content/**');
  eleventyConfig.ignores.add('site/_config/**');
  eleventyConfig.addWatchTarget('site/_content/');
  eleventyConfig.addWatchTarget('site/locales/');
  eleventyConfig.addPassthroughCopy({ 'site/assets': 'assets' });

  eleventyConfig.addGlobalData('languages', [...languages]);
  eleventyConfig.addGlobalData('config', config);
  eleventyConfig.addGlobalData('build', readBuildOptions());
  // Read once per build; every page shares the result.
  eleventyConfig.addGlobalData('site', () => loadSiteContent(demoSource(), config.projectDomain));

  /** {% widget "cart-icon", { cartPath: "/shop/warenkorb" }, { hydrate: "idle" } %} */
  eleventyConfig.addShortcode('widget', function (this: PageContext, name: string, props?: unknown, options?: PlaceholderOptions) {
    return widgetPlaceholder(name, props, options, this.page?.inputPath);
  });

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
