import { defaultLanguage, isLanguage, type Language } from '../core/languages.ts';
import { createTranslator, type Translate } from './translator.ts';

/**
 * The browser's translator: loads only the page's language (one small JSON chunk) before the
 * first widget renders, so components can call `t` synchronously.
 */
let translate: Translate = (key) => key;
let loading: Promise<void> | null = null;

export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguage(lang) ? lang : defaultLanguage;
}

export function loadTranslations(lang: Language = pageLanguage()): Promise<void> {
  loading ??= import(`../../site/locales/${lang}.json`).then((module: { default: Record<string, unknown> }) => {
    translate = createTranslator({ [lang]: module.default }, lang).t;
  });
  return loading;
}

export const t: Translate = (key, options) => translate(key, options);
