import type { Language } from '../../widgets/core/languages.ts';
import { allResources } from '../../widgets/i18n/all-resources.ts';
import { createTranslator } from '../../widgets/i18n/translator.ts';

const translator = createTranslator(allResources, 'de');

/**
 * A string for the shop templates' computed data (title, breadcrumbs), which runs before the
 * template's shortcodes are at hand. Like the t filter, a missing key fails the build.
 */
export function shopText(key: string, lang: Language): string {
  if (!translator.has(key, lang)) throw new Error(`shop pages: no "${lang}" translation for "${key}" in site/locales/${lang}.json`);
  return translator.forLanguage(lang)(key);
}
