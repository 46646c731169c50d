import type { NetQuantity } from '../../../widgets/core/catalog/net-quantity.ts';
import type { PersonalizationKind, SizeGuideKind, VariantKind } from './options.ts';
import type { Attributes, CategoryKey } from './taxonomy.ts';
import type { Texts } from './translations/languages.ts';

/** The products of the demo shop, by category: what a person would type into the content service. */

export interface Blueprint {
  name: string;
  subcategory: number;
  manufacturer: number;
  /** Gross price; null for "price on request". */
  price: string | null;
  attributes: Attributes;
  variants?: VariantKind;
  personalization?: PersonalizationKind;
  sizeGuide?: SizeGuideKind;
  tags?: string[];
  featured?: boolean;
  /** What one piece holds, for the unit price (§ 4 PAngV): goods sold by volume or weight. */
  netQuantity?: NetQuantity;
  /** English and French names for a name not in translations/product-names.ts (the large catalog's series). */
  names?: Texts;
}
/** English and French of the texts a fixed product's `overrides` sets in German (the generator stops without them). */
export type OverrideTexts = Partial<Record<'display_name' | 'description' | 'safety_information', Texts>>;

type Row = [name: string, subcategory: number, manufacturer: number, price: string | null, attributes: Attributes, extra?: Partial<Blueprint>];
const rows = (list: Row[]): Blueprint[] =>
  list.map(([name, subcategory, manufacturer, rowPrice, attributes, extra]) => ({ name, subcategory, manufacturer, price: rowPrice, attributes, ...extra }));

const watch = (material: string, dial: string, movement: string, diameter: string, waterResistance: string): Attributes => ({
  Material: material,
  Farbe: dial,
  Uhrwerk: movement,
  Gehäusedurchmesser: diameter,
  Wasserdichtigkeit: waterResistance,
});
const ring: Partial<Blueprint> = { variants: 'ringSizes', sizeGuide: 'ring' };
const engagementRing: Partial<Blueprint> = { ...ring, personalization: 'engraving' };
const weddingRings = (variants: VariantKind): Partial<Blueprint> => ({ variants, sizeGuide: 'ring', personalization: 'weddingEngraving' });

export const blueprints: Record<CategoryKey, Blueprint[]> = {
  watches: rows([
    ['Schauinsland Automatik 40 mm', 11, 1, '1490.00', watch('Edelstahl', 'Blau', 'Automatik', '40 mm', '10 bar'), { variants: 'strap', personalization: 'caseback' }],
    ['Schauinsland Automatik 36 mm', 11, 1, '1390.00', watch('Edelstahl', 'Silber', 'Automatik', '36 mm', '5 bar'), { variants: 'dial' }],
    ['Feldberg Chronograph 42 mm', 12, 1, '2450.00', watch('Edelstahl', 'Schwarz', 'Automatik', '42 mm', '10 bar'), { variants: 'strap' }],
    ['Belchen Handaufzug 38 mm', 11, 1, '1980.00', watch('Edelstahl', 'Weiß', 'Handaufzug', '38 mm', '5 bar'), { personalization: 'caseback' }],
    ['Kandel Automatik Datum 39 mm', 11, 1, '1290.00', watch('Edelstahl', 'Grün', 'Automatik', '39 mm', '10 bar')],
    ['Titisee GMT 41 mm Limitierte Edition', 11, 1, null, watch('Edelstahl', 'Blau', 'Automatik', '41 mm', '10 bar'), { tags: ['limitiert'] }],
    ['Tiefsee 300 Taucheruhr 43 mm', 13, 2, '1190.00', watch('Edelstahl', 'Schwarz', 'Automatik', '43 mm', '30 bar'), { variants: 'dial' }],
    ['Polarkreis Fliegeruhr 42 mm', 11, 2, '690.00', watch('Edelstahl', 'Schwarz', 'Automatik', '42 mm', '10 bar'), { variants: 'strap' }],
    ['Fjord Taucheruhr Titan 40 mm', 13, 2, '1090.00', watch('Titan', 'Grau', 'Automatik', '40 mm', '20 bar')],
    ['Lofoten Chronograph 44 mm', 12, 2, '1590.00', watch('Edelstahl', 'Blau', 'Automatik', '44 mm', '10 bar')],
    ['Nordlicht GMT 42 mm', 11, 2, '1290.00', watch('Edelstahl', 'Grün', 'Automatik', '42 mm', '20 bar'), { variants: 'strap' }],
    ['Spitzbergen Automatik 39 mm', 11, 2, '790.00', watch('Edelstahl', 'Weiß', 'Automatik', '39 mm', '10 bar')],
    ['Skagerrak Taucheruhr Keramik 42 mm', 13, 2, null, watch('Keramik', 'Schwarz', 'Automatik', '42 mm', '30 bar'), { tags: ['limitiert'] }],
    ['Meridian Classic Quarz 38 mm', 14, 3, '249.00', watch('Edelstahl', 'Silber', 'Quarz', '38 mm', '5 bar'), { variants: 'strap' }],
    ['Meridian Slim Damenuhr 32 mm', 15, 3, '279.00', watch('Edelstahl', 'Roségold', 'Quarz', '32 mm', '5 bar')],
    ['Meridian Solar 40 mm', 14, 3, '329.00', watch('Edelstahl', 'Blau', 'Solar', '40 mm', '10 bar'), { variants: 'dial' }],
    ['Meridian Petite Damenuhr 28 mm', 15, 3, '229.00', watch('Edelstahl', 'Gold', 'Quarz', '28 mm', '3 bar')],
    ['Meridian Sport Chronograph 42 mm', 12, 3, '389.00', watch('Edelstahl', 'Schwarz', 'Quarz', '42 mm', '10 bar')],
    ['Meridian Mondphase Damenuhr 34 mm', 15, 3, '449.00', watch('Edelstahl', 'Weiß', 'Quarz', '34 mm', '5 bar'), { personalization: 'caseback' }],
    ['Meridian Bicolor Damenuhr 30 mm', 15, 3, '359.00', watch('Edelstahl', 'Gold', 'Quarz', '30 mm', '5 bar')],
    ['Meridian Titan Solar 41 mm', 14, 3, '399.00', watch('Titan', 'Grau', 'Solar', '41 mm', '10 bar')],
  ]),
  jewelry: rows([
    ['Anhänger Herz Sterlingsilber', 21, 4, '79.00', { Material: 'Sterlingsilber 925', Farbe: 'Silber' }, { variants: 'pendantChain', personalization: 'engraving' }],
    ['Kette Venezianer 45 cm Gelbgold 585', 21, 5, '589.00', { Material: 'Gelbgold 585', Farbe: 'Gold' }],
    ['Anhänger Kompass Sterlingsilber', 21, 4, '89.00', { Material: 'Sterlingsilber 925', Farbe: 'Silber' }, { personalization: 'engraving' }],
    ['Collier Tropfen Topas Weißgold', 21, 5, '690.00', { Material: 'Weißgold 585', Farbe: 'Blau', Stein: 'Topas' }],
    ['Anhänger Baum des Lebens Roségold', 21, 4, '149.00', { Material: 'Sterlingsilber 925', Farbe: 'Roségold' }, { variants: 'pendantChain' }],
    ['Armband Panzer Sterlingsilber', 22, 4, '129.00', { Material: 'Sterlingsilber 925', Farbe: 'Silber' }, { variants: 'braceletLength', sizeGuide: 'bracelet' }],
    ['Armreif Hammerschlag Gelbgold 585', 22, 5, '1190.00', { Material: 'Gelbgold 585', Farbe: 'Gold' }, { tags: ['handgefertigt'] }],
    ['Tennisarmband Brillanten 1,00 ct', 22, 5, null, { Material: 'Weißgold 585', Farbe: 'Weiß', Stein: 'Brillant' }],
    ['Armband Perlmutt Roségold', 22, 4, '119.00', { Material: 'Sterlingsilber 925', Farbe: 'Roségold', Stein: 'Perlmutt' }, { variants: 'braceletLength', sizeGuide: 'bracelet' }],
    ['Ohrstecker Brillant 0,10 ct Weißgold', 23, 5, '390.00', { Material: 'Weißgold 585', Farbe: 'Weiß', Stein: 'Brillant' }],
    ['Creolen Roségold 20 mm', 23, 4, '99.00', { Material: 'Sterlingsilber 925', Farbe: 'Roségold' }],
    ['Ohrhänger Saphir Gelbgold', 23, 5, '540.00', { Material: 'Gelbgold 585', Farbe: 'Blau', Stein: 'Saphir' }],
    ['Ohrstecker Kleeblatt Sterlingsilber', 23, 4, '49.00', { Material: 'Sterlingsilber 925', Farbe: 'Silber' }],
    ['Creolen Gelbgold 15 mm', 23, 5, '289.00', { Material: 'Gelbgold 585', Farbe: 'Gold' }],
    ['Ring Twist Sterlingsilber', 24, 4, '69.00', { Material: 'Sterlingsilber 925', Farbe: 'Silber' }, ring],
    ['Siegelring Onyx Gelbgold', 24, 5, '790.00', { Material: 'Gelbgold 585', Farbe: 'Schwarz', Stein: 'Onyx' }, { ...ring, personalization: 'initials' }],
    ['Ring Smaragd Entourage Gelbgold', 24, 5, '1450.00', { Material: 'Gelbgold 585', Farbe: 'Grün', Stein: 'Smaragd' }, ring],
    ['Stapelring Zirkonia Sterlingsilber', 24, 4, '59.00', { Material: 'Sterlingsilber 925', Farbe: 'Silber', Stein: 'Zirkonia' }, ring],
    ['Brosche Libelle Emaille', 25, 4, '159.00', { Material: 'Sterlingsilber 925', Farbe: 'Grün' }],
    ['Brosche Ginkgoblatt Gelbgold', 25, 5, '480.00', { Material: 'Gelbgold 585', Farbe: 'Gold' }, { tags: ['handgefertigt'] }],
    ['Kette Anker Sterlingsilber', 21, 4, '69.00', { Material: 'Sterlingsilber 925', Farbe: 'Silber' }, { variants: 'chainLength' }],
    ['Medaillon Oval Sterlingsilber', 21, 4, '119.00', { Material: 'Sterlingsilber 925', Farbe: 'Silber' }, { personalization: 'engraving' }],
    ['Ohrstecker Rubin Herz Roségold', 23, 5, '420.00', { Material: 'Roségold 585', Farbe: 'Rot', Stein: 'Rubin' }],
    ['Armband Leder mit Goldverschluss', 22, 5, '249.00', { Material: ['Leder', 'Gelbgold 585'], Farbe: 'Braun' }, { personalization: 'initials' }],
  ]),
  accessories: rows([
    ['Manschettenknöpfe Onyx Sterlingsilber', 31, 4, '129.00', { Material: 'Sterlingsilber 925', Farbe: 'Schwarz', Stein: 'Onyx' }, { personalization: 'initials' }],
    ['Manschettenknöpfe Perlmutt', 31, 4, '99.00', { Material: 'Sterlingsilber 925', Farbe: 'Weiß', Stein: 'Perlmutt' }],
    ['Uhrenbox Walnuss für 6 Uhren', 32, 15, '189.00', { Material: 'Walnussholz', Farbe: 'Braun' }],
    ['Uhrenbeweger Duo', 32, 15, '349.00', { Material: 'Walnussholz', Farbe: 'Schwarz' }],
    ['Schmucketui Leder Reise', 33, 15, '79.00', { Material: 'Leder', Farbe: ['Cognac', 'Schwarz', 'Dunkelblau'] }, { variants: 'leatherColor', personalization: 'initials' }],
    ['Geldklammer Edelstahl', 31, 4, '49.00', { Material: 'Edelstahl', Farbe: 'Silber' }, { personalization: 'initials' }],
    ['Uhrenarmband Kalbsleder 20 mm', 33, 15, '69.00', { Material: 'Leder', Farbe: ['Cognac', 'Schwarz', 'Dunkelblau'] }, { variants: 'leatherColor' }],
    ['Brillenetui Leder', 33, 15, '39.00', { Material: 'Leder', Farbe: 'Schwarz' }],
    ['Schlüsselanhänger Karabiner Messing', 33, 15, '35.00', { Material: 'Messing', Farbe: 'Gold' }],
  ]),
  wedding_rings: rows([
    ['Trauringe Klassik Gelbgold 585', 41, 6, '890.00', { Material: 'Gelbgold 585', Farbe: 'Gold' }, weddingRings('ringWidth')],
    ['Trauringe Klassik Weißgold 585', 42, 6, '990.00', { Material: 'Weißgold 585', Farbe: 'Weiß' }, weddingRings('ringWidth')],
    ['Trauringe Klassik Roségold 585', 43, 6, '950.00', { Material: 'Roségold 585', Farbe: 'Roségold' }, weddingRings('ringWidth')],
    ['Trauringe Platin 950 mattiert', 44, 6, '2190.00', { Material: 'Platin 950', Farbe: 'Weiß' }, weddingRings('ringSizes')],
    ['Trauringe Bicolor Gelb- und Weißgold', 45, 5, '1390.00', { Material: ['Gelbgold 585', 'Weißgold 585'], Farbe: ['Gold', 'Weiß'] }, weddingRings('ringWidth')],
    ['Trauringe Brillantband Weißgold', 42, 5, '1890.00', { Material: 'Weißgold 585', Farbe: 'Weiß', Stein: 'Brillant' }, weddingRings('ringSizes')],
    ['Trauringe Hammerschlag Gelbgold', 41, 5, '1090.00', { Material: 'Gelbgold 585', Farbe: 'Gold' }, { ...weddingRings('ringSizes'), tags: ['handgefertigt'] }],
    ['Trauringe Fuge Roségold', 43, 6, '1040.00', { Material: 'Roségold 585', Farbe: 'Roségold' }, weddingRings('ringWidth')],
    ['Trauringe Titan Carbon', 45, 6, '490.00', { Material: ['Titan', 'Carbon'], Farbe: ['Grau', 'Schwarz'] }, weddingRings('ringSizes')],
    ['Trauringe Eismatt Platin mit Brillant', 44, 5, null, { Material: 'Platin 950', Farbe: 'Weiß', Stein: 'Brillant' }, weddingRings('ringSizes')],
    ['Trauringe Welle Weißgold', 42, 6, '1150.00', { Material: 'Weißgold 585', Farbe: 'Weiß' }, weddingRings('ringWidth')],
    ['Trauringe Sandstrahl Gelbgold 750', 41, 5, '1680.00', { Material: 'Gelbgold 750', Farbe: 'Gold' }, weddingRings('ringSizes')],
    ['Trauringe Zweiklang Roségold Weißgold', 45, 6, '1240.00', { Material: ['Roségold 585', 'Weißgold 585'], Farbe: ['Roségold', 'Weiß'] }, weddingRings('ringWidth')],
    ['Trauringe Vintage Gelbgold mit Saphir', 41, 5, '1320.00', { Material: 'Gelbgold 585', Farbe: 'Gold', Stein: 'Saphir' }, weddingRings('ringSizes')],
  ]),
  beads: rows([
    ['Perlenkette Akoya 45 cm', 51, 7, '690.00', { Material: 'Gelbgold 585', Farbe: 'Weiß', Stein: 'Akoya-Perle' }, { featured: true }],
    ['Perlenkette Süßwasser', 51, 7, '149.00', { Material: 'Sterlingsilber 925', Farbe: 'Weiß', Stein: 'Süßwasserperle' }, { variants: 'chainLength' }],
    ['Perlenkette Tahiti Graphit 45 cm', 51, 7, null, { Material: 'Weißgold 585', Farbe: 'Grau', Stein: 'Tahiti-Perle' }],
    ['Perlenohrstecker Akoya 7 mm', 52, 7, '189.00', { Material: 'Gelbgold 585', Farbe: 'Weiß', Stein: 'Akoya-Perle' }],
    ['Perlenohrhänger Süßwasser Tropfen', 52, 7, '89.00', { Material: 'Sterlingsilber 925', Farbe: 'Weiß', Stein: 'Süßwasserperle' }],
    ['Perlenohrstecker Südsee Gold 10 mm', 52, 7, '590.00', { Material: 'Gelbgold 750', Farbe: 'Gold', Stein: 'Südsee-Perle' }],
    ['Perlenarmband Süßwasser zweireihig', 53, 7, '129.00', { Material: 'Sterlingsilber 925', Farbe: 'Weiß', Stein: 'Süßwasserperle' }, { variants: 'braceletLength', sizeGuide: 'bracelet' }],
    ['Perlenarmband Akoya mit Goldschließe', 53, 7, '490.00', { Material: 'Gelbgold 585', Farbe: 'Weiß', Stein: 'Akoya-Perle' }],
    ['Perlenanhänger Solitär Weißgold', 51, 7, '159.00', { Material: 'Weißgold 585', Farbe: 'Weiß', Stein: 'Süßwasserperle' }],
    ['Perlen-Y-Kette Rosé', 51, 7, '119.00', { Material: 'Sterlingsilber 925', Farbe: 'Roségold', Stein: 'Süßwasserperle' }],
    ['Perlenohrringe Barock Sterlingsilber', 52, 7, '99.00', { Material: 'Sterlingsilber 925', Farbe: 'Weiß', Stein: 'Süßwasserperle' }],
  ]),
  engagement_rings: rows([
    ['Solitärring Weißgold 0,50 ct', 61, 5, '2890.00', { Material: 'Weißgold 585', Farbe: 'Weiß', Stein: 'Brillant' }, engagementRing],
    ['Solitärring Gelbgold 0,25 ct', 61, 5, '1190.00', { Material: 'Gelbgold 585', Farbe: 'Gold', Stein: 'Brillant' }, engagementRing],
    ['Solitärring Platin 1,00 ct', 61, 5, null, { Material: 'Platin 950', Farbe: 'Weiß', Stein: 'Brillant' }, engagementRing],
    ['Solitärring Roségold 0,15 ct', 61, 6, '790.00', { Material: 'Roségold 585', Farbe: 'Roségold', Stein: 'Brillant' }, engagementRing],
    ['Halo-Ring Brillant 0,40 ct Weißgold', 62, 5, '2290.00', { Material: 'Weißgold 585', Farbe: 'Weiß', Stein: 'Brillant' }, engagementRing],
    ['Halo-Ring Saphir Weißgold', 62, 6, '1490.00', { Material: 'Weißgold 585', Farbe: 'Blau', Stein: ['Saphir', 'Brillant'] }, engagementRing],
    ['Halo-Ring Morganit Roségold', 62, 6, '990.00', { Material: 'Roségold 585', Farbe: 'Rosa', Stein: ['Morganit', 'Brillant'] }, engagementRing],
    ['Vintage-Ring Smaragd Art déco', 63, 5, '1890.00', { Material: 'Weißgold 585', Farbe: 'Grün', Stein: ['Smaragd', 'Brillant'] }, { ...engagementRing, tags: ['handgefertigt'] }],
    ['Vintage-Ring Rubin Gelbgold', 63, 5, '1390.00', { Material: 'Gelbgold 585', Farbe: 'Rot', Stein: 'Rubin' }, engagementRing],
    ['Verlobungsring Solitär Sterlingsilber Zirkonia', 61, 6, '119.00', { Material: 'Sterlingsilber 925', Farbe: 'Silber', Stein: 'Zirkonia' }, engagementRing],
    ['Vintage-Ring Brillant Milgrain Platin', 63, 5, null, { Material: 'Platin 950', Farbe: 'Weiß', Stein: 'Brillant' }, engagementRing],
    ['Trilogy-Ring Brillant 0,30 ct Weißgold', 62, 5, '1790.00', { Material: 'Weißgold 585', Farbe: 'Weiß', Stein: 'Brillant' }, engagementRing],
  ]),
  optics: rows([
    ['Brillenfassung Panto Acetat', 71, 8, '249.00', { Material: 'Acetat', Farbe: ['Havanna', 'Schwarz', 'Kristall'] }, { variants: 'frameColor' }],
    ['Brillenfassung Rund Titan', 71, 8, '349.00', { Material: 'Titan', Farbe: 'Gold' }],
    ['Brillenfassung Cat-Eye Acetat', 71, 8, '229.00', { Material: 'Acetat', Farbe: ['Havanna', 'Schwarz', 'Kristall'] }, { variants: 'frameColor' }],
    ['Brillenfassung Rechteckig Edelstahl', 71, 8, '189.00', { Material: 'Edelstahl', Farbe: 'Silber' }],
    ['Brillenfassung Browline Acetat und Titan', 71, 8, '299.00', { Material: ['Acetat', 'Titan'], Farbe: 'Schwarz' }],
    ['Brillenfassung Achteckig Titan', 71, 8, '329.00', { Material: 'Titan', Farbe: 'Roségold' }, { tags: ['neuheit'] }],
    ['Sonnenbrille Pilot Metall polarisiert', 72, 9, '189.00', { Material: 'Metall', Farbe: 'Gold' }],
    ['Sonnenbrille Rund Havanna', 72, 9, '159.00', { Material: 'Acetat', Farbe: 'Havanna' }],
    ['Sonnenbrille Cat-Eye Schildpatt-Optik', 72, 9, '169.00', { Material: 'Acetat', Farbe: 'Havanna' }],
    ['Sonnenbrille Sport polarisiert', 72, 9, '129.00', { Material: 'Kunststoff', Farbe: 'Schwarz' }],
    ['Lesebrille Faltbar im Etui', 73, 8, '49.00', { Material: 'Metall', Farbe: 'Schwarz' }, { variants: 'diopter' }],
    ['Lesebrille Slim Metall', 73, 8, '39.00', { Material: 'Metall', Farbe: 'Silber' }, { variants: 'diopter' }],
  ]),
  for_kids: rows([
    ['Kinderuhr Lernuhr Dino', 81, 10, '49.00', { Material: 'Kunststoff', Farbe: 'Grün', Uhrwerk: 'Quarz' }, { tags: ['geschenkidee'] }],
    ['Kinderuhr Lernuhr Einhorn', 81, 10, '49.00', { Material: 'Kunststoff', Farbe: 'Rosa', Uhrwerk: 'Quarz' }, { tags: ['geschenkidee'] }],
    ['Kinderuhr Weltall 30 mm', 81, 10, '59.00', { Material: 'Edelstahl', Farbe: 'Blau', Uhrwerk: 'Quarz', Gehäusedurchmesser: '30 mm', Wasserdichtigkeit: '3 bar' }],
    ['Kinderkette Stern Sterlingsilber', 82, 10, '39.00', { Material: 'Sterlingsilber 925', Farbe: 'Silber' }, { personalization: 'childName' }],
    ['Kinderohrstecker Marienkäfer', 82, 10, '29.00', { Material: 'Sterlingsilber 925', Farbe: 'Rot' }],
    ['Kinderarmband Namensplättchen', 82, 10, '45.00', { Material: 'Sterlingsilber 925', Farbe: 'Silber' }, { personalization: 'childName' }],
    ['Taufkette Schutzengel Sterlingsilber', 83, 10, '59.00', { Material: 'Sterlingsilber 925', Farbe: 'Silber' }, { personalization: 'childName' }],
    ['Taufarmband Perle mit Gravurplatte', 83, 10, '69.00', { Material: 'Sterlingsilber 925', Farbe: 'Weiß', Stein: 'Süßwasserperle' }, { personalization: 'childName' }],
    ['Taufring an Kette Gelbgold 333', 83, 10, '139.00', { Material: 'Gelbgold 333', Farbe: 'Gold' }],
  ]),
  home_fabrics: rows([
    ['Kissenhülle Leinen Salbei', 91, 11, '39.00', { Material: 'Leinen', Farbe: 'Grün' }, { variants: 'cushionSize' }],
    ['Kissenhülle Samt Ocker', 91, 11, '45.00', { Material: 'Baumwollsamt', Farbe: 'Gelb' }, { variants: 'cushionSize' }],
    ['Kissenhülle Bouclé Creme', 91, 11, '49.00', { Material: 'Wolle', Farbe: 'Weiß' }],
    ['Plaid Merinowolle Fischgrat', 92, 11, '149.00', { Material: 'Merinowolle', Farbe: 'Grau' }],
    ['Wohndecke Baumwolle Waffelpiqué', 92, 11, '89.00', { Material: 'Baumwolle', Farbe: ['Sand', 'Salbei', 'Anthrazit'] }, { variants: 'fabricColor' }],
    ['Tischläufer Leinen gewaschen', 93, 11, '35.00', { Material: 'Leinen', Farbe: 'Weiß' }, { variants: 'runnerLength' }],
    ['Tischdecke Leinen Natur 140 × 240 cm', 93, 11, '119.00', { Material: 'Leinen', Farbe: 'Sand' }],
    ['Servietten Leinen 4er-Set', 93, 11, '42.00', { Material: 'Leinen', Farbe: ['Sand', 'Salbei', 'Anthrazit'] }, { variants: 'fabricColor' }],
  ]),
  decoratives: rows([
    ['Vase Rillenglas Bernstein', 101, 12, '69.00', { Material: 'Glas', Farbe: 'Braun' }],
    ['Vase Steinzeug Sandfarben 24 cm', 101, 12, '59.00', { Material: 'Keramik', Farbe: 'Sand' }],
    ['Bodenvase Keramik matt 45 cm', 101, 12, '149.00', { Material: 'Keramik', Farbe: 'Weiß' }],
    ['Kerzenhalter Messing 3er-Set', 102, 12, '89.00', { Material: 'Messing', Farbe: 'Gold' }],
    ['Windlicht Glas mit Messingfuß', 102, 12, '49.00', { Material: ['Glas', 'Messing'], Farbe: 'Gold' }],
    ['Schale Marmor Verde', 103, 12, '79.00', { Material: 'Marmor', Farbe: 'Grün' }],
    ['Tablett Messing rund 30 cm', 103, 12, '99.00', { Material: 'Messing', Farbe: 'Gold' }],
    ['Schmuckschale Porzellan Goldrand', 103, 12, '29.00', { Material: 'Porzellan', Farbe: 'Weiß' }, { tags: ['geschenkidee'] }],
  ]),
  room_fragrances: rows([
    ['Duftkerze Feige & Zeder', 111, 13, '34.00', { Material: 'Sojawachs', Duftnote: ['Feige', 'Zeder'] }, { featured: true }],
    ['Duftkerze Weinbergpfirsich', 111, 13, '34.00', { Material: 'Sojawachs', Duftnote: 'Pfirsich' }],
    ['Duftkerze Lavendel & Salbei', 111, 13, '34.00', { Material: 'Sojawachs', Duftnote: ['Lavendel', 'Salbei'] }],
    ['Raumdiffuser Schwarzwaldtanne', 112, 13, '39.00', { Duftnote: 'Tanne' }, { variants: 'fragranceSize' }],
    ['Raumdiffuser Orangenblüte', 112, 13, '39.00', { Duftnote: 'Orangenblüte' }, { variants: 'fragranceSize' }],
    ['Raumdiffuser Vetiver & Bergamotte', 112, 13, '42.00', { Duftnote: ['Vetiver', 'Bergamotte'] }, { variants: 'fragranceSize' }],
    ['Raumspray Leinen & Baumwolle 100 ml', 113, 13, '24.00', { Duftnote: 'Baumwolle' }, { netQuantity: { amount: '100', unit: 'ml' } }],
    ['Raumspray Kaiserstuhl Sommer 100 ml', 113, 13, '24.00', { Duftnote: ['Pfirsich', 'Lavendel'] }, { netQuantity: { amount: '100', unit: 'ml' } }],
    ['Duftkerze im Messingglas Amber', 111, 13, '59.00', { Material: ['Sojawachs', 'Messing'], Duftnote: 'Amber' }],
  ]),
  bicycles: rows([
    ['Stadtrad Dreisam 7-Gang', 121, 14, '899.00', { Material: 'Aluminium', Farbe: 'Grün' }, { variants: 'frameSize', sizeGuide: 'bike' }],
    ['Stadtrad Dreisam Tiefeinsteiger', 121, 14, '949.00', { Material: 'Aluminium', Farbe: 'Weiß' }, { variants: 'frameSize', sizeGuide: 'bike' }],
    ['Stadtrad Münstertal Singlespeed', 121, 14, '699.00', { Material: 'Stahl', Farbe: 'Schwarz' }],
    ['E-Bike Schauinsland Trekking', 122, 14, '3290.00', { Material: 'Aluminium', Farbe: 'Grau' }, { variants: 'frameSize', sizeGuide: 'bike' }],
    ['E-Bike Kaiserstuhl City', 122, 14, null, { Material: 'Aluminium', Farbe: 'Grün' }, { variants: 'frameSize', sizeGuide: 'bike' }],
    ['E-Lastenrad Familie', 122, 14, null, { Material: 'Aluminium', Farbe: 'Blau' }],
    ['Fahrradkorb Weide mit Lederriemen', 123, 14, '79.00', { Material: ['Weide', 'Leder'], Farbe: 'Braun' }],
    ['Faltschloss 90 cm', 123, 14, '89.00', { Material: 'Stahl', Farbe: 'Schwarz' }],
  ]),
};

/** Not yet (or no longer) for sale: in the content service, never in the shop. */
export const unpublished: Array<Blueprint & { category: CategoryKey; status: 'draft' | 'archived' }> = [
  { category: 'jewelry', status: 'draft', name: 'Herbstkollektion Ring Tansanit', subcategory: 24, manufacturer: 5, price: '1290.00', attributes: { Material: 'Weißgold 585', Stein: 'Tansanit' }, ...ring },
  { category: 'wedding_rings', status: 'draft', name: 'Trauringe Palladium in Vorbereitung', subcategory: 44, manufacturer: 6, price: '1190.00', attributes: { Material: 'Palladium 950' } },
  { category: 'watches', status: 'draft', name: 'Taucheruhr Bronze 42 mm', subcategory: 13, manufacturer: 2, price: '1390.00', attributes: { Material: 'Bronze' } },
  { category: 'room_fragrances', status: 'draft', name: 'Duftkerze Winterwald', subcategory: 111, manufacturer: 13, price: '36.00', attributes: { Duftnote: 'Tanne' } },
  { category: 'home_fabrics', status: 'draft', name: 'Kissenhülle Cord Rost', subcategory: 91, manufacturer: 11, price: '45.00', attributes: { Material: 'Cord' } },
  { category: 'optics', status: 'draft', name: 'Lesebrille Titan Ultraleicht', subcategory: 73, manufacturer: 8, price: '89.00', attributes: { Material: 'Titan' } },
  { category: 'bicycles', status: 'draft', name: 'E-Bike Gravel Prototyp', subcategory: 122, manufacturer: 14, price: null, attributes: { Material: 'Carbon' } },
  { category: 'accessories', status: 'archived', name: 'Uhrenarmband Kautschuk ausgelaufen', subcategory: 33, manufacturer: 15, price: '49.00', attributes: { Material: 'Kautschuk' } },
];

/**
 * The two products the home page and its tests have always shown, and the draft they must not.
 * A text in `overrides` (a hand-written description) needs its English and French in `overrideTexts`.
 */
export const fixedProducts: Array<{ id: number; category: CategoryKey; status: string; blueprint: Blueprint; overrides: Record<string, unknown>; overrideTexts?: OverrideTexts }> = [
  {
    id: 101,
    category: 'engagement_rings',
    status: 'published',
    // Enough for the orders one run of the browser suite places (about 20 per runtime): the order
    // service sells no piece twice, so a handful would sell out in the middle of the run.
    overrides: { stock: 50, slug: 'solitaerring-weissgold-025-ct', reorder_possible: false, shipping_time: 2 },
    blueprint: { name: 'Solitärring Weißgold 0,25 ct', subcategory: 61, manufacturer: 5, price: '1290.00', attributes: { Material: 'Weißgold 585', Farbe: 'Weiß', Stein: 'Brillant' }, featured: true },
  },
  {
    id: 102,
    category: 'watches',
    status: 'published',
    overrides: { stock: 5, slug: 'taucheruhr-automatik-42-mm', reorder_possible: false, shipping_time: 2 },
    blueprint: { name: 'Taucheruhr Automatik 42 mm', subcategory: 13, manufacturer: 2, price: '849.90', attributes: watch('Edelstahl', 'Blau', 'Automatik', '42 mm', '20 bar'), featured: true },
  },
  {
    id: 103,
    category: 'jewelry',
    status: 'draft',
    overrides: { stock: 1, slug: 'entwurf-nie-anzeigen', reorder_possible: false, shipping_time: 2 },
    blueprint: { name: 'Entwurf – nie anzeigen', subcategory: 21, manufacturer: 4, price: '10.00', attributes: {}, featured: true },
  },
];
