import { tableOf, type Texts } from './languages.ts';

/**
 * Country names in English and French for the countries in the makers' addresses (GPSR).
 * Addresses are otherwise left as written: a street or town has one name.
 */
const countryNames = tableOf([
  ['Deutschland', 'Germany', 'Allemagne'],
  ['Österreich', 'Austria', 'Autriche'],
  ['Frankreich', 'France', 'France'],
  ['Niederlande', 'Netherlands', 'Pays-Bas'],
  ['Belgien', 'Belgium', 'Belgique'],
  ['Luxemburg', 'Luxembourg', 'Luxembourg'],
  ['Italien', 'Italy', 'Italie'],
  ['Dänemark', 'Denmark', 'Danemark'],
  ['Norwegen', 'Norway', 'Norvège'],
  ['Schweiz', 'Switzerland', 'Suisse'],
]);

/** A postal address (lines) with its country line translated; an address without one is a mistake. */
export function addressTexts(german: string): Texts {
  const lines = german.split('\n');
  const countryLine = lines.findIndex((line) => Object.hasOwn(countryNames, line));
  if (countryLine === -1) throw new Error(`The address "${german.replaceAll('\n', ', ')}" names no country translations/countries.ts knows.`);
  const inLanguage = (language: keyof Texts) => lines.map((line, index) => (index === countryLine ? countryNames[line]![language] : line)).join('\n');
  return { en: inLanguage('en'), fr: inLanguage('fr') };
}
