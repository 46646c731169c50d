import { defaultLanguage, isLanguage, type Language } from '../core/languages.ts';
import { createTranslator, type Translate } from './translator.ts';

/**
 * The browser's translator: loads only the page's language (one small JSON chunk) before the
 * first widget renders, so components can call `t` synchronously.
 */
let translate: Translate = (key) => key;
let loading: Promise<void> | null = null;
/** The language of the page the build is rendering a widget for (there is no document then). */
let renderingLanguage: Language = defaultLanguage;

export function pageLanguage(): Language {
  if (typeof document === 'undefined') return renderingLanguage;
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : defaultLanguage;
}

/**
 * The build renders widgets for pages of every language, one render at a time (a render is
 * synchronous): it sets the page's language and translator before each.
 */
export function renderFor(lang: Language, translator: Translate): void {
  renderingLanguage = lang;
  translate = translator;
}

export function loadTranslations(lang: Language = pageLanguage()): Promise<void> {
  loading ??= import(`../../site/locales/${lang}.json`).then((module: { default: Record<string, unknown> }) => {
    translate = createTranslator({ [lang]: module.default }, lang).t;
  });
  return loading;
}

export const t: Translate = (key, options) => translate(key, options);
