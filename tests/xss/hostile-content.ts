import { markerOf, xssPayloads } from './payloads.ts';

/**
 * The demo content turned hostile: a small, complete site (every page kind, four products: with
 * and without variants, with personalization, size guide, ratings and a price on request) in which
 * every text field the site reads holds the whole XSS corpus, each payload marked with the field
 * slot it sits in. Fields that are not text but identifiers, codes, amounts or dates keep their
 * demo values (`notText`), and fields the build validates get the payloads in the form the build
 * accepts (`acceptedForms`), so the build succeeds and the pages show what an attacker could make
 * them show.
 */

type Collections = Record<string, unknown[]>;
type Item = Record<string, unknown>;

/** One text field of one item: where a payload's marker came from, for the failure message. */
export interface FieldSlot {
  id: string;
  /** The field wherever it occurs, e.g. `pages.translations[].title`: what "every kind of field" counts. */
  kind: string;
  /** This very field, e.g. `pages[id=1].translations[0].title`. */
  where: string;
}

const project = 'juwelier-albrecht.de';

/**
 * The items kept: the pages of every page kind (content pages in HTML and in Markdown), and the
 * products the shop, the product pages, the cart and the checkout need. Fewer items build faster;
 * every field kind is still there.
 */
const keptPageKeys = ['home', 'contact', 'thanks', 'imprint', 'privacy', 'watches', 'jewelry', 'window', 'display', 'about', 'info'];
const hostileProducts = {
  /** Variants, personalization (text and select), size guide, ratings, tags. */
  withVariants: 1059,
  /** No variants; personalization with a select; ratings. */
  withoutVariants: 1043,
  /** Featured on the home page, no variants. */
  featured: 1069,
  /** Priced on request: the request form instead of the cart button. */
  onRequest: 1006,
} as const;

/**
 * Strings that are not text shown to visitors: identifiers, codes the site maps to its own
 * translations, amounts, dates, colours. Keyed by field name wherever it occurs.
 */
const notText: Readonly<Record<string, string>> = {
  id: 'a file id: the build downloads the image by it',
  domain: 'the project every query is filtered by',
  languages_code: 'a language code',
  language: 'a language code',
  languages: 'language codes',
  path_prefix: 'a language code in a menu path',
  status: 'published or draft',
  key: 'the page key that picks the route, or a personalization field name',
  body_format: 'html or markdown',
  type: 'a code: menu entry, legal page, phone number, personalization field kind',
  address_type: 'a code',
  legal_form: 'a code the site translates',
  media: 'a code that picks the social icon',
  function_id: 'the consent id the site and widgets look up',
  method: 'a payment code the site translates',
  shipping_provider: 'a code',
  default_sort: 'a sort field',
  filters: 'filter codes',
  country_code: 'an ISO country code',
  purchase_country: 'an ISO country code',
  payment_method_category: 'a Klarna code',
  intent: 'a PayPal code',
  date_created: 'a date',
  price_brutto: 'an amount',
  shipping_cost: 'an amount',
  max_order_value: 'an amount',
  base_color: 'a colour',
  brand_color: 'a colour',
  accentColor: 'a colour',
  borderRadius: 'a CSS length',
  borderThickness: 'a CSS length',
  logo: 'a path to the logo file',
  google_place_id: 'an id for the maps service',
  paypal_client_id: 'an id for PayPal',
  slug: 'the URL of a product, brand or category',
  value: 'the German attribute value a translation names (its display_value is the text shown)',
};

/**
 * Field kinds that none of the pages tests/e2e/xss-corpus.spec.ts visits shows, and why; every
 * other kind must be found there, so the corpus is known to have reached it.
 */
export const notShownOnVisitedPages: Readonly<Record<string, string>> = {
  'ecommerce_product.manufacturer.display_name': "the product's copy of its manufacturer: pages name it from ecommerce_manufacturer",
  'ecommerce_product.category.display_name': "the product's copy of its category: pages name it from ecommerce_category",
  'ecommerce_product.attributes[].attribute_group.display_name': "the attribute's copy of its group: pages name it from ecommerce_attribute_group",
  'ecommerce_product_rating.display_name': 'read by the live shop source only (SHOP_SOURCE=live); the built catalog takes the ratings embedded in the product',
  'ecommerce_product_rating.comment': 'read by the live shop source only (SHOP_SOURCE=live); the built catalog takes the ratings embedded in the product',
};

/** The corpus in one field, each payload marked with the slot; rotated so no payload always comes first. */
function allPayloads(slotNumber: number): (slot: string) => string {
  return (slot) => {
    const start = slotNumber % xssPayloads.length;
    const rotated = [...xssPayloads.slice(start), ...xssPayloads.slice(0, start)];
    return rotated.map((payload) => payload.make(markerOf(payload.id, slot))).join(' ');
  };
}

export interface HostileContent {
  collections: Collections;
  slots: FieldSlot[];
}

/** Makes the hostile content from the demo collections (collection name → items). */
export function hostileContent(demo: Collections): HostileContent {
  const kept = keptItems(demo);
  const slots: FieldSlot[] = [];
  const collections: Collections = {};
  for (const [collection, items] of Object.entries(kept)) {
    collections[collection] = items.map((item) => {
      const where = `${collection}[id=${String((item as Item).id)}]`;
      return poison(item, { collection, kind: collection, where }, slots);
    });
  }
  // A product's tags are free text, so they hold the corpus; its demo tags stay beside them, as
  // the slugs by which the shop shows ecommerce_tag's display names.
  collections.ecommerce_product = collections.ecommerce_product!.map((product, index) => ({
    ...(product as Item),
    tags: [...((product as Item).tags as string[]), ...((kept.ecommerce_product![index] as Item).tags as string[])],
  }));
  collections.ecommerce_attribute_group = withTranslatedValues(collections, slots);
  return { collections, slots };
}

/**
 * A group's translation names its values by their German text, which the corpus has made
 * another text in every product's row: each translation names those texts, with a name of its
 * own holding the corpus, so the English and French shop show the translated values.
 */
function withTranslatedValues(collections: Collections, slots: FieldSlot[]): unknown[] {
  const rows = (collections.ecommerce_attribute ?? []) as Item[];
  return (collections.ecommerce_attribute_group ?? []).map((raw) => {
    const group = raw as Item;
    const values = [...new Set(rows.filter((row) => row.attribute_group === group.id).flatMap((row) => row.display_values as string[]))];
    const translations = ((group.translations as Item[] | undefined) ?? []).map((entry, index) => {
      const where = `ecommerce_attribute_group[id=${String(group.id)}].translations[${index}].values`;
      const kind = 'ecommerce_attribute_group.translations[].values[]';
      return {
        ...entry,
        values: values.map((value, position) => ({
          value,
          display_value: poison('x', { collection: 'ecommerce_attribute_group', kind: `${kind}.display_value`, where: `${where}[${position}].display_value` }, slots, 'display_value'),
        })),
      };
    });
    return { ...group, translations };
  });
}

interface Path {
  collection: string;
  kind: string;
  where: string;
}

function poison(value: unknown, path: Path, slots: FieldSlot[], fieldName = ''): unknown {
  if (Array.isArray(value)) {
    return value.map((entry, index) => poison(entry, { ...path, kind: `${path.kind}[]`, where: `${path.where}[${index}]` }, slots, fieldName));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, entry]) => [name, poison(entry, { ...path, kind: `${path.kind}.${name}`, where: `${path.where}.${name}` }, slots, name)]),
    );
  }
  if (typeof value !== 'string' || fieldName in notText) return value;
  if (refusedFields.some((field) => field.kind.test(path.kind))) return value;
  const slot: FieldSlot = { id: `f${slots.length + 1}`, kind: path.kind, where: path.where };
  slots.push(slot);
  const form = acceptedForms.find((candidate) => candidate.kind.test(path.kind));
  return (form?.value ?? allPayloads(slots.length))(slot.id, value);
}

/**
 * Fields the build checks before it writes them, with the payloads in the form it accepts. The
 * build refuses the rest of the corpus there, which is the point of the check.
 */
interface AcceptedForm {
  kind: RegExp;
  why: string;
  value: (slot: string, demoValue: string) => string;
}

/** A payload with its spaces turned into "/", which HTML reads as a separator inside a tag. */
const withoutSpaces = (text: string) => text.replace(/\s+/g, '/');

/** The whole corpus without spaces, starting with the bare javascript: URL. */
function corpusWithoutSpaces(slot: string): string {
  const first = xssPayloads.find((payload) => payload.make('').startsWith('javascript:'))!;
  return [first, ...xssPayloads.filter((payload) => payload !== first)].map((payload) => withoutSpaces(payload.make(markerOf(payload.id, slot)))).join('');
}

/**
 * Text fields the build checks so strictly that no payload passes: they keep their demo values.
 * The build stops with a message naming the field when one holds anything else.
 */
const refusedFields: ReadonlyArray<{ kind: RegExp; why: string }> = [
  { kind: /^ecommerce_settings\.bank_details\.iban$/, why: 'an IBAN: two letters, two digits, 11 to 30 letters or digits' },
];

/** The payloads a check lets through, each marked, joined by spaces. */
function corpusWhere(accepted: (payloadText: string) => boolean, slot: string): string {
  return xssPayloads
    .map((payload) => payload.make(markerOf(payload.id, slot)))
    .filter(accepted)
    .join(' ');
}

/** What the build's site-path check refuses (widgets/core/link-address.ts): "//", a backslash, control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what the site-path check refuses
const leavesTheSite = (text: string) => /\/\/|\\|[\u0000-\u001f\u007f-\u009f]/.test(text);

const acceptedForms: AcceptedForm[] = [
  {
    kind: /^menus\..*\.path$/,
    why: 'a path on this site, after the page it names (refused: "//", a backslash, a scheme such as javascript:, control characters)',
    value: (slot, demoValue) => `${demoValue}/${corpusWhere((text) => !leavesTheSite(text), slot)}`,
  },
  {
    kind: /\.external_path$/,
    why: 'an http(s) address, with the corpus after it (refused: any other scheme, such as javascript:)',
    value: (slot, demoValue) => `${demoValue}/${corpusWhere(() => true, slot)}`,
  },
  {
    kind: /\.email$/,
    why: 'an e-mail address: no spaces, one @ (refused: anything with a space or a second @)',
    value: (slot) => `${corpusWithoutSpaces(slot)}@juwelier-albrecht.de`,
  },
];

/** Each translation entry with `fields` where it has none of them. */
const translationsWith = (translations: unknown, fields: Item): Item[] => ((translations as Item[] | undefined) ?? []).map((entry) => ({ ...fields, ...entry }));

function keptItems(demo: Collections): Collections {
  const ours = (items: unknown[] | undefined) =>
    (items ?? []).filter((item) => {
      const owner = (item as Item).project as Item | undefined;
      return owner === undefined || owner.domain === project || (item as Item).domain === project;
    });
  const productIds = new Set<number>(Object.values(hostileProducts));
  // The two bought in the checkout get stock enough for a retry of the test (the order service sells no piece twice).
  const bought = new Set<number>([hostileProducts.withVariants, hostileProducts.withoutVariants]);
  const withStock = (item: Item): Item => ({ ...item, stock: 50, variants: ((item.variants as Item[] | undefined) ?? []).map((variant) => ({ ...variant, stock: 50 })) });
  const products = ours(demo.ecommerce_product)
    .filter((item) => productIds.has((item as Item).id as number))
    .map((item) => (bought.has((item as Item).id as number) ? withStock(item as Item) : item));
  const ratedProduct = (rating: unknown) => productIds.has(((rating as Item).product as Item | undefined)?.id as number);
  return {
    ...Object.fromEntries(Object.entries(demo).map(([name, items]) => [name, ours(items)])),
    // The tag filter too, so the shop list shows tags (the demo's settings leave it out).
    ecommerce_settings: ours(demo.ecommerce_settings).map((settings) => ({ ...(settings as Item), filters: [...((settings as Item).filters as string[]), 'tags'] })),
    menus: ours(demo.menus).map((menu) => ({ ...(menu as Item), entries: oneEntryOfEachType((menu as Item).entries) })),
    pages: ours(demo.pages).filter((page) => keptPageKeys.includes((page as Item).key as string) && (page as Item).status === 'published'),
    ecommerce_product: products,
    // Every maker names a person responsible in the EU and every category its warnings (GPSR Art. 19),
    // so the product pages the test visits show both fields, each holding the corpus.
    // Their translations too, so the English product pages show the translated ones.
    ecommerce_manufacturer: ours(demo.ecommerce_manufacturer).map((maker) => ({
      eu_responsible_person: 'Vertrieb Europa GmbH\nHafenstraße 1\n20457 Hamburg',
      ...(maker as Item),
      translations: translationsWith((maker as Item).translations, { eu_responsible_person: 'Sales Europe GmbH\nHafenstraße 1\n20457 Hamburg\nGermany' }),
    })),
    ecommerce_category: ours(demo.ecommerce_category).map((category) => ({
      safety_information: 'Kleinteile: nicht für Kinder unter 3 Jahren geeignet.',
      ...(category as Item),
      translations: translationsWith((category as Item).translations, { safety_information: 'Small parts: not suitable for children under 3.' }),
    })),
    ecommerce_product_rating: (demo.ecommerce_product_rating ?? []).filter(ratedProduct),
    ecommerce_attribute: (demo.ecommerce_attribute ?? []).filter((attribute) => productIds.has((attribute as Item).product as number)),
  };
}

/**
 * A menu with one entry of each type (a page, one with a sub-list, one with groups, an external
 * link), each list cut to two: the menu is on every page three times (header, slide-in menu,
 * footer), and with the corpus in every label a full menu would make each page a megabyte.
 */
function oneEntryOfEachType(entries: unknown): unknown[] {
  const list = Array.isArray(entries) ? (entries as Item[]) : [];
  const firstTwo = (value: unknown) => (Array.isArray(value) ? value.slice(0, 2) : value);
  const types = [...new Set(list.map((entry) => entry.type))];
  return types.map((type) => {
    const entry = list.find((candidate) => candidate.type === type)!;
    const groups = Array.isArray(entry.groups) ? firstTwo(entry.groups.map((group: Item) => ({ ...group, sub: firstTwo(group.sub) }))) : entry.groups;
    return { ...entry, sub: firstTwo(entry.sub), groups };
  });
}
