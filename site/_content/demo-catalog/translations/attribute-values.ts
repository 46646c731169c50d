import type { AttributeGroupName } from '../taxonomy.ts';
import { numberTexts, tableOf, textsOf, type Texts } from './languages.ts';

/**
 * The attribute values of the demo's products in English and French, by group. The German value
 * stays the filter key (ecommerce_attribute rows are not translated); these are what a visitor
 * reads in the filter and the product's facts. Groups of measures ("42 mm", "10 bar", ring size
 * "52") need no table: they read the same in every language.
 */
const measureGroups = ['Größe', 'Gehäusedurchmesser', 'Wasserdichtigkeit'] as const;
type WordGroup = Exclude<AttributeGroupName, (typeof measureGroups)[number]>;
const isMeasureGroup = (group: AttributeGroupName): group is (typeof measureGroups)[number] => (measureGroups as readonly string[]).includes(group);

const valueTables: Record<WordGroup, Record<string, Texts>> = {
  Material: tableOf([
    ['Weißgold 585', 'White gold 585', 'Or blanc 585'],
    ['Gelbgold 585', 'Yellow gold 585', 'Or jaune 585'],
    ['Gelbgold 750', 'Yellow gold 750', 'Or jaune 750'],
    ['Gelbgold 333', 'Yellow gold 333', 'Or jaune 333'],
    ['Roségold 585', 'Rose gold 585', 'Or rose 585'],
    ['Sterlingsilber 925', 'Sterling silver 925', 'Argent sterling 925'],
    ['Platin 950', 'Platinum 950', 'Platine 950'],
    ['Palladium 950', 'Palladium 950', 'Palladium 950'],
    ['Edelstahl', 'Stainless steel', 'Acier inoxydable'],
    ['Stahl', 'Steel', 'Acier'],
    ['Titan', 'Titanium', 'Titane'],
    ['Aluminium', 'Aluminium', 'Aluminium'],
    ['Bronze', 'Bronze', 'Bronze'],
    ['Messing', 'Brass', 'Laiton'],
    ['Metall', 'Metal', 'Métal'],
    ['Carbon', 'Carbon', 'Carbone'],
    ['Keramik', 'Ceramic', 'Céramique'],
    ['Porzellan', 'Porcelain', 'Porcelaine'],
    ['Glas', 'Glass', 'Verre'],
    ['Marmor', 'Marble', 'Marbre'],
    ['Leder', 'Leather', 'Cuir'],
    ['Kautschuk', 'Rubber', 'Caoutchouc'],
    ['Kunststoff', 'Plastic', 'Plastique'],
    ['Acetat', 'Acetate', 'Acétate'],
    ['Walnussholz', 'Walnut', 'Bois de noyer'],
    ['Weide', 'Willow', 'Osier'],
    ['Leinen', 'Linen', 'Lin'],
    ['Baumwolle', 'Cotton', 'Coton'],
    ['Baumwollsamt', 'Cotton velvet', 'Velours de coton'],
    ['Cord', 'Corduroy', 'Velours côtelé'],
    ['Wolle', 'Wool', 'Laine'],
    ['Merinowolle', 'Merino wool', 'Laine mérinos'],
    ['Sojawachs', 'Soy wax', 'Cire de soja'],
  ]),
  Farbe: tableOf([
    ['Weiß', 'White', 'Blanc'],
    ['Schwarz', 'Black', 'Noir'],
    ['Grau', 'Grey', 'Gris'],
    ['Anthrazit', 'Anthracite', 'Anthracite'],
    ['Silber', 'Silver', 'Argenté'],
    ['Gold', 'Gold', 'Doré'],
    ['Roségold', 'Rose gold', 'Or rose'],
    ['Blau', 'Blue', 'Bleu'],
    ['Dunkelblau', 'Navy', 'Bleu marine'],
    ['Grün', 'Green', 'Vert'],
    ['Salbei', 'Sage', 'Sauge'],
    ['Rot', 'Red', 'Rouge'],
    ['Rosa', 'Pink', 'Rose'],
    ['Gelb', 'Yellow', 'Jaune'],
    ['Braun', 'Brown', 'Marron'],
    ['Cognac', 'Cognac', 'Cognac'],
    ['Havanna', 'Havana', 'Havane'],
    ['Sand', 'Sand', 'Sable'],
    ['Kristall', 'Crystal', 'Cristal'],
  ]),
  Stein: tableOf([
    ['Brillant', 'Diamond', 'Diamant'],
    ['Saphir', 'Sapphire', 'Saphir'],
    ['Rubin', 'Ruby', 'Rubis'],
    ['Smaragd', 'Emerald', 'Émeraude'],
    ['Topas', 'Topaz', 'Topaze'],
    ['Morganit', 'Morganite', 'Morganite'],
    ['Tansanit', 'Tanzanite', 'Tanzanite'],
    ['Onyx', 'Onyx', 'Onyx'],
    ['Zirkonia', 'Cubic zirconia', 'Zircone'],
    ['Perlmutt', 'Mother-of-pearl', 'Nacre'],
    ['Akoya-Perle', 'Akoya pearl', 'Perle Akoya'],
    ['Süßwasserperle', 'Freshwater pearl', 'Perle d’eau douce'],
    ['Tahiti-Perle', 'Tahitian pearl', 'Perle de Tahiti'],
    ['Südsee-Perle', 'South Sea pearl', 'Perle des mers du Sud'],
  ]),
  Uhrwerk: tableOf([
    ['Automatik', 'Automatic', 'Automatique'],
    ['Handaufzug', 'Hand-wound', 'Remontage manuel'],
    ['Quarz', 'Quartz', 'Quartz'],
    ['Solar', 'Solar', 'Solaire'],
  ]),
  Duftnote: tableOf([
    ['Feige', 'Fig', 'Figue'],
    ['Zeder', 'Cedar', 'Cèdre'],
    ['Pfirsich', 'Peach', 'Pêche'],
    ['Lavendel', 'Lavender', 'Lavande'],
    ['Salbei', 'Sage', 'Sauge'],
    ['Tanne', 'Fir', 'Sapin'],
    ['Orangenblüte', 'Orange blossom', 'Fleur d’oranger'],
    ['Vetiver', 'Vetiver', 'Vétiver'],
    ['Bergamotte', 'Bergamot', 'Bergamote'],
    ['Baumwolle', 'Cotton', 'Coton'],
    ['Amber', 'Amber', 'Ambre'],
  ]),
};

/** A measure: digits with an optional unit, nothing a translator would have to touch. */
const measure = /^\d+(,\d+)?( (mm|cm|bar))?$/;

/** The English and French of one German attribute value of `group`. */
export function attributeValueTexts(group: AttributeGroupName, german: string): Texts {
  if (!isMeasureGroup(group)) return textsOf(valueTables[group], german, `${group} value`);
  if (!measure.test(german)) throw new Error(`The ${group} value "${german}" is not a measure: give it a translation in translations/attribute-values.ts.`);
  return numberTexts(german);
}
