import type { Language } from '../core/languages.ts';

const names = new Map<Language, Intl.DisplayNames | null>();

/** A country's name in the page's language ("Frankreich", "France"); the settings' name where Intl cannot say. */
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
