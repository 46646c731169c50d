import type { AttributeGroupName, CategoryKey } from '../taxonomy.ts';
import { tableOf, textsOf, type Texts } from './languages.ts';

/**
 * The shop taxonomy of ../taxonomy.ts in English and French: categories, subcategories, tags,
 * attribute group names and the brands' descriptions. Slugs stay German (they are the route
 * table's paths); brand names are not translated.
 */

export const categoryNames: Record<CategoryKey, Texts> = {
  watches: { en: 'Watches', fr: 'Montres' },
  jewelry: { en: 'Jewellery', fr: 'Bijoux' },
  accessories: { en: 'Accessories', fr: 'Accessoires' },
  wedding_rings: { en: 'Wedding rings', fr: 'Alliances' },
  beads: { en: 'Pearls', fr: 'Perles' },
  engagement_rings: { en: 'Engagement rings', fr: 'Bagues de fiançailles' },
  optics: { en: 'Eyewear', fr: 'Optique' },
  for_kids: { en: 'For children', fr: 'Pour les enfants' },
  home_fabrics: { en: 'Home textiles', fr: 'Linge de maison' },
  decoratives: { en: 'Home decor', fr: 'Décoration' },
  room_fragrances: { en: 'Home fragrances', fr: 'Parfums d’intérieur' },
  bicycles: { en: 'Bicycles', fr: 'Vélos' },
};

const subcategoryNames = tableOf([
  ['Automatikuhren', 'Automatic watches', 'Montres automatiques'],
  ['Chronographen', 'Chronographs', 'Chronographes'],
  ['Taucheruhren', 'Dive watches', 'Montres de plongée'],
  ['Quarzuhren', 'Quartz watches', 'Montres à quartz'],
  ['Damenuhren', 'Ladies’ watches', 'Montres femme'],
  ['Ketten & Anhänger', 'Necklaces & pendants', 'Colliers et pendentifs'],
  ['Armbänder', 'Bracelets', 'Bracelets'],
  ['Ohrringe', 'Earrings', 'Boucles d’oreilles'],
  ['Ringe', 'Rings', 'Bagues'],
  ['Broschen', 'Brooches', 'Broches'],
  ['Manschettenknöpfe', 'Cufflinks', 'Boutons de manchette'],
  ['Uhrenboxen & Uhrenbeweger', 'Watch boxes & winders', 'Boîtes à montres et remontoirs'],
  ['Lederwaren', 'Leather goods', 'Maroquinerie'],
  ['Trauringe Gelbgold', 'Yellow gold wedding rings', 'Alliances en or jaune'],
  ['Trauringe Weißgold', 'White gold wedding rings', 'Alliances en or blanc'],
  ['Trauringe Roségold', 'Rose gold wedding rings', 'Alliances en or rose'],
  ['Trauringe Platin', 'Platinum wedding rings', 'Alliances en platine'],
  ['Trauringe Bicolor', 'Two-tone wedding rings', 'Alliances bicolores'],
  ['Perlenketten', 'Pearl necklaces', 'Colliers de perles'],
  ['Perlenohrringe', 'Pearl earrings', 'Boucles d’oreilles en perles'],
  ['Perlenarmbänder', 'Pearl bracelets', 'Bracelets de perles'],
  ['Solitärringe', 'Solitaire rings', 'Bagues solitaires'],
  ['Halo- und Trilogy-Ringe', 'Halo & trilogy rings', 'Bagues halo et trilogie'],
  ['Vintage-Ringe', 'Vintage rings', 'Bagues vintage'],
  ['Korrektionsbrillen', 'Prescription glasses', 'Lunettes de vue'],
  ['Sonnenbrillen', 'Sunglasses', 'Lunettes de soleil'],
  ['Lesebrillen', 'Reading glasses', 'Lunettes de lecture'],
  ['Kinderuhren', 'Children’s watches', 'Montres pour enfants'],
  ['Kinderschmuck', 'Children’s jewellery', 'Bijoux pour enfants'],
  ['Taufschmuck', 'Christening jewellery', 'Bijoux de baptême'],
  ['Kissen', 'Cushions', 'Coussins'],
  ['Plaids & Decken', 'Throws & blankets', 'Plaids et couvertures'],
  ['Tischwäsche', 'Table linen', 'Linge de table'],
  ['Vasen', 'Vases', 'Vases'],
  ['Kerzenhalter & Windlichter', 'Candle holders & lanterns', 'Bougeoirs et photophores'],
  ['Schalen & Tabletts', 'Bowls & trays', 'Coupes et plateaux'],
  ['Duftkerzen', 'Scented candles', 'Bougies parfumées'],
  ['Raumdiffuser', 'Reed diffusers', 'Diffuseurs de parfum'],
  ['Raumsprays', 'Room sprays', 'Sprays d’ambiance'],
  ['Stadträder', 'City bikes', 'Vélos de ville'],
  ['E-Bikes', 'E-bikes', 'Vélos électriques'],
  ['Fahrradzubehör', 'Bike accessories', 'Accessoires vélo'],
]);
export const subcategoryNameTexts = (german: string): Texts => textsOf(subcategoryNames, german, 'subcategory');

const tagNames = tableOf([
  ['Neuheit', 'New in', 'Nouveauté'],
  ['Bestseller', 'Bestseller', 'Meilleure vente'],
  ['Geschenkidee', 'Gift idea', 'Idée cadeau'],
  ['Handgefertigt', 'Handmade', 'Fait main'],
  ['Nachhaltig', 'Sustainable', 'Durable'],
  ['Limitierte Edition', 'Limited edition', 'Édition limitée'],
  ['Online exklusiv', 'Online exclusive', 'Exclusivité en ligne'],
]);
export const tagNameTexts = (german: string): Texts => textsOf(tagNames, german, 'tag');

export const attributeGroupNames: Record<AttributeGroupName, Texts> = {
  Material: { en: 'Material', fr: 'Matière' },
  Farbe: { en: 'Colour', fr: 'Couleur' },
  Größe: { en: 'Size', fr: 'Taille' },
  Stein: { en: 'Stone', fr: 'Pierre' },
  Uhrwerk: { en: 'Movement', fr: 'Mouvement' },
  Gehäusedurchmesser: { en: 'Case diameter', fr: 'Diamètre du boîtier' },
  Wasserdichtigkeit: { en: 'Water resistance', fr: 'Étanchéité' },
  Duftnote: { en: 'Scent', fr: 'Note olfactive' },
};

/** The brands' descriptions by manufacturer id (plain text; the generator wraps it in <p>). */
const manufacturerDescriptions: Record<number, Texts> = {
  1: {
    en: 'A small watch manufacturer from the Black Forest, family-owned for three generations. Cases and dials are made in Schramberg.',
    fr: 'Petite manufacture horlogère de la Forêt-Noire, aux mains de la même famille depuis trois générations. Boîtiers et cadrans sont fabriqués à Schramberg.',
  },
  2: {
    en: 'Rugged automatic dive and pilot’s watches, built for salt water, cold and everyday life.',
    fr: 'Montres de plongée et d’aviateur automatiques et robustes, conçues pour l’eau salée, le froid et le quotidien.',
  },
  3: {
    en: 'Understated quartz and solar watches with clear dials – reliable and affordable.',
    fr: 'Montres à quartz et solaires sobres, aux cadrans clairs – fiables et abordables.',
  },
  4: {
    en: 'Scandinavian-inspired jewellery design in sterling silver, made from recycled precious metal.',
    fr: 'Bijoux d’inspiration scandinave en argent sterling, fabriqués à partir de métal précieux recyclé.',
  },
  5: {
    en: 'Our own in-house goldsmith’s workshop: wedding rings, engagement rings and one-of-a-kind pieces, handmade in Freiburg.',
    fr: 'Notre propre atelier de joaillerie : alliances, bagues de fiançailles et pièces uniques, fabriquées à la main à Fribourg-en-Brisgau.',
  },
  6: {
    en: 'Wedding ring specialist from Pforzheim, Germany’s “Golden City”, with over 400 profiles, finishes and alloys.',
    fr: 'Spécialiste des alliances installé à Pforzheim, la « ville de l’or », avec plus de 400 profils, finitions et alliages.',
  },
  7: {
    en: 'Cultured pearls from Japan, Polynesia and freshwater farms – hand-picked and knotted in Italy.',
    fr: 'Perles de culture du Japon, de Polynésie et de fermes perlières d’eau douce – triées à la main et nouées en Italie.',
  },
  8: {
    en: 'Acetate and titanium frames designed in Berlin – light and durable.',
    fr: 'Montures en acétate et en titane dessinées à Berlin, légères et durables.',
  },
  9: {
    en: 'Sunglasses with mineral and polarising lenses from a small workshop in the Jura.',
    fr: 'Lunettes de soleil à verres minéraux et polarisants, issues d’une petite manufacture du Jura.',
  },
  10: {
    en: 'Children’s jewellery and learning watches – nickel-free, robust and lovingly detailed.',
    fr: 'Bijoux et montres d’apprentissage pour enfants – sans nickel, robustes et soignés jusque dans les détails.',
  },
  11: {
    en: 'Linen, wool and cotton from European weaving mills, washed and sewn on the shores of the Ammersee.',
    fr: 'Lin, laine et coton issus de tissages européens, lavés et cousus au bord de l’Ammersee.',
  },
  12: {
    en: 'Vases, bowls and candle holders in glass, ceramic and brass, made in small batches.',
    fr: 'Vases, coupes et bougeoirs en verre, en céramique et en laiton, fabriqués en petites séries.',
  },
  13: {
    en: 'Soy wax scented candles and home fragrances with natural oils, filled at the Kaiserstuhl.',
    fr: 'Bougies parfumées à la cire de soja et parfums d’intérieur aux huiles naturelles, conditionnés au Kaiserstuhl.',
  },
  14: {
    en: 'City bikes and e-bikes from Freiburg – low-maintenance, with belt drive and hub gears.',
    fr: 'Vélos de ville et vélos électriques de Fribourg-en-Brisgau – peu d’entretien, transmission par courroie et moyeu à vitesses intégrées.',
  },
  15: {
    en: 'Watch boxes, cases and leather goods made from vegetable-tanned leather.',
    fr: 'Boîtes à montres, étuis et maroquinerie en cuir à tannage végétal.',
  },
};
export function manufacturerDescriptionTexts(id: number): Texts {
  const texts = manufacturerDescriptions[id];
  if (!texts) throw new Error(`No English/French description of manufacturer ${id} in translations/taxonomy.ts.`);
  return texts;
}
