import * as v from 'valibot';
import type { BackendConsent } from '../../core/consents.ts';
import { languages, type Language } from '../../core/languages.ts';
import { isRecord } from '../../core/shapes.ts';
import { record } from '../../core/schema-parts.ts';
import { entriesOf, flag, text, unchecked } from './raw-item-fields.ts';

/** A raw cookie_consents item: an entry needs a function_id and at least one named translation. */
const rawConsent = v.pipe(
  record({
    function_id: text,
    link: text,
    default_on: flag,
    translations: entriesOf({ languages_code: unchecked, display_name: text, description: text }),
  }),
  v.check((item) => item.function_id !== '' && item.translations.some((translation) => translation.display_name !== '')),
);

type RawConsent = v.InferOutput<typeof rawConsent>;

/**
 * The consent entries the content service lists, per language (a missing translation falls back
 * to the first one). An entry without function_id or name is skipped with a warning: the banner
 * stands without it, and nothing it would guard is loaded.
 */
export function reshapeConsents(items: readonly unknown[], warn: (message: string) => void): Record<Language, BackendConsent[]> {
  const valid = items.filter(isRecord).flatMap((item): RawConsent[] => {
    const parsed = v.safeParse(rawConsent, item);
    if (parsed.success) return [parsed.output];
    warn(`cookie_consents item ${String(item.id)}, field "function_id": an entry needs a function_id and a display_name; skipped.`);
    return [];
  });
  return Object.fromEntries(
    languages.map((lang) => [
      lang,
      valid.map((item) => {
        const translation = item.translations.find((entry) => entry.languages_code === lang) ?? item.translations[0]!;
        return {
          function_id: item.function_id,
          display_name: translation.display_name,
          description: translation.description,
          link: item.link,
          default_on: item.default_on,
        };
      }),
    ]),
  ) as Record<Language, BackendConsent[]>;
}
