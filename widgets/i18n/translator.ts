import i18next, { type TOptions } from 'i18next';
import type { Language } from '../core/languages.ts';

export type Resources = Record<string, unknown>;
export type Translate = (key: string, options?: TOptions) => string;

/**
 * One i18next setup for the build (all languages) and the browser (the page's language).
 * Values are not HTML-escaped here: React and the build's html tag escape on output.
 */
export function createTranslator(resources: Partial<Record<Language, Resources>>, lng: Language) {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: false,
    initAsync: false,
    resources: Object.fromEntries(
      Object.entries(resources).map(([language, translation]) => [language, { translation }]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return {
    t: ((key, options) => instance.t(key, options) as string) as Translate,
    has: (key: string, language: Language) => instance.exists(key, { lng: language }),
    forLanguage: (language: Language): Translate => instance.getFixedT(language) as unknown as Translate,
  };
}
