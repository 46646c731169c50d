import { defaultLanguage, languages, type Language } from './languages.ts';

/** The spec's route table (§2): page key → path per language; a missing language has no such page. */
export const routeTable = {
  home: { de: '/', en: '/en', fr: '/fr' },
  contact: { de: '/kontakt', en: '/en/contact', fr: '/fr/contact' },
  thanks: { de: '/danke', en: '/en/thanks', fr: '/fr/merci' },
  imprint: { de: '/impressum', en: '/en/imprint', fr: '/fr/mentions-legales' },
  privacy: { de: '/datenschutz', en: '/en/privacy', fr: '/fr/confidentialite' },
  watches: { de: '/uhren', en: '/en/watches' },
  jewelry: { de: '/schmuck', en: '/en/jewelry' },
  accessories: { de: '/accessories', en: '/en/accessories' },
  wedding_rings: { de: '/trauringe', en: '/en/wedding-rings' },
  beads: { de: '/perlen', en: '/en/beads' },
  engagement_rings: { de: '/verlobungsringe', en: '/en/engagement-rings' },
  optics: { de: '/optik', en: '/en/optics' },
  for_kids: { de: '/fuer-kinder', en: '/en/for-kids' },
  events: { de: '/events', en: '/en/events' },
  home_fabrics: { de: '/heimtextilien', en: '/en/home-fabrics' },
  decoratives: { de: '/dekoration', en: '/en/decoratives' },
  floral_workshop: { de: '/florale-werkstatt', en: '/en/floral_workshop' },
  room_fragrances: { de: '/raumduefte', en: '/en/room-fragrances' },
  bicycles: { de: '/fahrraeder', en: '/en/bicycles' },
  window: { de: '/digitales-schaufenster', en: '/en/store-window' },
  // Pages the spec names without paths (§2 notes); paths chosen to match the table's style.
  about: { de: '/ueber-uns', en: '/en/about', fr: '/fr/a-propos' },
  info: { de: '/info', en: '/en/info', fr: '/fr/info' },
  display: { de: '/display', en: '/en/display' },
  social_media_privacy: { de: '/datenschutz-social-media', en: '/en/privacy-social-media', fr: '/fr/confidentialite-reseaux-sociaux' },
  /** The accessibility statement a shop publishes (BFSG § 14 with Annex 3), linked from every footer. */
  accessibility: { de: '/barrierefreiheit', en: '/en/accessibility', fr: '/fr/accessibilite' },
  /** Where used batteries go back (BattDG), linked from the page of every product that holds one and from the checkout. */
  batteries: { de: '/batteriehinweise', en: '/en/battery-disposal', fr: '/fr/piles-usagees' },
  /** The shop's legal texts in every language: a translation where the shop has one, else the German text, saying so. */
  terms: { de: '/agb', en: '/en/terms', fr: '/fr/cgv' },
  /** The withdrawal policy text (the shop's legal page), not the function below. */
  withdrawal: { de: '/widerruf', en: '/en/withdrawal-policy', fr: '/fr/droit-de-retractation' },
  /** The withdrawal function of § 356a BGB ("Vertrag widerrufen"), in every language, linked from every footer. */
  withdraw_contract: { de: '/vertrag-widerrufen', en: '/en/withdraw-contract', fr: '/fr/retractation' },
  shipping_and_payment: { de: '/versand-und-zahlung', en: '/en/shipping-and-payment', fr: '/fr/livraison-et-paiement' },
  shop: { de: '/shop', en: '/en/shop', fr: '/fr/shop' },
} as const satisfies Record<string, Partial<Record<Language, string>>>;

export type PageKey = keyof typeof routeTable;

export function isPageKey(key: unknown): key is PageKey {
  return typeof key === 'string' && Object.hasOwn(routeTable, key);
}

/** The page's path in `lang`, or undefined when the page has no version in that language. */
export function pathFor(page: PageKey, lang: Language): string | undefined {
  return (routeTable[page] as Partial<Record<Language, string>>)[lang];
}

/** Where a link to `page` should go for a visitor reading `lang`: its translation, else the default language's page. */
export function linkFor(page: PageKey, lang: Language): string {
  return pathFor(page, lang) ?? (routeTable[page] as Record<Language, string>)[defaultLanguage];
}

/** The cart lives below the shop root: {storeRootPath}/warenkorb. */
export function cartPath(lang: Language): string {
  return `${pathFor('shop', lang)}/warenkorb`;
}

/** The language a path belongs to: its first segment when that names a language, else the default. */
export function languageOfPath(path: string): Language {
  const first = path.split('/')[1] ?? '';
  return languages.find((lang) => lang !== defaultLanguage && lang === first) ?? defaultLanguage;
}

/** Canonical form of a path: trailing slashes stripped, /index.html treated as the folder (spec §2). */
export function canonicalPath(path: string): string {
  const withoutIndex = path.replace(/\/index\.html$/i, '/');
  const stripped = withoutIndex.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}
