import type { Language } from '../../../../widgets/core/languages.ts';
import type { TemplateContext } from '../../page-types.ts';

/**
 * A counted string ("3 Bewertungen"). The build's t filter checks that a key exists before it
 * translates, and i18next stores plurals as key_one / key_other only, so the form is chosen
 * here, by the same CLDR rules i18next uses. The locale files carry one and other.
 */
const pluralRules = new Map<Language, Intl.PluralRules>();

export function tCount(this: TemplateContext, key: string, lang: Language, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  const form = rules.select(count) === 'one' ? 'one' : 'other';
  return this.t(`${key}_${form}`, lang, { count });
}
