import type { Blueprint } from './blueprints.ts';
import { pickIndex, type Random } from './random.ts';
import type { AttributeGroupName, CategoryKey } from './taxonomy.ts';
import { attributeValueTexts } from './translations/attribute-values.ts';
import { descriptionTexts } from './translations/descriptions.ts';
import type { TranslationLanguage } from './translations/languages.ts';
import { attributeGroupNames } from './translations/taxonomy.ts';

/** Product descriptions (German here, English and French in translations/descriptions.ts) and reviews (German only: customers' own words). */

const intros: Record<CategoryKey, string[]> = {
  watches: [
    'Klare Linien, gut ablesbare Zeiger und ein Werk, das unser Uhrmachermeister vor dem Verkauf reguliert.',
    'Ein verlässlicher Begleiter: sportlich genug für den Urlaub, elegant genug für das Büro.',
    'Eine Uhr für viele Jahre – mit verschraubtem Boden, entspiegeltem Saphirglas und fein satiniertem Gehäuse.',
  ],
  jewelry: [
    'Von Hand poliert und in unserer Werkstatt geprüft, bevor es zu Ihnen kommt.',
    'Ein Schmuckstück, das jeden Tag getragen werden will – schlicht, fein gearbeitet und angenehm leicht.',
    'Zeitloses Design, das sich mit allem kombinieren lässt, was Sie schon besitzen.',
  ],
  accessories: [
    'Die kleinen Dinge machen den Unterschied: sorgfältig verarbeitet und lange haltbar.',
    'Praktisch im Alltag und schön genug, um es zu verschenken.',
  ],
  wedding_rings: [
    'Ihre Trauringe fertigen wir nach Ihren Maßen; bei einem Termin in unserem Geschäft probieren Sie Breiten und Oberflächen in Ruhe aus.',
    'Der Preis gilt für das Paar. Breite, Oberfläche und Gravur stimmen wir gemeinsam mit Ihnen ab.',
  ],
  beads: [
    'Jede Perle ist ein Naturprodukt: Glanz, Form und Farbe unterscheiden sich leicht – das macht jedes Stück einzigartig.',
    'Handverlesene Zuchtperlen mit kräftigem Lüster, einzeln geknotet, damit keine Perle verloren geht.',
  ],
  engagement_rings: [
    'Für den Moment, der bleibt: ein Verlobungsring, gefertigt in unserer Goldschmiede.',
    'Alle Brillanten sind konfliktfrei bezogen und werden mit Zertifikat übergeben.',
  ],
  optics: [
    'Leicht auf der Nase und stabil im Alltag – angepasst von unseren Augenoptikermeistern.',
    'Gläser in Ihrer Sehstärke fertigen wir nach einem Sehtest in unserem Geschäft.',
  ],
  for_kids: [
    'Nickelfrei, robust und für kleine Hände gemacht.',
    'Ein Geschenk zur Taufe, zum Geburtstag oder einfach so – schön verpackt in unserer Geschenkschachtel.',
  ],
  home_fabrics: [
    'Gewebt in Europa, vorgewaschen und angenehm weich vom ersten Tag an.',
    'Natürliche Fasern, ruhige Farben: Stoffe, die jeden Raum wohnlicher machen.',
  ],
  decoratives: [
    'In kleiner Auflage gefertigt; jedes Stück ist ein wenig anders.',
    'Schlichte Formen aus ehrlichen Materialien – schön allein, schöner in Gesellschaft.',
  ],
  room_fragrances: [
    'Von Hand gegossen bzw. abgefüllt am Kaiserstuhl, mit natürlichen ätherischen Ölen.',
    'Ein leiser Duft, der den Raum füllt, ohne sich aufzudrängen.',
  ],
  bicycles: [
    'Wartungsarm dank Riemenantrieb und Nabenschaltung – gemacht für den Alltag in der Stadt.',
    'Wir stellen Ihr Rad vor der Übergabe ein und laden Sie zur kostenlosen Erstinspektion ein.',
  ],
};

const closings: Record<CategoryKey, string> = {
  watches: 'Mit zwei Jahren Garantie und kostenloser Armbandanpassung in unserem Geschäft.',
  jewelry: 'Geliefert im Schmucketui – auf Wunsch als Geschenk verpackt.',
  accessories: 'Geliefert in einer Geschenkschachtel.',
  wedding_rings: 'Fertigung in etwa drei bis vier Wochen; eine Größenanpassung innerhalb des ersten Jahres ist kostenlos.',
  beads: 'Zur Pflege legen wir ein Perlentuch bei.',
  engagement_rings: 'Größenanpassung innerhalb von sechs Monaten kostenlos.',
  optics: 'Die Fassung wird ohne Gläser geliefert; Gläser in Ihrer Sehstärke fertigen wir nach Ihrem Sehtest.',
  for_kids: 'Geprüft nach EN 1811 (Nickellässigkeit).',
  home_fabrics: 'Waschbar bei 40 °C.',
  decoratives: 'Bitte nur feucht abwischen.',
  room_fragrances: 'Brenndauer bzw. Duftdauer je nach Größe bis zu 60 Stunden beziehungsweise 12 Wochen.',
  bicycles: 'Probefahrt in unserem Geschäft jederzeit möglich.',
};

type Facts = Array<[group: string, values: string[]]>;
/** French sets a space before a colon; German and English do not. */
const html = (intro: string, facts: Facts, closing: string, colon = ':') => {
  const list = facts.length ? `<ul>${facts.map(([group, values]) => `<li>${group}${colon} ${values.join(', ')}</li>`).join('')}</ul>` : '';
  return `<p>${intro}</p>${list}<p>${closing}</p>`;
};

/**
 * A product's description in German, English and French: an intro, the product's attributes as a
 * list, a closing sentence. One random draw picks the intro for all three languages, so the
 * product's other random fields are the same as with German alone.
 */
export function descriptions(blueprint: Blueprint, category: CategoryKey, random: Random): Record<'de' | TranslationLanguage, string> {
  const translated = descriptionTexts[category];
  if (translated.intros.length !== intros[category].length) throw new Error(`translations/descriptions.ts: ${category} needs ${intros[category].length} intros.`);
  const index = pickIndex(random, intros[category]);
  const attributes = Object.entries(blueprint.attributes).map(([group, values]) => [group as AttributeGroupName, Array.isArray(values) ? values : [values]] as const);
  const factsIn = (language: TranslationLanguage): Facts =>
    attributes.map(([group, values]) => [attributeGroupNames[group][language], values.map((value) => attributeValueTexts(group, value)[language])]);
  const translatedIn = (language: TranslationLanguage) =>
    html(translated.intros[index]![language], factsIn(language), translated.closing[language], language === 'fr' ? ' :' : ':');
  return {
    de: html(intros[category][index]!, attributes.map(([group, values]) => [group, [...values]]), closings[category]),
    en: translatedIn('en'),
    fr: translatedIn('fr'),
  };
}

export const reviewers = ['Anna K.', 'Markus W.', 'Sabine R.', 'Thomas B.', 'Julia M.', 'Stefan H.', 'Claudia F.', 'Lukas S.', 'Petra N.', 'Jonas E.', 'Miriam D.', 'Frank L.', ''];
export const praise = [
  'Wunderschön verarbeitet, genau wie auf dem Foto.',
  'Sehr nette Beratung am Telefon und schnelle Lieferung.',
  'Trägt sich angenehm, ich bin rundum zufrieden.',
  'Die Geschenkverpackung war liebevoll gemacht – die Freude war groß.',
  'Qualität top, Preis absolut fair.',
  'Schon das zweite Stück von Juwelier Albrecht, wieder sehr zufrieden.',
];
export const mixed = ['Schön, aber etwas kleiner als erwartet.', 'Gute Qualität, die Lieferung hat allerdings länger gedauert als angegeben.'];
export const critical = ['Leider nicht mein Geschmack, die Rücksendung verlief aber problemlos.'];
