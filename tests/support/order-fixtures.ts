import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { OrderBody } from '../../widgets/content/order-service-wire.ts';
import type { Seller } from '../../widgets/core/legal/seller.ts';
import { publicShopDefaults, type PublicShopSettings } from '../../widgets/core/public-shop-settings.ts';
import { productFileJson } from '../../widgets/core/shop/static-files.ts';
import type { ProductDetail, ShopVariant } from '../../widgets/core/shop/types.ts';
import { orderableProduct, orderCatalog, type OrderCatalog } from '../../server/orders/order-catalog.ts';
import { storeFileName } from '../../server/orders/sqlite-order-store.ts';

/**
 * A small shop for the order service's tests, written the way the build writes it: the settings
 * and one product file per product. Five products cover the cases an order can meet.
 */

export const project = 'juwelier-albrecht.de';

const germany = { id: 1, display_name: 'Deutschland', country_code: 'DE' };
const austria = { id: 2, display_name: 'Österreich', country_code: 'AT' };
const france = { id: 3, display_name: 'Frankreich', country_code: 'FR' };

export const fixtureSettings: PublicShopSettings = {
  ...publicShopDefaults,
  enable_cart: true,
  maintenance_mode: false,
  show_stock: true,
  allow_ratings: true,
  present_wrapping: true,
  default_sort: '-date_created',
  payment_methods: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }],
  shipping_countries: [germany, austria, france],
  shipping_methods: [
    {
      name: 'DHL Paket versichert',
      shipping_provider: 'dhl',
      price_brutto: '6.90',
      additional_days: 1,
      max_order_value: null,
      payment_methods: [
        { id: 1, method: 'prepayment' },
        { id: 3, method: 'klarna' },
        { id: 4, method: 'paypal' },
      ],
      shipping_countries: [germany],
    },
    {
      name: 'DHL Paket EU',
      shipping_provider: 'dhl',
      price_brutto: '19.90',
      additional_days: 4,
      max_order_value: null,
      payment_methods: [
        { id: 1, method: 'prepayment' },
        { id: 4, method: 'paypal' },
      ],
      shipping_countries: [austria, france],
    },
    {
      name: 'Abholung im Geschäft',
      shipping_provider: 'pickup',
      price_brutto: '0.00',
      additional_days: 0,
      max_order_value: null,
      payment_methods: [
        { id: 1, method: 'prepayment' },
        { id: 2, method: 'cash' },
      ],
      shipping_countries: [germany],
    },
  ],
  bank_details: { account_holder: 'Juwelier Albrecht GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001', bank_name: 'Deutsche Kreditbank' },
  default_tax_percent: 19,
};

function variant(fields: Partial<ShopVariant> & Pick<ShopVariant, 'id' | 'displayName'>): ShopVariant {
  return { priceBrutto: null, stock: 1, referenceNumberSuffix: '', shippingTime: null, reorderPossible: false, netQuantity: null, ...fields };
}

function product(fields: Partial<ProductDetail> & Pick<ProductDetail, 'id' | 'slug' | 'displayName'>): ProductDetail {
  return {
    image: null,
    manufacturer: null,
    category: null,
    subcategoryIds: [],
    tags: [],
    attributes: [],
    stock: 1,
    priceBrutto: null,
    variantPrices: [],
    unitPrice: null,
    ratings: [],
    dateCreated: '2026-01-01',
    referenceNumber: `R-${String(fields.id)}`,
    descriptionHtml: '',
    images: [],
    attributeTable: [],
    tagLabels: [],
    subcategoryLabels: [],
    reorderPossible: false,
    shippingTime: 2,
    netQuantity: null,
    safety: { manufacturer: null, euResponsiblePerson: [], safetyInformation: [] },
    containsBatteries: false,
    variantDisplayName: 'Variante',
    variants: [],
    personalization: null,
    sizeGuide: null,
    reviews: [],
    ...fields,
  };
}

export const fixtureProducts: ProductDetail[] = [
  product({
    id: 101,
    slug: 'ring-aurora',
    displayName: 'Ring Aurora',
    priceBrutto: '1290.00',
    stock: 3,
    personalization: { id: 1, displayName: 'Gravur', fields: [{ key: 'engraving', label: 'Gravur', type: 'text', maxLength: 20, required: false, options: [] }] },
  }),
  product({
    id: 102,
    slug: 'taucheruhr-nordkap',
    displayName: 'Taucheruhr Nordkap',
    priceBrutto: '4500.00',
    stock: 2,
    variantPrices: ['4700.00'],
    variants: [
      variant({ id: 7, displayName: '42 mm', stock: 2 }),
      variant({ id: 8, displayName: '44 mm', priceBrutto: '4700.00', stock: 0, reorderPossible: true, shippingTime: 21 }),
      // A file that marks a variant inactive: it is not offered.
      { ...variant({ id: 9, displayName: '40 mm', stock: 5 }), active: false } as ShopVariant,
    ],
  }),
  product({ id: 103, slug: 'brosche-libelle', displayName: 'Brosche Libelle', priceBrutto: null, stock: 1 }),
  product({ id: 104, slug: 'kette-anker', displayName: 'Kette Anker', priceBrutto: '89.00', stock: 0 }),
  product({
    id: 105,
    slug: 'manschettenknoepfe',
    displayName: 'Manschettenknöpfe',
    priceBrutto: '149.00',
    stock: 5,
    personalization: {
      id: 2,
      displayName: 'Monogramm',
      fields: [
        { key: 'initials', label: 'Initialen', type: 'text', maxLength: 3, required: true, options: [] },
        { key: 'box', label: 'Verpackung', type: 'select', maxLength: null, required: false, options: ['Etui', 'Beutel', 'Beutel \u2067Samt\u2069'] },
      ],
    },
  }),
  // The demo's wedding rings: a named variant choice and an engraving with the demo's field labels.
  product({
    id: 106,
    slug: 'trauringe-klassik-gelbgold-585',
    displayName: 'Trauringe Klassik Gelbgold 585',
    priceBrutto: '890.00',
    stock: 8,
    attributeTable: [
      { group: 'Material', values: ['Gelbgold 585'] },
      { group: 'Oberfläche', values: ['poliert', 'mattiert'] },
      { group: 'Stein', values: [] },
    ],
    variantPrices: ['890.00', '1050.00'],
    variantDisplayName: 'Ringbreite',
    variants: [variant({ id: 105501, displayName: '3 mm', priceBrutto: '890.00', stock: 4 }), variant({ id: 105502, displayName: '4 mm', priceBrutto: '1050.00', stock: 4 })],
    personalization: {
      id: 2,
      displayName: 'Trauring-Gravur',
      fields: [
        { key: 'gravur_damenring', label: 'Gravur Damenring (z. B. Datum und Name)', type: 'text', maxLength: 30, required: false, options: [] },
        { key: 'gravur_herrenring', label: 'Gravur Herrenring (z. B. Datum und Name)', type: 'text', maxLength: 30, required: false, options: [] },
        { key: 'schriftart', label: 'Schriftart', type: 'select', maxLength: null, required: true, options: ['Englische Schreibschrift', 'Antiqua', 'Grotesk'] },
      ],
    },
  }),
  // A quartz watch: its battery goes back to the shop (BattDG), which its confirmation says.
  product({ id: 108, slug: 'quarzuhr-meridian', displayName: 'Quarzuhr Meridian', priceBrutto: '249.00', stock: 4, containsBatteries: true }),
  // Goods sold by volume: a unit price (§ 4 PAngV) beside every price, per bottle size.
  product({
    id: 107,
    slug: 'raumduft-zeder',
    displayName: 'Raumduft Zeder',
    priceBrutto: '39.00',
    stock: 6,
    variantDisplayName: 'Inhalt',
    variants: [
      variant({ id: 10701, displayName: '100 ml', stock: 3, netQuantity: { amount: '100', unit: 'ml' } }),
      variant({ id: 10702, displayName: '250 ml', priceBrutto: '68.00', stock: 3, netQuantity: { amount: '250', unit: 'ml' } }),
    ],
  }),
];

export function fixtureCatalog(settings: Partial<PublicShopSettings> = {}, seller: Seller | null = null): OrderCatalog {
  return orderCatalog({ ...fixtureSettings, ...settings }, fixtureProducts.map(orderableProduct), seller);
}

/** Who sells, as the build writes it to data/seller.json from the demo's company record. */
export const fixtureSeller: Seller = {
  name: 'Juwelier Albrecht GmbH',
  addressLines: ['Kaiser-Joseph-Straße 245', '79098 Freiburg im Breisgau'],
  email: 'info@juwelier-albrecht.de',
  phone: '0761 2021010',
  legalForm: 'gmbh',
  seat: 'Freiburg im Breisgau',
  executives: ['Katharina Albrecht', 'Jonas Albrecht'],
  registers: [{ registerType: 'Handelsregister', number: 'HRB 712345', registrar: 'Amtsgericht Freiburg' }],
  vatNumber: 'DE123456789',
};

/** Writes the shop's data files into a site folder, as the build does. */
export async function writeFixtureSite(siteDir: string, settings: Partial<PublicShopSettings> = {}): Promise<void> {
  const productsDir = path.join(siteDir, 'data', 'shop', 'de', 'products');
  await mkdir(productsDir, { recursive: true });
  await writeFile(path.join(siteDir, 'data', 'settings.json'), JSON.stringify({ ...fixtureSettings, ...settings }));
  await writeFile(path.join(siteDir, 'data', 'seller.json'), JSON.stringify(fixtureSeller));
  for (const detail of fixtureProducts) await writeFile(path.join(productsDir, `${detail.slug}.json`), productFileJson({ detail, related: [] }));
}

const shippingAddress = {
  firstName: 'Anna',
  lastName: 'Berg',
  company: '',
  street: 'Kaiser-Joseph-Straße',
  number: '12',
  zipCode: '79098',
  city: 'Freiburg',
  country: 'DE',
};

/** One Ring Aurora, insured parcel to Germany, prepayment: 1290.00 + 6.90; VAT 19 % of 1296.90 is 207.07. */
export function orderBody(uuid = 'a1b2c3d4-0000-4000-8000-000000000001'): OrderBody & { project: string } {
  return {
    project,
    order_uuid: uuid,
    cart: {
      products: [{ cartId: 'c1', product: { id: 101, display_name: 'Ring Aurora' }, variant: null, personalization: { id: 1, values: { engraving: 'A & B' } }, count: 1, priceBrutto: '1290.00' }],
      totalCount: 1,
      totalPriceBrutto: '1290.00',
      timestamp: 0,
    },
    checkout: {
      customerEmail: 'anna@example.org',
      shippingAddress,
      invoiceAddress: null,
      comment: '',
      paymentMethod: '1',
      shippingMethod: 'DHL Paket versichert',
      shippingCost: 6.9,
      presentWrap: false,
      timestamp: 0,
    },
    totals: { subtotal: '1290.00', shipping: '6.90', wrapping: '0.00', total: '1296.90', vatContained: '207.07', taxPercent: 19 },
    language: 'de',
  };
}

/** One part of a mail: its headers (unfolded, lower-case names, encoded words decoded) and its raw content. */
function mimePart(text: string): { headers: Record<string, string>; raw: string } {
  const split = text.indexOf('\n\n');
  const head = text.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const words = (value: string) =>
    value
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
        kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuoted(data.replace(/_/g, ' ')),
      );
  for (const key of Object.keys(headers)) headers[key] = words(headers[key]!);
  return { headers, raw: text.slice(split + 2) };
}

const decodedText = (raw: string, encoding = '') =>
  encoding.toLowerCase() === 'quoted-printable' ? decodeQuoted(raw.replace(/=\r?\n/g, '')) : encoding.toLowerCase() === 'base64' ? Buffer.from(raw, 'base64').toString('utf8') : raw;

/**
 * Reads an .eml file as nodemailer writes it: headers unfolded and decoded, the text body decoded,
 * and of a mail with files (multipart/mixed) its text part as the body and the files by name.
 */
export function readEml(text: string): { headers: Record<string, string>; body: string; attachments: Array<{ filename: string; contentType: string; content: Buffer }> } {
  const { headers, raw } = mimePart(text);
  const boundary = /multipart\/[a-z]+;.*boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, body: decodedText(raw, headers['content-transfer-encoding']), attachments: [] };
  const parts = raw.split(`--${boundary}`).slice(1, -1).map((part) => mimePart(part.replace(/^\r?\n/, '')));
  const textPart = parts.find((part) => (part.headers['content-type'] ?? '').startsWith('text/plain'));
  const attachments = parts
    .filter((part) => /attachment/i.test(part.headers['content-disposition'] ?? ''))
    .map((part) => ({
      filename: /filename="?([^";]+)"?/.exec(part.headers['content-disposition'] ?? '')?.[1] ?? '',
      contentType: (part.headers['content-type'] ?? '').split(';')[0]!.trim(),
      content: Buffer.from(part.raw.replace(/\s+/g, ''), 'base64'),
    }));
  return { headers, body: textPart ? decodedText(textPart.raw.replace(/\r?\n$/, ''), textPart.headers['content-transfer-encoding']) : '', attachments };
}

function decodeQuoted(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(text[index]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** What the order store in a data folder keeps of one endpoint's submissions, oldest first (read-only, as an operator would look). */
export function storedEntries(dataDir: string, endpoint: string): Array<{ id: string; endpoint: string; body: unknown; reply: Record<string, unknown>; orderNumber?: string }> {
  const file = path.join(dataDir, storeFileName);
  if (!existsSync(file)) return [];
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare<[string], { entry: string }>('SELECT entry FROM submissions WHERE endpoint = ? ORDER BY seq')
      .all(endpoint)
      .map((row) => JSON.parse(row.entry) as ReturnType<typeof storedEntries>[number]);
  } finally {
    db.close();
  }
}
