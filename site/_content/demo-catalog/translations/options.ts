import { personalizations, sizeGuides, variantKinds, type PersonalizationKind, type SizeGuideKind, type VariantKind } from '../options.ts';
import { numberTexts, tableOf, textsOf, translationsOf, type Texts, type TranslationLanguage } from './languages.ts';

/**
 * What a product offers beyond itself (../options.ts) in English and French: the variant choice's
 * label and options, the personalization forms and the size guides. Each function returns the
 * German object with its Directus `translations` added as the last key.
 */

/** The label of each kind's choice; null where the German has none (the shop then says "Variant"). */
const variantLabels: Record<VariantKind, Texts | null> = {
  ringSizes: { en: 'Ring size', fr: 'Taille de bague' },
  ringWidth: { en: 'Ring width', fr: 'Largeur de l’anneau' },
  strap: { en: 'Strap', fr: 'Bracelet' },
  dial: { en: 'Dial', fr: 'Cadran' },
  pendantChain: { en: 'Chain', fr: 'Chaîne' },
  chainLength: { en: 'Length', fr: 'Longueur' },
  braceletLength: { en: 'Length', fr: 'Longueur' },
  leatherColor: { en: 'Colour', fr: 'Couleur' },
  frameColor: { en: 'Frame', fr: 'Monture' },
  diopter: { en: 'Dioptres', fr: 'Dioptries' },
  cushionSize: null,
  fabricColor: { en: 'Colour', fr: 'Couleur' },
  runnerLength: { en: 'Size', fr: 'Dimensions' },
  fragranceSize: { en: 'Volume', fr: 'Contenance' },
  frameSize: { en: 'Frame size', fr: 'Taille du cadre' },
};

/** Options in words; measures ("40 cm", "+1,5", "40 × 150 cm") and ring sizes are translated by rule. */
const variantOptionNames = tableOf([
  ['Lederarmband', 'Leather strap', 'Bracelet en cuir'],
  ['Edelstahlband', 'Stainless steel bracelet', 'Bracelet en acier inoxydable'],
  ['Kautschukband', 'Rubber strap', 'Bracelet en caoutchouc'],
  ['Schwarz', 'Black', 'Noir'],
  ['Blau', 'Blue', 'Bleu'],
  ['Grün', 'Green', 'Vert'],
  ['ohne Kette', 'without chain', 'sans chaîne'],
  ['mit Ankerkette 42 cm', 'with cable chain, 42 cm', 'avec chaîne forçat, 42 cm'],
  ['mit Ankerkette 45 cm', 'with cable chain, 45 cm', 'avec chaîne forçat, 45 cm'],
  ['Cognac', 'Cognac', 'Cognac'],
  ['Dunkelblau', 'Navy', 'Bleu marine'],
  ['Havanna', 'Havana', 'Havane'],
  ['Kristall', 'Crystal', 'Cristal'],
  ['Sand', 'Sand', 'Sable'],
  ['Salbei', 'Sage', 'Sauge'],
  ['Anthrazit', 'Anthracite', 'Anthracite'],
]);
const measureOption = /^\+?\d+(,\d+)?( × \d+)?( (mm|cm|ml))?$/;

function variantOptionTexts(german: string): Texts {
  const ringSize = /^Größe (\d+)$/.exec(german);
  if (ringSize) return { en: `Size ${ringSize[1]}`, fr: `Taille ${ringSize[1]}` };
  return measureOption.test(german) ? numberTexts(german) : textsOf(variantOptionNames, german, 'variant');
}

/** The translations of a kind's label, or null when the choice has none. */
export function variantLabelTexts(kind: VariantKind): Texts | null {
  const texts = variantLabels[kind];
  if ((texts === null) !== (variantKinds[kind].label === undefined)) throw new Error(`translations/options.ts: the label of "${kind}" and its translation disagree.`);
  return texts;
}

/** One variant (its German `display_name` is the option's name) with its translations. */
export function withVariantTranslations<Variant extends { display_name: string }>(variant: Variant) {
  const texts = variantOptionTexts(variant.display_name);
  return { ...variant, translations: translationsOf((language) => ({ display_name: texts[language] })) };
}

type FieldKey<Kind extends PersonalizationKind> = (typeof personalizations)[Kind]['fields'][number]['key'];
interface FieldTexts {
  display_name: Texts;
  /** A select field's options, in the German order. */
  options?: Record<TranslationLanguage, string[]>;
}

const fontChoice: FieldTexts = {
  display_name: { en: 'Font', fr: 'Police' },
  options: { en: ['English script', 'Roman', 'Sans serif'], fr: ['Écriture anglaise', 'Romaine', 'Sans empattement'] },
};

/** Every personalization form and every one of its fields (keyed as in options.ts, so none can be missed). */
const personalizationTexts: { [Kind in PersonalizationKind]: { display_name: Texts; fields: Record<FieldKey<Kind>, FieldTexts> } } = {
  engraving: {
    display_name: { en: 'Engraving', fr: 'Gravure' },
    fields: { gravur: { display_name: { en: 'Engraving text', fr: 'Texte de la gravure' } }, schriftart: fontChoice },
  },
  weddingEngraving: {
    display_name: { en: 'Wedding ring engraving', fr: 'Gravure des alliances' },
    fields: {
      gravur_damenring: { display_name: { en: 'Engraving for her ring (e.g. date and name)', fr: 'Gravure de l’alliance de Madame (p. ex. date et prénom)' } },
      gravur_herrenring: { display_name: { en: 'Engraving for his ring (e.g. date and name)', fr: 'Gravure de l’alliance de Monsieur (p. ex. date et prénom)' } },
      schriftart: fontChoice,
    },
  },
  caseback: {
    display_name: { en: 'Caseback engraving', fr: 'Gravure du fond de boîtier' },
    fields: { gravur: { display_name: { en: 'Engraving text (up to two lines)', fr: 'Texte de la gravure (deux lignes maximum)' } } },
  },
  initials: {
    display_name: { en: 'Initials', fr: 'Initiales' },
    fields: { initialen: { display_name: { en: 'Initials', fr: 'Initiales' } } },
  },
  childName: {
    display_name: { en: 'Name engraving', fr: 'Gravure du prénom' },
    fields: {
      vorname: { display_name: { en: 'Child’s first name', fr: 'Prénom de l’enfant' } },
      geburtsdatum: { display_name: { en: 'Date of birth (optional)', fr: 'Date de naissance (facultatif)' } },
    },
  },
};

/** A personalization form with its translations and its fields' (select fields with their options). */
export function personalizationWithTranslations(kind: PersonalizationKind) {
  const form = personalizations[kind];
  const texts = personalizationTexts[kind];
  const fields = form.fields.map((field) => {
    const fieldTexts = (texts.fields as Record<string, FieldTexts>)[field.key]!;
    const germanOptions: readonly string[] | undefined = 'options' in field ? field.options : undefined;
    if (germanOptions?.length !== fieldTexts.options?.en.length || germanOptions?.length !== fieldTexts.options?.fr.length) {
      throw new Error(`translations/options.ts: the options of "${kind}.${field.key}" and their translations disagree.`);
    }
    return {
      ...field,
      translations: translationsOf((language) => ({ display_name: fieldTexts.display_name[language], ...(fieldTexts.options ? { options: fieldTexts.options[language] } : {}) })),
    };
  });
  return { ...form, fields, translations: translationsOf((language) => ({ display_name: texts.display_name[language] })) };
}

/** Each guide's title and header row; the cells below are measures and ranges, translated by rule. */
const sizeGuideTexts: Record<SizeGuideKind, { display_name: Texts; header: Record<TranslationLanguage, string[]> }> = {
  ring: {
    display_name: { en: 'Ring sizes', fr: 'Tailles de bague' },
    header: { en: ['Ring size', 'Inner circumference (mm)', 'Inner diameter (mm)'], fr: ['Taille de bague', 'Tour de doigt (mm)', 'Diamètre intérieur (mm)'] },
  },
  bracelet: {
    display_name: { en: 'Bracelet lengths', fr: 'Longueurs de bracelet' },
    header: { en: ['Wrist circumference', 'Recommended length'], fr: ['Tour de poignet', 'Longueur recommandée'] },
  },
  bike: {
    display_name: { en: 'Frame sizes', fr: 'Tailles de cadre' },
    header: { en: ['Height', 'Inside leg', 'Frame size'], fr: ['Taille', 'Entrejambe', 'Taille du cadre'] },
  },
};

/** "bis 15 cm", "15 bis 17 cm", "15,9", "17 cm". */
function cellTexts(german: string): Texts {
  const upTo = /^bis (\d+ cm)$/.exec(german);
  if (upTo) return { en: `up to ${upTo[1]}`, fr: `jusqu’à ${upTo[1]}` };
  const range = /^(\d+) bis (\d+ cm)$/.exec(german);
  if (range) return { en: `${range[1]} to ${range[2]}`, fr: `${range[1]} à ${range[2]}` };
  if (measureOption.test(german)) return numberTexts(german);
  throw new Error(`translations/options.ts: no rule translates the size guide cell "${german}".`);
}

/** A size guide with its title and whole table translated (same shape, numbers written for the language). */
export function sizeGuideWithTranslations(kind: SizeGuideKind) {
  const guide = sizeGuides[kind];
  const texts = sizeGuideTexts[kind];
  const [header, ...rows] = guide.table;
  if (header!.length !== texts.header.en.length || header!.length !== texts.header.fr.length) throw new Error(`translations/options.ts: the header of "${kind}" and its translation disagree.`);
  return {
    ...guide,
    translations: translationsOf((language) => ({
      display_name: texts.display_name[language],
      table: [texts.header[language], ...rows.map((row) => row.map((cell) => cellTexts(cell)[language]))],
    })),
  };
}
