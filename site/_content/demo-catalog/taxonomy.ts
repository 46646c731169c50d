/** The demo shop's taxonomy: categories (one per category page), subcategories, brands, tags, attribute groups. */

export type CategoryKey =
  | 'watches'
  | 'jewelry'
  | 'accessories'
  | 'wedding_rings'
  | 'beads'
  | 'engagement_rings'
  | 'optics'
  | 'for_kids'
  | 'home_fabrics'
  | 'decoratives'
  | 'room_fragrances'
  | 'bicycles';

/** Category slugs are the German paths of the route table's category pages. */
export const categories: Array<{ id: number; key: CategoryKey; display_name: string; slug: string; code: string }> = [
  { id: 1, key: 'watches', display_name: 'Uhren', slug: 'uhren', code: 'UH' },
  { id: 2, key: 'jewelry', display_name: 'Schmuck', slug: 'schmuck', code: 'SC' },
  { id: 3, key: 'accessories', display_name: 'Accessoires', slug: 'accessories', code: 'AC' },
  { id: 4, key: 'wedding_rings', display_name: 'Trauringe', slug: 'trauringe', code: 'TR' },
  { id: 5, key: 'beads', display_name: 'Perlen', slug: 'perlen', code: 'PE' },
  { id: 6, key: 'engagement_rings', display_name: 'Verlobungsringe', slug: 'verlobungsringe', code: 'VR' },
  { id: 7, key: 'optics', display_name: 'Optik', slug: 'optik', code: 'OP' },
  { id: 8, key: 'for_kids', display_name: 'Für Kinder', slug: 'fuer-kinder', code: 'KI' },
  { id: 9, key: 'home_fabrics', display_name: 'Heimtextilien', slug: 'heimtextilien', code: 'HT' },
  { id: 10, key: 'decoratives', display_name: 'Dekoration', slug: 'dekoration', code: 'DE' },
  { id: 11, key: 'room_fragrances', display_name: 'Raumdüfte', slug: 'raumduefte', code: 'RD' },
  { id: 12, key: 'bicycles', display_name: 'Fahrräder', slug: 'fahrraeder', code: 'FR' },
];
export const categoryOf = (key: CategoryKey) => categories.find((category) => category.key === key)!;

export const subcategories: Array<{ id: number; category: number; display_name: string }> = [
  { id: 11, category: 1, display_name: 'Automatikuhren' },
  { id: 12, category: 1, display_name: 'Chronographen' },
  { id: 13, category: 1, display_name: 'Taucheruhren' },
  { id: 14, category: 1, display_name: 'Quarzuhren' },
  { id: 15, category: 1, display_name: 'Damenuhren' },
  { id: 21, category: 2, display_name: 'Ketten & Anhänger' },
  { id: 22, category: 2, display_name: 'Armbänder' },
  { id: 23, category: 2, display_name: 'Ohrringe' },
  { id: 24, category: 2, display_name: 'Ringe' },
  { id: 25, category: 2, display_name: 'Broschen' },
  { id: 31, category: 3, display_name: 'Manschettenknöpfe' },
  { id: 32, category: 3, display_name: 'Uhrenboxen & Uhrenbeweger' },
  { id: 33, category: 3, display_name: 'Lederwaren' },
  { id: 41, category: 4, display_name: 'Trauringe Gelbgold' },
  { id: 42, category: 4, display_name: 'Trauringe Weißgold' },
  { id: 43, category: 4, display_name: 'Trauringe Roségold' },
  { id: 44, category: 4, display_name: 'Trauringe Platin' },
  { id: 45, category: 4, display_name: 'Trauringe Bicolor' },
  { id: 51, category: 5, display_name: 'Perlenketten' },
  { id: 52, category: 5, display_name: 'Perlenohrringe' },
  { id: 53, category: 5, display_name: 'Perlenarmbänder' },
  { id: 61, category: 6, display_name: 'Solitärringe' },
  { id: 62, category: 6, display_name: 'Halo- und Trilogy-Ringe' },
  { id: 63, category: 6, display_name: 'Vintage-Ringe' },
  { id: 71, category: 7, display_name: 'Korrektionsbrillen' },
  { id: 72, category: 7, display_name: 'Sonnenbrillen' },
  { id: 73, category: 7, display_name: 'Lesebrillen' },
  { id: 81, category: 8, display_name: 'Kinderuhren' },
  { id: 82, category: 8, display_name: 'Kinderschmuck' },
  { id: 83, category: 8, display_name: 'Taufschmuck' },
  { id: 91, category: 9, display_name: 'Kissen' },
  { id: 92, category: 9, display_name: 'Plaids & Decken' },
  { id: 93, category: 9, display_name: 'Tischwäsche' },
  { id: 101, category: 10, display_name: 'Vasen' },
  { id: 102, category: 10, display_name: 'Kerzenhalter & Windlichter' },
  { id: 103, category: 10, display_name: 'Schalen & Tabletts' },
  { id: 111, category: 11, display_name: 'Duftkerzen' },
  { id: 112, category: 11, display_name: 'Raumdiffuser' },
  { id: 113, category: 11, display_name: 'Raumsprays' },
  { id: 121, category: 12, display_name: 'Stadträder' },
  { id: 122, category: 12, display_name: 'E-Bikes' },
  { id: 123, category: 12, display_name: 'Fahrradzubehör' },
];

/** Fictional brands (no real trademarks); 5 is the jeweller's own workshop. */
export const manufacturers: Array<{ id: number; display_name: string; description: string }> = [
  { id: 1, display_name: 'Hallberg & Söhne', description: 'Kleine Uhrenmanufaktur aus dem Schwarzwald, seit drei Generationen in Familienhand. Gehäuse und Zifferblätter entstehen in Schramberg.' },
  { id: 2, display_name: 'Nordkap Uhrenwerke', description: 'Robuste Taucher- und Fliegeruhren mit Automatikwerk, gebaut für Salzwasser, Kälte und den Alltag.' },
  { id: 3, display_name: 'Meridian Zeitmesser', description: 'Schlichte Quarz- und Solaruhren mit klaren Zifferblättern – zuverlässig und erschwinglich.' },
  { id: 4, display_name: 'Atelier Lindqvist', description: 'Skandinavisch inspiriertes Schmuckdesign in Sterlingsilber, gefertigt aus recyceltem Edelmetall.' },
  { id: 5, display_name: 'Albrecht Atelier', description: 'Unsere eigene Goldschmiede im Haus: Trauringe, Verlobungsringe und Unikate, von Hand gefertigt in Freiburg.' },
  { id: 6, display_name: 'Ringwerk Pforzheim', description: 'Trauring-Spezialist aus der Goldstadt Pforzheim mit über 400 Profilen, Oberflächen und Legierungen.' },
  { id: 7, display_name: 'Perla Marina', description: 'Zuchtperlen aus Japan, Polynesien und Süßwasserfarmen – handverlesen und in Italien geknüpft.' },
  { id: 8, display_name: 'Sehwerk Optik', description: 'Brillenfassungen aus Acetat und Titan, entworfen in Berlin, leicht und langlebig.' },
  { id: 9, display_name: 'Lunetterie Soleil', description: 'Sonnenbrillen mit mineralischen und polarisierenden Gläsern aus einer kleinen Manufaktur im Jura.' },
  { id: 10, display_name: 'Kleiner Stern', description: 'Kinderschmuck und Lernuhren – nickelfrei, robust und mit Liebe zum Detail.' },
  { id: 11, display_name: 'Leinenhaus Ammersee', description: 'Leinen, Wolle und Baumwolle aus europäischen Webereien, gewaschen und genäht am Ammersee.' },
  { id: 12, display_name: 'Formfaden Studio', description: 'Vasen, Schalen und Kerzenhalter aus Glas, Keramik und Messing in kleinen Auflagen.' },
  { id: 13, display_name: 'Duftmanufaktur Kaiserstuhl', description: 'Duftkerzen aus Sojawachs und Raumdüfte mit natürlichen Ölen, abgefüllt am Kaiserstuhl.' },
  { id: 14, display_name: 'Velo Dreisam', description: 'Stadträder und E-Bikes aus Freiburg – wartungsarm, mit Riemenantrieb und Nabenschaltung.' },
  { id: 15, display_name: 'Kronberg Lederwerk', description: 'Uhrenboxen, Etuis und Lederwaren aus pflanzlich gegerbtem Leder.' },
];

export const tags: Array<{ id: number; slug: string; display_name: string }> = [
  { id: 1, slug: 'neuheit', display_name: 'Neuheit' },
  { id: 2, slug: 'bestseller', display_name: 'Bestseller' },
  { id: 3, slug: 'geschenkidee', display_name: 'Geschenkidee' },
  { id: 4, slug: 'handgefertigt', display_name: 'Handgefertigt' },
  { id: 5, slug: 'nachhaltig', display_name: 'Nachhaltig' },
  { id: 6, slug: 'limitiert', display_name: 'Limitierte Edition' },
  { id: 7, slug: 'online-exklusiv', display_name: 'Online exklusiv' },
];

export const attributeGroupIds = {
  Material: 1,
  Farbe: 2,
  Größe: 3,
  Stein: 4,
  Uhrwerk: 5,
  Gehäusedurchmesser: 6,
  Wasserdichtigkeit: 7,
  Duftnote: 8,
} as const;
export type AttributeGroupName = keyof typeof attributeGroupIds;
export type Attributes = Partial<Record<AttributeGroupName, string | string[]>>;
