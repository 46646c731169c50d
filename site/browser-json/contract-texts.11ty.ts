import { contractTextsPath, type ContractTexts } from '../../widgets/core/legal/contract-texts.ts';
import type { PageData } from '../_includes/page-types.ts';

/**
 * The AGB and the withdrawal policy (with the model withdrawal form), for the order service, which
 * sends them with every order confirmation (widgets/core/legal/contract-texts.ts); public, as on
 * their pages. The shop's legal texts are German.
 */
export const data = { permalink: contractTextsPath, eleventyExcludeFromCollections: true };

/** The documents' own names (the pages' titles are the menu's short ones: "AGB", "Widerruf"). */
const titles = { terms: 'Allgemeine Geschäftsbedingungen', withdrawal: 'Widerrufsbelehrung' } as const;

export function render(data: PageData): string {
  const texts = data.site.shopLegalTexts.flatMap((text) => (text.key === 'terms' || text.key === 'withdrawal' ? [{ key: text.key, title: titles[text.key], html: text.html }] : []));
  const file: ContractTexts = { language: 'de', texts };
  return JSON.stringify(file);
}
