import { isRecord } from '../shapes.ts';

/**
 * The texts that belong to every contract of the shop (§ 312f BGB: the contract on a durable
 * medium): the AGB and the withdrawal policy with the model withdrawal form, as the shop's legal
 * pages show them. The build writes them for the order service (site/browser-json/), which sends
 * them with each order confirmation, as text and as a PDF.
 */
interface ContractText {
  key: 'terms' | 'withdrawal';
  /** The page's title: "Allgemeine Geschäftsbedingungen", "Widerrufsbelehrung". */
  title: string;
  /** The sanitized HTML of the page's text. */
  html: string;
}

export interface ContractTexts {
  /** The language the texts are written in (the shop's legal pages are German today). */
  language: string;
  texts: ContractText[];
}

export const contractTextsPath = '/data/contract-texts.json';

/** The file the build wrote, or null when it is not one. */
export function parseContractTexts(value: unknown): ContractTexts | null {
  if (!isRecord(value) || typeof value.language !== 'string' || !Array.isArray(value.texts)) return null;
  const texts: ContractText[] = [];
  for (const text of value.texts) {
    if (!isRecord(text) || (text.key !== 'terms' && text.key !== 'withdrawal') || typeof text.title !== 'string' || typeof text.html !== 'string') return null;
    texts.push({ key: text.key, title: text.title, html: text.html });
  }
  return { language: value.language, texts };
}
