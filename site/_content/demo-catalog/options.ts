import Decimal from 'decimal.js';
import type { NetQuantity } from '../../../widgets/core/catalog/net-quantity.ts';

/** What a product can offer beyond itself: variants, personalizations (engravings) and size guides. */

export type VariantKind =
  | 'ringSizes'
  | 'ringWidth'
  | 'strap'
  | 'dial'
  | 'pendantChain'
  | 'chainLength'
  | 'braceletLength'
  | 'leatherColor'
  | 'frameColor'
  | 'diopter'
  | 'cushionSize'
  | 'fabricColor'
  | 'runnerLength'
  | 'fragranceSize'
  | 'frameSize';

interface VariantOption {
  name: string;
  /** Factor on the product price, an amount added, the product's price, or null (inherits). */
  price: { factor: number } | { add: string } | 'same' | null;
  suffix: string;
  /** What the variant holds, for its unit price (a bottle size). */
  netQuantity?: NetQuantity;
}

const ringSizes = [50, 52, 54, 56, 58, 60, 62];

/** Each kind: the label of the choice (undefined → the shop's default "Variante") and its options. */
export const variantKinds: Record<VariantKind, { label?: string; sizes?: boolean; options: VariantOption[] }> = {
  ringSizes: { label: 'Ringgröße', sizes: true, options: ringSizes.map((size) => ({ name: `Größe ${size}`, price: 'same', suffix: `-${size}` })) },
  ringWidth: {
    label: 'Ringbreite',
    options: [
      { name: '3 mm', price: 'same', suffix: '-3MM' },
      { name: '4 mm', price: { factor: 1.18 }, suffix: '-4MM' },
      { name: '5 mm', price: { factor: 1.36 }, suffix: '-5MM' },
      { name: '6 mm', price: { factor: 1.55 }, suffix: '-6MM' },
    ],
  },
  strap: {
    label: 'Armband',
    options: [
      { name: 'Lederarmband', price: 'same', suffix: '-LB' },
      { name: 'Edelstahlband', price: { add: '190.00' }, suffix: '-SB' },
      { name: 'Kautschukband', price: { add: '60.00' }, suffix: '-KB' },
    ],
  },
  dial: {
    label: 'Zifferblatt',
    options: [
      { name: 'Schwarz', price: null, suffix: '-SW' },
      { name: 'Blau', price: null, suffix: '-BL' },
      { name: 'Grün', price: null, suffix: '-GR' },
    ],
  },
  pendantChain: {
    label: 'Kette',
    options: [
      { name: 'ohne Kette', price: 'same', suffix: '-OK' },
      { name: 'mit Ankerkette 42 cm', price: { add: '39.00' }, suffix: '-K42' },
      { name: 'mit Ankerkette 45 cm', price: { add: '45.00' }, suffix: '-K45' },
    ],
  },
  chainLength: {
    label: 'Länge',
    options: [
      { name: '40 cm', price: 'same', suffix: '-40' },
      { name: '45 cm', price: { factor: 1.1 }, suffix: '-45' },
      { name: '50 cm', price: { factor: 1.2 }, suffix: '-50' },
    ],
  },
  braceletLength: {
    label: 'Länge',
    sizes: true,
    options: ['17 cm', '19 cm', '21 cm'].map((length) => ({ name: length, price: 'same', suffix: `-${length.slice(0, 2)}` })),
  },
  leatherColor: {
    label: 'Farbe',
    options: [
      { name: 'Cognac', price: null, suffix: '-CO' },
      { name: 'Schwarz', price: null, suffix: '-SW' },
      { name: 'Dunkelblau', price: null, suffix: '-DB' },
    ],
  },
  frameColor: {
    label: 'Fassung',
    options: [
      { name: 'Havanna', price: null, suffix: '-HV' },
      { name: 'Schwarz', price: null, suffix: '-SW' },
      { name: 'Kristall', price: null, suffix: '-KR' },
    ],
  },
  diopter: {
    label: 'Dioptrien',
    options: ['+1,0', '+1,5', '+2,0', '+2,5', '+3,0'].map((value) => ({ name: value, price: 'same', suffix: `-${value.replace(/\D/g, '')}` })),
  },
  cushionSize: {
    options: [
      { name: '40 × 40 cm', price: 'same', suffix: '-40' },
      { name: '50 × 50 cm', price: { add: '8.00' }, suffix: '-50' },
    ],
  },
  fabricColor: {
    label: 'Farbe',
    options: [
      { name: 'Sand', price: null, suffix: '-SA' },
      { name: 'Salbei', price: null, suffix: '-SB' },
      { name: 'Anthrazit', price: null, suffix: '-AN' },
    ],
  },
  runnerLength: {
    label: 'Größe',
    options: [
      { name: '40 × 150 cm', price: 'same', suffix: '-150' },
      { name: '40 × 200 cm', price: { add: '9.00' }, suffix: '-200' },
    ],
  },
  fragranceSize: {
    label: 'Inhalt',
    options: [
      { name: '100 ml', price: 'same', suffix: '-100', netQuantity: { amount: '100', unit: 'ml' } },
      { name: '250 ml', price: { factor: 1.75 }, suffix: '-250', netQuantity: { amount: '250', unit: 'ml' } },
      { name: '500 ml', price: { factor: 2.75 }, suffix: '-500', netQuantity: { amount: '500', unit: 'ml' } },
    ],
  },
  frameSize: {
    label: 'Rahmenhöhe',
    sizes: true,
    options: ['50 cm', '54 cm', '58 cm'].map((height) => ({ name: height, price: 'same', suffix: `-${height.slice(0, 2)}` })),
  },
};

const fontChoice = { key: 'schriftart', display_name: 'Schriftart', type: 'select', required: true, options: ['Englische Schreibschrift', 'Antiqua', 'Grotesk'] } as const;

export const personalizations = {
  engraving: {
    id: 1,
    display_name: 'Gravur',
    fields: [{ key: 'gravur', display_name: 'Gravurtext', type: 'text', max_length: 20, required: true }, fontChoice],
  },
  weddingEngraving: {
    id: 2,
    display_name: 'Trauring-Gravur',
    fields: [
      { key: 'gravur_damenring', display_name: 'Gravur Damenring (z. B. Datum und Name)', type: 'text', max_length: 30, required: false },
      { key: 'gravur_herrenring', display_name: 'Gravur Herrenring (z. B. Datum und Name)', type: 'text', max_length: 30, required: false },
      fontChoice,
    ],
  },
  caseback: {
    id: 3,
    display_name: 'Gravur Gehäuseboden',
    fields: [{ key: 'gravur', display_name: 'Gravurtext (bis zu zwei Zeilen)', type: 'text', max_length: 40, required: true }],
  },
  initials: {
    id: 4,
    display_name: 'Initialen',
    fields: [{ key: 'initialen', display_name: 'Initialen', type: 'text', max_length: 3, required: true }],
  },
  childName: {
    id: 5,
    display_name: 'Namensgravur',
    fields: [
      { key: 'vorname', display_name: 'Vorname des Kindes', type: 'text', max_length: 12, required: true },
      { key: 'geburtsdatum', display_name: 'Geburtsdatum (optional)', type: 'text', max_length: 10, required: false },
    ],
  },
} as const;
export type PersonalizationKind = keyof typeof personalizations;

const ringSizeGuide = {
  display_name: 'Ringgrößen',
  table: [
    ['Ringgröße', 'Innenumfang (mm)', 'Innendurchmesser (mm)'],
    ...[48, ...ringSizes].map((size) => [String(size), String(size), new Decimal(size).dividedBy(Math.PI).toFixed(1).replace('.', ',')]),
  ],
};
export const sizeGuides = {
  ring: ringSizeGuide,
  bracelet: {
    display_name: 'Armbandlängen',
    table: [
      ['Handgelenkumfang', 'Empfohlene Länge'],
      ['bis 15 cm', '17 cm'],
      ['15 bis 17 cm', '19 cm'],
      ['17 bis 19 cm', '21 cm'],
    ],
  },
  bike: {
    display_name: 'Rahmenhöhen',
    table: [
      ['Körpergröße', 'Schrittlänge', 'Rahmenhöhe'],
      ['160 bis 170 cm', '74 bis 79 cm', '50 cm'],
      ['170 bis 180 cm', '79 bis 84 cm', '54 cm'],
      ['180 bis 192 cm', '84 bis 90 cm', '58 cm'],
    ],
  },
} as const;
export type SizeGuideKind = keyof typeof sizeGuides;
