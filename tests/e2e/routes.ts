/**
 * The spec's route table (§2), as a visitor would type the addresses, plus the pages the spec
 * names without paths. Kept apart from the product code on purpose: the tests check the build
 * against the specification, not against itself.
 */
const specRoutes: Record<string, Partial<Record<'de' | 'en' | 'fr', string>>> = {
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
  // The shop's legal texts in every language (a German-only text says so on its page).
  terms: { de: '/agb', en: '/en/terms', fr: '/fr/cgv' },
  withdrawal: { de: '/widerruf', en: '/en/withdrawal-policy', fr: '/fr/droit-de-retractation' },
  shipping_and_payment: { de: '/versand-und-zahlung', en: '/en/shipping-and-payment', fr: '/fr/livraison-et-paiement' },
  // § 356a BGB: the withdrawal function ("Vertrag widerrufen"), apart from the withdrawal policy above.
  withdraw_contract: { de: '/vertrag-widerrufen', en: '/en/withdraw-contract', fr: '/fr/retractation' },
  about: { de: '/ueber-uns', en: '/en/about', fr: '/fr/a-propos' },
  info: { de: '/info', en: '/en/info', fr: '/fr/info' },
  display: { de: '/display', en: '/en/display' },
  social_media_privacy: { de: '/datenschutz-social-media', en: '/en/privacy-social-media', fr: '/fr/confidentialite-reseaux-sociaux' },
  // BFSG § 14 with Annex 3: the accessibility statement a shop publishes, linked from every footer.
  accessibility: { de: '/barrierefreiheit', en: '/en/accessibility', fr: '/fr/accessibilite' },
  // BattDG: where used batteries go back, linked from battery products' pages and the checkout.
  batteries: { de: '/batteriehinweise', en: '/en/battery-disposal', fr: '/fr/piles-usagees' },
  // §2 notes: "The shop section has display name Shop and path shop" (the list; its brands and
  // product pages are tested in shop-prerender.spec.ts).
  shop: { de: '/shop', en: '/en/shop', fr: '/fr/shop' },
};

export const siteTitle = 'Juwelier Albrecht';
export const siteUrl = 'https://www.juwelier-albrecht.de';

export const allPages = Object.entries(specRoutes).flatMap(([key, paths]) =>
  Object.entries(paths).map(([lang, path]) => ({ key, lang: lang as 'de' | 'en' | 'fr', path, alternates: paths })),
);

/**
 * One page of each kind (layout and set of widgets: content, contact form, thanks, consent
 * manager, shop window, withdrawal, shop, each language's home). The second UI runtime draws the
 * same components from the same server HTML, so route-by-route checks run every route on the
 * first runtime and these on the second (keeps the browser suite inside CI's time budget).
 */
const pageKindSamples: readonly string[] = ['/', '/en', '/fr', '/uhren', '/kontakt', '/danke', '/datenschutz', '/digitales-schaufenster', '/vertrag-widerrufen', '/shop'];

/** Whether a route-by-route check runs this path on this runtime (see pageKindSamples). */
export const checksRouteOn = (runtime: string, path: string): boolean => runtime === 'react' || pageKindSamples.includes(path);
