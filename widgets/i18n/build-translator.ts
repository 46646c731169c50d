import type { TOptions } from 'i18next';
import type { Language } from '../core/languages.ts';
import { allResources } from './all-resources.ts';
import { createTranslator, type Resources, type Translate } from './translator.ts';

/**
 * The build's translator, for the templates and the widgets' server render. A 10,000-product
 * build translates several million strings; asking i18next each time (`exists` and `getFixedT`
 * per call) was a third of the build. Each language's strings are flattened once into a Map
 * ("shop.cart" → "Warenkorb"), so `has` and a plain lookup are one Map read. Anything beyond
 * `{{name}}` placeholders (plurals via count, nesting, formats) still goes to i18next, so the
 * output is the same string by construction; its answers for plain option values are kept, as the
 * same few (a plural with its count) come back on every page.
 */
export interface BuildTranslator {
  has(key: string, lang: Language): boolean;
  forLanguage(lang: Language): Translate;
}

function flatten(node: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (typeof node === 'string') into.set(prefix, node);
  else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

const placeholder = /\{\{(\w+)\}\}/g;
/** A string i18next would change beyond plain {{name}} placeholders: nesting, formats, unescaped or spaced placeholders. */
const beyondPlaceholders = (text: string) => text.includes('$t(') || /\{\{(?!\w+\}\})/.test(text);

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * `{{name}}` filled from plain values as i18next does (escapeValue off); null when i18next must
 * decide. A count is a plain value too unless the key has plural forms (key_one, key_other),
 * which i18next would pick instead of the key itself.
 */
function fill(text: string, values: Record<string, unknown>, hasPluralForms: boolean): string | null {
  if ((hasPluralForms && 'count' in values) || 'context' in values || 'defaultValue' in values || 'lng' in values || 'ordinal' in values) return null;
  let simple = true;
  const result = text.replace(placeholder, (match, name: string) => {
    const value = values[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    simple = false;
    return match;
  });
  return simple ? result : null;
}

/** Options made only of strings, numbers and booleans: the same ones always give i18next's same answer. */
const plainOptions = (options: TOptions) => Object.values(options).every((value) => ['string', 'number', 'boolean'].includes(typeof value));

/** Enough for every plural and count the pages ask for; a build that asks for more starts over rather than growing. */
const rememberedAnswers = 20_000;

/** i18next's answers for plain options, kept: the resources do not change during a build. */
function remembered(translate: Translate): Translate {
  const answers = new Map<string, string>();
  return (key, options) => {
    if (options && !plainOptions(options)) return translate(key, options);
    const id = options ? `${key}\u0000${JSON.stringify(options)}` : key;
    let answer = answers.get(id);
    if (answer === undefined) {
      if (answers.size >= rememberedAnswers) answers.clear();
      answers.set(id, (answer = translate(key, options)));
    }
    return answer;
  };
}

export function createBuildTranslator(resources: Partial<Record<Language, Resources>> = allResources): BuildTranslator {
  const i18n = createTranslator(resources, 'de');
  const flat = new Map(Object.entries(resources).map(([lang, strings]) => [lang, flatten(strings, '', new Map())]));
  const translators = new Map<Language, Translate>();

  const translatorFor = (lang: Language): Translate => {
    const strings = flat.get(lang) ?? new Map<string, string>();
    const pluralBases = new Set([...strings.keys()].filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, '')));
    const slow = remembered(i18n.forLanguage(lang));
    return (key: string, options?: TOptions) => {
      const text = strings.get(key);
      if (text === undefined || beyondPlaceholders(text)) return slow(key, options);
      if (!options) return text.includes('{{') ? slow(key, options) : text;
      return fill(text, options as Record<string, unknown>, pluralBases.has(key)) ?? slow(key, options);
    };
  };

  return {
    // A leaf string is what i18next's exists() finds; anything else (a missing key, an object) is asked of i18next.
    has: (key, lang) => flat.get(lang)?.has(key) || i18n.has(key, lang),
    forLanguage(lang) {
      let translate = translators.get(lang);
      if (!translate) translators.set(lang, (translate = translatorFor(lang)));
      return translate;
    },
  };
}

/** One per build process: the config, the shop's computed titles and the error pages share it. */
export const buildTranslator = createBuildTranslator();
