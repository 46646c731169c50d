/** The site's languages; the first is the default and lives at the root path. */
export const languages = ['de', 'en', 'fr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'de';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Path prefix of a language: '' for the default language, '/en' for English. */
export function languagePrefix(lang: Language): string {
  return lang === defaultLanguage ? '' : `/${lang}`;
}

/** Each language in its own words, as a language switcher shows it. */
export const languageNames: Record<Language, string> = { de: 'Deutsch', en: 'English', fr: 'Français' };

/** The locale Intl formats each language's dates and numbers in (the shop's region for German, British English). */
export const intlLocaleOf: Record<Language, string> = { de: 'de-DE', en: 'en-GB', fr: 'fr-FR' };
