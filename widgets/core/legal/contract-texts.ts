import { isLanguage, languages, type Language } from '../languages.ts';
import { isRecord } from '../shapes.ts';

/**
 * The texts that belong to every contract of the shop (§ 312f BGB: the contract on a durable
 * medium): the AGB and the withdrawal policy with the model withdrawal form, as the shop's legal
 * pages show them. The build writes them for the order service (site/browser-json/), per language
 * of the site, which sends them with each order confirmation in the order's language, as text and
 * as a PDF. Where the shop has no translation, a language's entry holds the German text.
 */
interface ContractText {
  key: 'terms' | 'withdrawal';
  /** The document's title in the text's language: "Allgemeine Geschäftsbedingungen", "Terms and conditions". */
  title: string;
  /** The sanitized HTML of the page's text. */
  html: string;
  /** The language the text is written in: the order's, or German where the shop has no translation. */
  language: Language;
}

/** The texts one confirmation carries. */
export type ContractTexts = readonly ContractText[];

/** What the build writes: the texts for a confirmation in each language. */
export type ContractTextsByLanguage = Record<Language, ContractTexts>;

export const contractTextsPath = '/data/contract-texts.json';

function parseTexts(value: unknown): ContractText[] | null {
  if (!Array.isArray(value)) return null;
  const texts: ContractText[] = [];
  for (const text of value) {
    if (!isRecord(text) || (text.key !== 'terms' && text.key !== 'withdrawal') || typeof text.title !== 'string' || typeof text.html !== 'string' || !isLanguage(text.language)) return null;
    texts.push({ key: text.key, title: text.title, html: text.html, language: text.language });
  }
  return texts;
}

/** The file the build wrote, or null when it is not one (every language's texts must be there). */
export function parseContractTexts(value: unknown): ContractTextsByLanguage | null {
  if (!isRecord(value)) return null;
  const byLanguage: Partial<Record<Language, ContractTexts>> = {};
  for (const lang of languages) {
    const texts = parseTexts(value[lang]);
    if (!texts) return null;
    byLanguage[lang] = texts;
  }
  return byLanguage as ContractTextsByLanguage;
}
