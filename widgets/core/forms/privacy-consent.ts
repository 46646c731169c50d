import type { Language } from '../languages.ts';

/**
 * Where the contact form's consent text links to (spec §2 notes: exactly these). French has no
 * privacy page of its own; its legal notice page carries the data protection statement.
 */
export const privacyLinks: Record<Language, string> = {
  de: '/datenschutz',
  en: '/en/privacy',
  fr: '/fr/mentions-legales',
};

/** A translated sentence whose link is marked `<link>text</link>`, split so the link can be rendered as an element. */
export interface LinkedText {
  before: string;
  link: string;
  after: string;
}

export function splitLinkedText(text: string): LinkedText {
  const match = /^(.*?)<link>(.*?)<\/link>(.*)$/s.exec(text);
  return match ? { before: match[1]!, link: match[2]!, after: match[3]! } : { before: text, link: '', after: '' };
}
