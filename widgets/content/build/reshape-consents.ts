import type { BackendConsent } from '../../core/consents.ts';
import { languages, type Language } from '../../core/languages.ts';
import { isRecord, textOf } from '../../core/shapes.ts';

/**
 * The consent entries the content service lists, per language (a missing translation falls back
 * to the first one). An entry without function_id or name is skipped with a warning: the banner
 * stands without it, and nothing it would guard is loaded.
 */
export function reshapeConsents(items: readonly unknown[], warn: (message: string) => void): Record<Language, BackendConsent[]> {
  const valid = items.filter(isRecord).filter((item) => {
    const translations = Array.isArray(item.translations) ? item.translations.filter(isRecord) : [];
    if (textOf(item.function_id) && translations.some((translation) => textOf(translation.display_name))) return true;
    warn(`cookie_consents item ${String(item.id)}, field "function_id": an entry needs a function_id and a display_name; skipped.`);
    return false;
  });
  return Object.fromEntries(
    languages.map((lang) => [
      lang,
      valid.map((item) => {
        const translations = (item.translations as unknown[]).filter(isRecord);
        const translation = translations.find((entry) => entry.languages_code === lang) ?? translations[0]!;
        return {
          function_id: textOf(item.function_id),
          display_name: textOf(translation.display_name),
          description: textOf(translation.description),
          link: textOf(item.link),
          default_on: item.default_on === true,
        };
      }),
    ]),
  ) as Record<Language, BackendConsent[]>;
}
