import { defaultLanguage, type Language } from '../../widgets/core/languages.ts';
import { contractTextsPath, type ContractTexts, type ContractTextsByLanguage } from '../../widgets/core/legal/contract-texts.ts';
import type { PageData, TemplateContext } from '../_includes/page-types.ts';

/**
 * The AGB and the withdrawal policy (with the model withdrawal form) in each language of the site,
 * for the order service, which sends them with every order confirmation in the order's language
 * (widgets/core/legal/contract-texts.ts); public, as on their pages. A language the shop has no
 * translation of gets the German text under its German title.
 */
export const data = { permalink: contractTextsPath, eleventyExcludeFromCollections: true };

export function render(this: TemplateContext, data: PageData): string {
  const textsIn = (lang: Language): ContractTexts =>
    data.site.shopLegalTexts.flatMap((text) => {
      if (text.key !== 'terms' && text.key !== 'withdrawal') return [];
      const language = text.html[lang] ? lang : defaultLanguage;
      // The documents' own names (the pages' titles are the menu's short ones: "AGB", "Widerruf").
      return [{ key: text.key, title: this.t(`contractDocuments.${text.key}`, language), html: text.html[language]!, language }];
    });
  const file: ContractTextsByLanguage = { de: textsIn('de'), en: textsIn('en'), fr: textsIn('fr') };
  return JSON.stringify(file);
}
