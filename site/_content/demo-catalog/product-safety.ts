import type { Blueprint } from './blueprints.ts';
import type { CategoryKey } from './taxonomy.ts';

/**
 * What the product safety regulation (GPSR Art. 19) asks every offer to name, for the demo's
 * fictional makers: registered name, postal and electronic address, and for the two makers outside
 * the EU (Norway, Switzerland) the person responsible for their products in the EU.
 */
export const makerDetails: Record<number, { legal_name: string; postal_address: string; electronic_address: string; eu_responsible_person?: string }> = {
  1: { legal_name: 'Hallberg & Söhne Uhrenmanufaktur GmbH', postal_address: 'Bahnhofstraße 14\n78713 Schramberg\nDeutschland', electronic_address: 'service@hallberg-uhren.example' },
  2: {
    legal_name: 'Nordkap Uhrenwerke AS',
    postal_address: 'Storgata 51\n9008 Tromsø\nNorwegen',
    electronic_address: 'service@nordkap-uhrenwerke.example',
    eu_responsible_person: 'Nordkap Vertrieb Europa GmbH\nAm Sandtorkai 5\n20457 Hamburg\nDeutschland\nprodukt@nordkap-uhrenwerke.example',
  },
  3: { legal_name: 'Meridian Zeitmesser GmbH', postal_address: 'Lange Straße 8\n75175 Pforzheim\nDeutschland', electronic_address: 'kontakt@meridian-zeitmesser.example' },
  4: { legal_name: 'Atelier Lindqvist ApS', postal_address: 'Vestergade 22\n8000 Aarhus C\nDänemark', electronic_address: 'hello@atelier-lindqvist.example' },
  5: { legal_name: 'Juwelier Albrecht GmbH', postal_address: 'Kaiser-Joseph-Straße 245\n79098 Freiburg im Breisgau\nDeutschland', electronic_address: 'info@juwelier-albrecht.de' },
  6: { legal_name: 'Ringwerk Pforzheim GmbH & Co. KG', postal_address: 'Goldschmiedeschulstraße 3\n75173 Pforzheim\nDeutschland', electronic_address: 'info@ringwerk-pforzheim.example' },
  7: { legal_name: 'Perla Marina S.r.l.', postal_address: 'Via dei Mille 17\n36100 Vicenza\nItalien', electronic_address: 'servizio@perla-marina.example' },
  8: { legal_name: 'Sehwerk Optik GmbH', postal_address: 'Oranienstraße 183\n10999 Berlin\nDeutschland', electronic_address: 'service@sehwerk-optik.example' },
  9: {
    legal_name: 'Lunetterie Soleil SA',
    postal_address: 'Rue du Doubs 4\n2340 Le Noirmont\nSchweiz',
    electronic_address: 'https://lunetterie-soleil.example/kontakt',
    eu_responsible_person: 'Soleil Optique Europe SARL\n12 rue de la République\n25000 Besançon\nFrankreich\nue@lunetterie-soleil.example',
  },
  10: { legal_name: 'Kleiner Stern GmbH', postal_address: 'Marktplatz 3\n79539 Lörrach\nDeutschland', electronic_address: 'hallo@kleiner-stern.example' },
  11: { legal_name: 'Leinenhaus Ammersee GmbH', postal_address: 'Seestraße 40\n86911 Dießen am Ammersee\nDeutschland', electronic_address: 'service@leinenhaus-ammersee.example' },
  12: { legal_name: 'Formfaden Studio GbR', postal_address: 'Schwarzwaldstraße 78\n79117 Freiburg im Breisgau\nDeutschland', electronic_address: 'studio@formfaden.example' },
  13: { legal_name: 'Duftmanufaktur Kaiserstuhl e. K.', postal_address: 'Winzerweg 9\n79235 Vogtsburg im Kaiserstuhl\nDeutschland', electronic_address: 'duft@kaiserstuhl-manufaktur.example' },
  14: { legal_name: 'Velo Dreisam GmbH', postal_address: 'Wiesentalstraße 4\n79115 Freiburg im Breisgau\nDeutschland', electronic_address: 'service@velo-dreisam.example' },
  15: { legal_name: 'Kronberg Lederwerk GmbH', postal_address: 'Gerbergasse 6\n61476 Kronberg im Taunus\nDeutschland', electronic_address: 'info@kronberg-lederwerk.example' },
};

/** Warnings every product of a category carries unless it states its own (English and French in translations/safety.ts). */
const categoryWarnings = {
  for_kids: 'Achtung: Nicht für Kinder unter 3 Jahren geeignet. Enthält verschluckbare Kleinteile.\nVor Gebrauch alle Verpackungsteile entfernen.',
  room_fragrances: 'Außerhalb der Reichweite von Kindern und Haustieren aufbewahren.\nKann allergische Reaktionen hervorrufen. Enthält ätherische Öle.',
  bicycles:
    'Vor der ersten Fahrt die beiliegende Bedienungsanleitung lesen. Vor jeder Fahrt Bremsen, Beleuchtung, Reifendruck und den festen Sitz von Lenker, Sattel und Laufrädern prüfen.\nNur für Personen ab 1,50 m Körpergröße. Das Tragen eines Fahrradhelms wird empfohlen.',
} satisfies Partial<Record<CategoryKey, string>>;
export type WarnedCategory = keyof typeof categoryWarnings;
export const categorySafetyInformation: Partial<Record<CategoryKey, string>> = categoryWarnings;

const candle =
  'Brennende Kerzen nie unbeaufsichtigt lassen. Außerhalb der Reichweite von Kindern und Haustieren abbrennen.\nNicht in der Nähe brennbarer Gegenstände, im Luftzug oder auf wärmeempfindlichen Flächen abbrennen. Mindestabstand zwischen zwei Kerzen 10 cm.\nDocht vor jedem Anzünden auf 1 cm kürzen. Nicht mit Wasser löschen.';
const eBike =
  'Vor der ersten Fahrt die beiliegende Bedienungsanleitung lesen. Vor jeder Fahrt Bremsen, Beleuchtung und Reifendruck prüfen.\nDen Akku nur mit dem mitgelieferten Ladegerät, in trockenen Räumen und nicht unbeaufsichtigt laden. Vor Hitze über 40 °C, Frost und Stößen schützen; einen beschädigten Akku nicht mehr laden.\nDie Motorunterstützung endet bei 25 km/h; Eingriffe in den Antrieb sind verboten und heben die Zulassung als Fahrrad auf.';
const spray = 'Nicht in Richtung von Personen, Tieren oder Lebensmitteln sprühen. Nicht auf Textilien, Holz oder lackierte Flächen sprühen.\nAußerhalb der Reichweite von Kindern aufbewahren. Enthält ätherische Öle; kann allergische Reaktionen hervorrufen.';

const productWarnings = { candle, eBike, spray };
export type ProductWarning = keyof typeof productWarnings;
type SafetySubject = Pick<Blueprint, 'name' | 'subcategory' | 'attributes'>;
const isEBike = (blueprint: SafetySubject) => blueprint.subcategory === 122;

/** Which of the warnings a product states itself, where its category's is not enough. */
export function productWarning(blueprint: SafetySubject): ProductWarning | null {
  return /Duftkerze/.test(blueprint.name) ? 'candle' : /Raumspray/.test(blueprint.name) ? 'spray' : isEBike(blueprint) ? 'eBike' : null;
}

/** A product's own safety text, and whether it holds batteries (quartz and solar watches, e-bikes). */
export function productSafetyFields(blueprint: SafetySubject): Record<string, unknown> {
  const movement = blueprint.attributes.Uhrwerk;
  const batteryMovement = movement === 'Quarz' || movement === 'Solar';
  const own = productWarning(blueprint);
  return { ...(own ? { safety_information: productWarnings[own] } : {}), ...(batteryMovement || isEBike(blueprint) ? { contains_batteries: true } : {}) };
}
