import type { Language } from './languages.ts';

const names = new Map<Language, Intl.DisplayNames | null>();

/**
 * A country's name in a language ("Frankreich", "France") from its ISO code, as the checkout,
 * the thanks view and the order mails write it; `fallback` where Intl cannot say (the settings'
 * name in the browser, the code itself in a mail).
 */
export function countryName(code: string, lang: Language, fallback: string): string {
  if (!names.has(lang)) {
    try {
      names.set(lang, new Intl.DisplayNames([lang], { type: 'region' }));
    } catch {
      names.set(lang, null);
    }
  }
  try {
    return names.get(lang)?.of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}
