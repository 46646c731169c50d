import type { Language } from '../../widgets/core/languages.ts';
import { buildTranslator as translator } from '../../widgets/i18n/build-translator.ts';

/**
 * A string for the shop templates' computed data (title, breadcrumbs), which runs before the
 * template's shortcodes are at hand. Like the t filter, a missing key fails the build.
 */
export function shopText(key: string, lang: Language, options?: Record<string, unknown>): string {
  if (!translator.has(key, lang)) throw new Error(`shop pages: no "${lang}" translation for "${key}" in site/locales/${lang}.json`);
  return translator.forLanguage(lang)(key, options);
}
