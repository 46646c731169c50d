/**
 * The content model the site reads, as Directus collections, fields and relations. The committed
 * snapshot (snapshot.json) is made from it by write-snapshot.ts; `npm run cms` applies the snapshot.
 *
 * Mapping from the embedded demo content (site/_content/demo/, the same shapes as the API answers):
 * - every item belongs to a project by the many-to-one `project` (queries filter project.domain);
 * - entities with their own id and identity are collections, joined by relations (product →
 *   manufacturer, category, subcategories (many-to-many), images (files, many-to-many, sorted),
 *   variants, attributes and ratings (one-to-many), personalization (many-to-one));
 * - an item's texts in other languages are rows of `<collection>_translations`, edited in Directus'
 *   translations interface (translations.ts);
 * - parts without an identity of their own (addresses, menu entries, shipping methods, legal
 *   texts) are JSON fields, edited as forms (repeaters.ts): they arrive in exactly the shape the
 *   site's reshape code reads; lists the shop filters by (tags, attribute values) are csv fields.
 */
import { netQuantityUnits } from '../../widgets/core/catalog/net-quantity.ts';
import { orderStatuses } from '../../server/orders/order-lifecycle.ts';
import { isRecord } from '../../widgets/core/shapes.ts';
import { germanFieldLabel } from './german-labels.ts';
import { repeaters } from './repeaters.ts';
import { languages, translatedCollections, translationsAlias, translationsCollection, translationsRelations } from './translations.ts';

interface FieldSpec {
  field: string;
  type: string;
  meta?: Record<string, unknown>;
  schema?: Record<string, unknown> | null;
}

export interface RelationSpec {
  collection: string;
  field: string;
  related_collection: string | null;
  meta?: Record<string, unknown>;
  schema?: Record<string, unknown>;
}

export interface CollectionSpec {
  collection: string;
  note: string;
  /** The primary key: whole numbers as in the demo content (kept on import), or the junction's own. */
  fields: FieldSpec[];
  hidden?: boolean;
  singleton?: boolean;
  /** How an item is named wherever it is shown or picked (a relation, a list): "Uhren", "Ringgröße 52", not an id. */
  displayTemplate?: string;
  /** The field that orders the items where Directus lists them (the languages in the translations interface). */
  sortField?: string;
  /**
   * What the order service stores (ORDER_STORE=directus): customers' data, read by neither the
   * build nor the public role.
   */
  submissions?: true;
  /** Written by the site's services for the people who work in Directus (how the last publish went): neither content nor customers' data. */
  operational?: true;
}

/** What the site is built from: neither what customers sent nor what the services report. */
export const isContent = (spec: CollectionSpec) => !spec.submissions && !spec.operational;

const id: FieldSpec = { field: 'id', type: 'integer', meta: { hidden: true, readonly: true }, schema: { is_primary_key: true, has_auto_increment: true } };
const string = (field: string, meta: Record<string, unknown> = {}): FieldSpec => ({ field, type: 'string', meta: { interface: 'input', ...meta } });
/** Required in the admin app's form and by the API (a NOT NULL column: Directus refuses a save without it, with the field's name). */
const required = (spec: FieldSpec): FieldSpec => ({ ...spec, meta: { ...spec.meta, required: true }, schema: { ...spec.schema, is_nullable: false } });
const text = (field: string, meta: Record<string, unknown> = {}): FieldSpec => ({ field, type: 'text', meta: { interface: 'input-multiline', ...meta } });
const html = (field: string): FieldSpec => ({ field, type: 'text', meta: { interface: 'input-rich-text-html' } });
const integer = (field: string): FieldSpec => ({ field, type: 'integer', meta: { interface: 'input' } });
const flag = (field: string, fallback: boolean): FieldSpec => ({
  field,
  type: 'boolean',
  meta: { interface: 'boolean', special: ['cast-boolean'] },
  schema: { default_value: fallback },
});
/** Money: exact decimals (SQLite hands them out as JSON numbers, PostgreSQL as strings; the site takes both). */
const money = (field: string): FieldSpec => ({ field, type: 'decimal', meta: { interface: 'input' }, schema: { numeric_precision: 10, numeric_scale: 2 } });
/**
 * What one piece holds (100 ml) for its unit price (§ 4 PAngV): an exact decimal and its unit,
 * chosen from a list. Left empty for goods sold by the piece; a variant's empty pair takes the product's.
 */
const netQuantity = (): FieldSpec[] => [
  {
    field: 'net_quantity',
    type: 'decimal',
    meta: { interface: 'input', note: 'Was ein Stück enthält (100 bei einer 100-ml-Flasche): der Shop zeigt daraus den Grundpreis je 1 kg, 1 l, 1 m, 1 m² oder 1 m³. Leer bei Ware, die nach Stück verkauft wird.' },
    schema: { numeric_precision: 12, numeric_scale: 3 },
  },
  {
    field: 'net_quantity_unit',
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: { choices: netQuantityUnits.map((value) => ({ text: value.replace('2', '²').replace('3', '³'), value })) },
      note: 'Die Einheit der Füllmenge.',
    },
  },
];
const json = (field: string, meta: Record<string, unknown> = {}): FieldSpec => ({
  field,
  type: 'json',
  meta: { interface: 'input-code', options: { language: 'JSON' }, special: ['cast-json'], ...meta },
});
const tags = (field: string): FieldSpec => json(field, { interface: 'tags', options: null });
/**
 * A list the shop filters by one of its entries (a product's tags, an attribute's values):
 * Directus 11 has no filter operator for JSON fields but _null, so these are csv fields (stored
 * as "a,b", handed out as ["a", "b"]); an entry must not contain a comma.
 */
const filterableList = (field: string): FieldSpec => ({ field, type: 'csv', meta: { interface: 'tags', special: ['cast-csv'] } });
/** Local date and time without a zone, as the demo content writes it ("2023-03-25T14:00:00"). */
const dateTime = (field: string): FieldSpec => ({ field, type: 'dateTime', meta: { interface: 'datetime' } });
const manyToOne = (field: string, type = 'integer'): FieldSpec => ({ field, type, meta: { interface: 'select-dropdown-m2o', special: ['m2o'] } });
const oneToMany = (field: string, special = 'o2m', ui = 'list-o2m'): FieldSpec => ({ field, type: 'alias', meta: { interface: ui, special: [special] } });
const project: FieldSpec = { ...manyToOne('project'), meta: { ...manyToOne('project').meta, required: true, options: { template: '{{domain}}' } } };
/** What the admin app's choices say (the stored values stay the English words the site and the order service use). */
const statusLabels: Record<string, string> = {
  draft: 'Entwurf',
  published: 'Veröffentlicht',
  archived: 'Archiviert',
  new: 'Neu',
  confirmed: 'Bestätigt',
  paid: 'Bezahlt',
  shipped: 'Versandt',
  completed: 'Abgeschlossen',
  cancelled: 'Storniert',
  refunded: 'Erstattet',
  answered: 'Beantwortet',
  building: 'Wird gebaut',
  live: 'Live',
  failed: 'Fehlgeschlagen',
};
const status = (choices: string[], fallback = 'draft', note?: string): FieldSpec => ({
  field: 'status',
  type: 'string',
  meta: { interface: 'select-dropdown', options: { choices: choices.map((value) => ({ text: statusLabels[value] ?? value, value })) }, display: 'labels', ...(note ? { note } : {}) },
  schema: { default_value: fallback, is_nullable: false },
});
/**
 * What the shop settings choose from other entries, as many-to-many relations, so the editor picks
 * "Material" and "Farbe", or "Vorkasse" and "PayPal", by name, not ids in JSON: the shop list's
 * filters, and the payment methods the shop accepts (the spec's `payment_methods.payment_id.id`;
 * each shipping method names those it offers by the same id). The build reads the ids.
 */
export const settingsChoices = [
  { field: 'attribute_filters', related: 'ecommerce_attribute_group', junctionField: 'attribute_group_id', note: 'Leer: alle.' },
  { field: 'category_filters', related: 'ecommerce_category', junctionField: 'category_id', note: 'Leer: alle.' },
  { field: 'manufacturer_filters', related: 'ecommerce_manufacturer', junctionField: 'manufacturer_id', note: 'Leer: alle.' },
  { field: 'subcategory_filters', related: 'ecommerce_subcategory', junctionField: 'subcategory_id', note: 'Leer: alle.' },
  { field: 'payment_methods', related: 'ecommerce_payment_method', junctionField: 'payment_id', note: 'Die Zahlungsarten, die der Shop annimmt; jede Versandart nennt, welche davon sie anbietet (dieselbe Nummer).' },
] as const;
export const settingsChoiceJunction = (field: string) => `ecommerce_settings_${field}`;
/** The id a settings choice names: bare (the filters) or as the spec's content has it ({payment_id: {id}}). */
export function settingsChoiceId(choice: unknown, junctionField: string): unknown {
  const named = isRecord(choice) && junctionField in choice ? choice[junctionField] : choice;
  return isRecord(named) ? named.id : named;
}
/** A choice's row id, from its settings item and position: a second seed, or a seed after a migration, finds the same rows. */
export const settingsChoiceRowId = (settingsId: unknown, index: number) => Number(settingsId) * 100 + index + 1;

/** A moment in UTC (timestamptz on PostgreSQL): when a submission arrived. */
/** A document the order service keeps on an order (a file of directus_files), shown for download and never edited. */
const invoiceFile = (field: string, note: string): FieldSpec => ({ field, type: 'uuid', meta: { interface: 'file', special: ['file'], readonly: true, note } });
const receivedAt: FieldSpec = { field: 'received_at', type: 'timestamp', meta: { interface: 'datetime', readonly: true } };
/**
 * What the order service decided (number, customer, lines, sums): shown, never edited in the admin
 * app; the owner changes an order's status, carrier and tracking number only.
 */
const readOnly = (spec: FieldSpec): FieldSpec => ({ ...spec, meta: { ...spec.meta, readonly: true } });
/** The submission as the order service keeps it (its journal entry), read back at its start. */
const journalEntry: FieldSpec = { ...json('journal'), meta: { ...json('journal').meta, hidden: true, readonly: true } };

/** A shop item's own fields are German; its translations the other languages. */
const translatedElsewhereNote = 'Englisch und Französisch; der deutsche Text steht in den Feldern oben. Leer gelassene Felder zeigen den deutschen Text.';

const modelCollections: CollectionSpec[] = [
  {
    collection: 'projects',
    displayTemplate: '{{domain}}',
    note: 'Je eine Website; jeder andere Eintrag gehört über die Domain zu einem Projekt.',
    // domain is not declared unique: SQLite's schema reader does not see the unique index that the
    // snapshot's apply makes, so every later apply would try to make it again and fail.
    fields: [id, required(string('domain')), string('logo'), string('google_place_id'), tags('languages'), json('translations'), json('theme')],
  },
  {
    collection: 'company',
    displayTemplate: '{{display_name}}',
    note: 'Die Verkäuferin / der Verkäufer, wie das Impressum sie nennt.',
    fields: [id, project, string('company_name'), string('display_name'), string('legal_form'), json('executives'), json('addresses'), json('emails'), json('numbers'), json('registers'), string('ust_id'), string('vat_number')],
  },
  { collection: 'company_content', note: 'Impressumstexte je Sprache.', fields: [id, project, json('translations')] },
  { collection: 'legal_content', note: 'Rechtstexte je Sprache.', fields: [id, project, flag('rolex_area', false), json('translations'), json('data_protection_commissioner')] },
  {
    collection: 'cookie_consents',
    displayTemplate: '{{function_id}}',
    note: 'Wofür der Cookie-Hinweis um Einwilligung bittet.',
    fields: [id, project, string('function_id'), flag('default_on', false), string('link'), json('translations')],
  },
  { collection: 'menus', displayTemplate: '{{language}}', note: 'Das Hauptmenü je Sprache.', fields: [id, project, string('language'), json('entries')] },
  {
    collection: 'pages',
    displayTemplate: '{{key}}',
    note: 'Inhaltsseiten.',
    fields: [id, project, string('key'), status(['draft', 'published', 'archived']), { field: 'image', type: 'uuid', meta: { interface: 'file-image', special: ['file'] } }, json('translations')],
  },
  { collection: 'social', displayTemplate: '{{displayName}}', note: 'Links zu sozialen Netzwerken.', fields: [id, project, string('media'), string('displayName'), string('external_path')] },
  {
    collection: 'ecommerce_settings',
    note: 'Die Shop-Einstellungen eines Projekts.',
    fields: [
      id,
      project,
      flag('enable_cart', true),
      flag('maintenance_mode', false),
      flag('show_stock', true),
      flag('allow_ratings', true),
      flag('present_wrapping', false),
      flag('purchase_to_order', false),
      string('default_sort'),
      tags('filters'),
      ...settingsChoices.map(({ field, junctionField, note }): FieldSpec => {
        const relation = oneToMany(field, 'm2m', 'list-m2m');
        return { ...relation, meta: { ...relation.meta, options: { template: `{{${junctionField}.display_name}}` }, note } };
      }),
      text('call_to_action_text'),
      html('global_footer'),
      json('translations'),
      json('shipping_methods'),
      money('shipping_cost'),
      json('shipping_countries'),
      json('legal_pages'),
      json('bank_details'),
      string('paypal_client_id'),
      { ...integer('default_tax_percent'), type: 'decimal', schema: { numeric_precision: 5, numeric_scale: 2 } },
      integer('default_shipping_time'),
    ],
  },
  {
    collection: 'ecommerce_manufacturer',
    displayTemplate: '{{display_name}}',
    note: 'Marken und wer sie herstellt: jede Produktseite nennt den Hersteller und seine Adressen (GPSR Art. 19).',
    fields: [
      id,
      project,
      required(string('display_name')),
      required(string('slug')),
      html('description'),
      string('legal_name', { note: 'Der eingetragene Name des Herstellers („Velo Dreisam GmbH“); leer: der Markenname.' }),
      text('postal_address', { note: 'Die Postanschrift des Herstellers, je Zeile ein Teil (Straße, PLZ und Ort, Land).' }),
      string('electronic_address', { note: 'Eine E-Mail-Adresse oder https-Adresse (Kontaktformular), unter der der Hersteller erreichbar ist.' }),
      text('eu_responsible_person', { note: 'Nur bei Herstellern außerhalb der EU: Name, Post- und elektronische Adresse der für seine Produkte in der EU verantwortlichen Person, je Zeile ein Teil.' }),
      json('translations', { note: translatedElsewhereNote }),
    ],
  },
  {
    collection: 'ecommerce_category',
    displayTemplate: '{{display_name}}',
    note: 'Shop-Kategorien.',
    fields: [
      id,
      project,
      required(string('display_name')),
      required(string('slug')),
      text('safety_information', { note: 'Warn- und Sicherheitshinweise für jedes Produkt der Kategorie ohne eigene (GPSR Art. 19), ein Absatz je Zeile.' }),
      json('translations', { note: translatedElsewhereNote }),
    ],
  },
  {
    collection: 'ecommerce_subcategory',
    displayTemplate: '{{display_name}}',
    note: 'Unterkategorien einer Kategorie.',
    fields: [id, project, manyToOne('category'), required(string('display_name')), required(string('slug')), json('translations', { note: translatedElsewhereNote })],
  },
  { collection: 'ecommerce_tag', displayTemplate: '{{display_name}}', note: 'Schlagwörter; ein Produkt nennt ihre Slugs.', fields: [id, project, required(string('slug')), required(string('display_name')), json('translations', { note: translatedElsewhereNote })] },
  { collection: 'ecommerce_attribute_group', displayTemplate: '{{display_name}}', note: 'Filterbare Produkteigenschaften (Material, Farbe …).', fields: [id, project, required(string('display_name')), json('translations', { note: translatedElsewhereNote })] },
  { collection: 'ecommerce_personalization', displayTemplate: '{{display_name}}', note: 'Gravur und andere persönliche Optionen, die ein Produkt anbieten kann.', fields: [id, string('display_name'), json('fields'), json('translations', { note: translatedElsewhereNote })] },
  {
    collection: 'ecommerce_size_guide',
    displayTemplate: '{{display_name}}',
    note: 'Größentabellen, die Produkte verlinken (Ringgrößen, Armbandlängen …); eine Tabelle für alle Produkte, die sie nennen.',
    fields: [
      id,
      required(string('display_name')),
      required(text('table', { note: 'Eine Zeile je Tabellenzeile, die Zellen mit | getrennt; die erste Zeile ist die Kopfzeile. Z. B. „Ringgröße | Umfang“, dann „52 | 52 mm“.', options: { font: 'monospace' } })),
      json('translations', { note: translatedElsewhereNote }),
    ],
  },
  {
    collection: 'ecommerce_product',
    displayTemplate: '{{display_name}}',
    note: 'Produkte; nur veröffentlichte werden gezeigt.',
    fields: [
      id,
      status(['draft', 'published', 'archived']),
      project,
      dateTime('date_created'),
      flag('featured', false),
      required(string('display_name')),
      { ...required(string('slug')) },
      string('reference_number'),
      html('description'),
      oneToMany('images', 'files', 'files'),
      manyToOne('manufacturer'),
      manyToOne('category'),
      oneToMany('subcategories', 'm2m', 'list-m2m'),
      filterableList('tags'),
      integer('stock'),
      money('price_brutto'),
      ...netQuantity(),
      flag('reorder_possible', false),
      integer('shipping_time'),
      text('safety_information', { note: 'Warn- und Sicherheitshinweise dieses Produkts (GPSR Art. 19), ein Absatz je Zeile; leer: die seiner Kategorie.' }),
      flag('contains_batteries', false),
      string('variant_display_name'),
      oneToMany('variants'),
      manyToOne('personalization'),
      { ...manyToOne('size_guide'), meta: { ...manyToOne('size_guide').meta, options: { template: '{{display_name}}' }, note: 'Die Größentabelle, die die Produktseite verlinkt (z. B. „Ringgrößen“ für jeden Ring); leer: keine.' } },
      oneToMany('attributes'),
      oneToMany('ratings'),
      json('translations', { note: translatedElsewhereNote }),
    ],
  },
  {
    collection: 'ecommerce_product_variant',
    displayTemplate: '{{product.variant_display_name}} {{display_name}}',
    note: 'Varianten eines Produkts (Armband, Größe …).',
    fields: [
      id,
      manyToOne('product'),
      required(string('display_name')),
      money('price_brutto'),
      ...netQuantity(),
      integer('stock'),
      string('reference_number_suffix'),
      flag('active', true),
      integer('shipping_time'),
      flag('reorder_possible', false),
      json('translations', { note: translatedElsewhereNote }),
    ],
  },
  {
    collection: 'ecommerce_attribute',
    displayTemplate: '{{attribute_group.display_name}}: {{display_values}}',
    note: 'Die Werte eines Produkts in einer Eigenschaft.',
    fields: [id, manyToOne('product'), manyToOne('attribute_group'), filterableList('display_values')],
  },
  {
    collection: 'ecommerce_product_rating',
    displayTemplate: '{{rating}} ★ {{display_name}}',
    note: 'Kundenbewertungen eines Produkts.',
    // Published unless the shop sent it: the order service stores ratings as drafts, and only
    // published ones are read by the build and the public role (permissions.ts, build-reader.ts).
    fields: [id, manyToOne('product'), status(['draft', 'published'], 'published'), integer('rating'), string('display_name'), text('comment'), dateTime('date_created'), string('language'), journalEntry],
  },
  {
    collection: 'shop_order',
    displayTemplate: '{{order_number}} · {{customer_email}}',
    note: 'Bestellungen, die der Shop angenommen hat, wie der Bestellservice sie geprüft und berechnet hat.',
    submissions: true,
    fields: [
      id,
      status([...orderStatuses], 'new', 'neu → bestätigt → bezahlt → versandt → abgeschlossen, oder storniert / erstattet. Eine Änderung geht beim Speichern an den Bestellservice, der die Kundin / den Kunden per E-Mail benachrichtigt; eine Änderung, die er ablehnt (z. B. Versand einer unbezahlten Bestellung), wird nicht gespeichert.'),
      ...[
        required(string('order_number')),
        required(string('order_uuid')),
        receivedAt,
        string('language'),
        string('customer_email'),
        json('shipping_address'),
        json('invoice_address'),
        text('comment'),
        string('shipping_method'),
        string('payment_method'),
      ].map(readOnly),
      string('payment_state', { note: 'pending (offen), authorized (Klarna: wird beim Versand eingezogen), paid (bezahlt), failed, cancelled oder refunded: vom Bestellservice gesetzt, wie PayPal oder Klarna es bestätigt haben.', readonly: true }),
      string('payment_reference', { note: 'Die Capture-ID von PayPal oder die Order-ID von Klarna.', readonly: true }),
      string('carrier', { note: 'Wer das Paket befördert (DHL, Hermes …): nötig, um die Bestellung auf „versandt“ zu setzen.' }),
      string('tracking_number', { note: 'Die Sendungsnummer des Versanddienstleisters: sie steht in der Versand-E-Mail.' }),
      string('invoice_number', { note: 'RE000001 …: vergibt der Bestellservice beim Versand oder bei der Abholung; die Versand-E-Mail enthält die Rechnung.', readonly: true }),
      invoiceFile('invoice', 'Die Rechnung, wie die Kundin / der Kunde sie erhalten hat (PDF, Ordner „Rechnungen“), abgelegt vom Bestellservice.'),
      string('cancellation_number', { note: 'Die Nummer der Stornorechnung, wenn eine berechnete Bestellung erstattet wurde.', readonly: true }),
      invoiceFile('cancellation_invoice', 'Die Stornorechnung, die der Erstattungs-E-Mail beilag.'),
      ...[flag('present_wrap', false), money('subtotal'), money('shipping'), money('wrapping'), money('total'), money('vat_contained'), oneToMany('lines')].map(readOnly),
      journalEntry,
    ],
  },
  {
    collection: 'shop_order_line',
    displayTemplate: '{{count}} × {{product_name}} {{variant_name}}',
    note: 'Eine Position einer Bestellung: Produkt, Variante und Preis zum Zeitpunkt der Bestellung.',
    submissions: true,
    hidden: true,
    fields: [
      id,
      manyToOne('order'),
      manyToOne('product'),
      string('product_name'),
      manyToOne('variant'),
      string('variant_name'),
      json('personalization'),
      integer('count'),
      money('price_brutto'),
      money('line_total'),
    ],
  },
  {
    collection: 'shop_product_request',
    displayTemplate: '{{product_name}} · {{name}}',
    note: 'Fragen zu einem Produkt, von seiner Seite gesendet.',
    submissions: true,
    fields: [id, status(['new', 'answered'], 'new'), receivedAt, manyToOne('product'), string('product_name'), string('variant_name'), string('name'), string('email'), string('phone'), text('message'), string('language'), journalEntry],
  },
  {
    collection: 'shop_withdrawal',
    displayTemplate: '{{order_number}} · {{name}}',
    note: 'Widerrufe eines Kaufs, wie das Formular sie gesendet hat; die Eingangsnummer wurde der Kundin / dem Kunden genannt.',
    submissions: true,
    fields: [
      id,
      receivedAt,
      string('receipt_id'),
      string('name'),
      string('email'),
      string('order_number'),
      string('order_date'),
      text('address', { note: 'Die Anschrift, an die die Bestellung ging, wie die Kundin / der Kunde sie angegeben hat (freiwillig).' }),
      text('reason'),
      string('matched_order', { note: 'Die Bestellung, die dieser Widerruf nennt, gefunden über ihre Nummer oder über Bestelldatum und E-Mail- oder Postadresse; leer: keine gefunden, bitte von Hand prüfen.' }),
      { ...flag('email_matches_order', false), meta: { interface: 'boolean', special: ['cast-boolean'], note: 'Ob die E-Mail-Adresse die der zugeordneten Bestellung ist.' } },
      { ...flag('receipt_mailed', true), meta: { interface: 'boolean', special: ['cast-boolean'], note: 'Aus, wenn keine Eingangsbestätigung per E-Mail hinausging (höchstens 3 am Tag an eine Adresse oder zu einer Bestellung); die Erklärung ist trotzdem eingegangen.' } },
      journalEntry,
    ],
  },
  {
    collection: 'site_publish',
    note: 'Wie die letzte Veröffentlichung lief: jede Änderung an Inhalten baut die Website neu; sie geht erst live, wenn alles gebaut ist und jeder Link ein Ziel hat.',
    singleton: true,
    operational: true,
    fields: [
      id,
      readOnly(status(['building', 'live', 'failed'], 'live')),
      readOnly(text('message')),
      { field: 'started_at', type: 'timestamp', meta: { interface: 'datetime', readonly: true } },
      { field: 'finished_at', type: 'timestamp', meta: { interface: 'datetime', readonly: true } },
    ],
  },
  {
    collection: 'ecommerce_payment_method',
    displayTemplate: '{{display_name}}',
    // Picked in the shop settings; the list itself is the same for every shop (payment-methods.ts).
    hidden: true,
    note: 'Die Zahlungsarten, die ein Shop annehmen kann; ihre Nummer nennen die Shop-Einstellungen und jede Versandart (PayPal ist 4).',
    fields: [
      { ...id, meta: { readonly: true } },
      required(string('display_name')),
      {
        ...string('method'),
        meta: {
          interface: 'select-dropdown',
          options: { choices: ['prepayment', 'cash', 'klarna', 'paypal'].map((value) => ({ value, text: value })) },
          note: 'Welcher Anbieter die Zahlung abwickelt.',
        },
      },
    ],
  },
  ...settingsChoices.map(
    ({ field, related, junctionField }): CollectionSpec => ({
      collection: settingsChoiceJunction(field),
      note: `Verknüpfung: Shop-Einstellungen ↔ ${related}.`,
      hidden: true,
      fields: [id, integer('ecommerce_settings_id'), integer(junctionField)],
    }),
  ),
  {
    collection: 'ecommerce_product_subcategory',
    note: 'Verknüpfung: Produkt ↔ Unterkategorie.',
    hidden: true,
    fields: [id, integer('ecommerce_product_id'), integer('subcategory_id')],
  },
  {
    collection: 'ecommerce_product_files',
    note: 'Verknüpfung: Produkt ↔ Bild, in Reihenfolge.',
    hidden: true,
    fields: [id, integer('ecommerce_product_id'), { field: 'directus_files_id', type: 'uuid' }, { ...integer('sort'), meta: { hidden: true } }],
  },
];

/** Each field with its German label for the admin app (german-labels.ts). */
const withGermanLabels = (spec: CollectionSpec): CollectionSpec => ({
  ...spec,
  fields: spec.fields.map((field) => {
    const label = germanFieldLabel(spec.collection, field.field);
    return label ? { ...field, meta: { ...field.meta, translations: [{ language: 'de-DE', translation: label }] } } : field;
  }),
});

/** JSON fields with a known shape edited as forms (repeaters.ts), not as code. */
const withRepeaters = (spec: CollectionSpec): CollectionSpec => ({
  ...spec,
  fields: spec.fields.map((field) => {
    const repeater = repeaters[spec.collection]?.[field.field];
    return repeater
      ? { ...field, meta: { ...field.meta, interface: 'list', options: { template: repeater.template, fields: repeater.fields, ...(repeater.limit ? { limit: repeater.limit } : {}) } } }
      : field;
  }),
});

/** `translations` of a translated collection: the alias of its translations junction (translations.ts), not JSON. */
const withTranslationsInterface = (spec: CollectionSpec): CollectionSpec =>
  translatedCollections.includes(spec.collection)
    ? { ...spec, fields: spec.fields.map((field) => (field.field === 'translations' ? { ...field, ...translationsAlias(spec.collection, field.meta?.note) } : field)) }
    : spec;

export const collections: CollectionSpec[] = [
  languages,
  ...modelCollections.map(withTranslationsInterface).map(withRepeaters).map(withGermanLabels),
  ...translatedCollections.map(translationsCollection),
];

const toProject = (collection: string): RelationSpec => ({ collection, field: 'project', related_collection: 'projects', schema: { on_delete: 'SET NULL' } });
const ofProduct = (collection: string, oneField: string): RelationSpec => ({
  collection,
  field: 'product',
  related_collection: 'ecommerce_product',
  meta: { one_field: oneField, one_deselect_action: 'delete' },
  schema: { on_delete: 'CASCADE' },
});

export const relations: RelationSpec[] = [
  ...translatedCollections.flatMap(translationsRelations),
  ...collections.filter((spec) => spec.fields.some((field) => field.field === 'project')).map((spec) => toProject(spec.collection)),
  { collection: 'pages', field: 'image', related_collection: 'directus_files', schema: { on_delete: 'SET NULL' } },
  { collection: 'ecommerce_subcategory', field: 'category', related_collection: 'ecommerce_category', schema: { on_delete: 'SET NULL' } },
  { collection: 'ecommerce_product', field: 'manufacturer', related_collection: 'ecommerce_manufacturer', schema: { on_delete: 'SET NULL' } },
  { collection: 'ecommerce_product', field: 'category', related_collection: 'ecommerce_category', schema: { on_delete: 'SET NULL' } },
  { collection: 'ecommerce_product', field: 'personalization', related_collection: 'ecommerce_personalization', schema: { on_delete: 'SET NULL' } },
  { collection: 'ecommerce_product', field: 'size_guide', related_collection: 'ecommerce_size_guide', schema: { on_delete: 'SET NULL' } },
  ofProduct('ecommerce_product_variant', 'variants'),
  ofProduct('ecommerce_attribute', 'attributes'),
  ofProduct('ecommerce_product_rating', 'ratings'),
  {
    collection: 'shop_order_line',
    field: 'order',
    related_collection: 'shop_order',
    meta: { one_field: 'lines', one_deselect_action: 'delete' },
    schema: { on_delete: 'CASCADE' },
  },
  // An order keeps its lines when a product or variant is deleted: the names and prices are in the line.
  { collection: 'shop_order_line', field: 'product', related_collection: 'ecommerce_product', schema: { on_delete: 'SET NULL' } },
  // An invoice stays an order's as long as the order exists: its file cannot be deleted under it.
  { collection: 'shop_order', field: 'invoice', related_collection: 'directus_files', schema: { on_delete: 'NO ACTION' } },
  { collection: 'shop_order', field: 'cancellation_invoice', related_collection: 'directus_files', schema: { on_delete: 'NO ACTION' } },
  { collection: 'shop_order_line', field: 'variant', related_collection: 'ecommerce_product_variant', schema: { on_delete: 'SET NULL' } },
  { collection: 'shop_product_request', field: 'product', related_collection: 'ecommerce_product', schema: { on_delete: 'SET NULL' } },
  { collection: 'ecommerce_attribute', field: 'attribute_group', related_collection: 'ecommerce_attribute_group', schema: { on_delete: 'CASCADE' } },
  ...settingsChoices.flatMap(({ field, related, junctionField }): RelationSpec[] => [
    {
      collection: settingsChoiceJunction(field),
      field: 'ecommerce_settings_id',
      related_collection: 'ecommerce_settings',
      meta: { one_field: field, junction_field: junctionField, one_deselect_action: 'delete' },
      schema: { on_delete: 'CASCADE' },
    },
    { collection: settingsChoiceJunction(field), field: junctionField, related_collection: related, meta: { junction_field: 'ecommerce_settings_id' }, schema: { on_delete: 'CASCADE' } },
  ]),
  {
    collection: 'ecommerce_product_subcategory',
    field: 'ecommerce_product_id',
    related_collection: 'ecommerce_product',
    meta: { one_field: 'subcategories', junction_field: 'subcategory_id', one_deselect_action: 'delete' },
    schema: { on_delete: 'CASCADE' },
  },
  {
    collection: 'ecommerce_product_subcategory',
    field: 'subcategory_id',
    related_collection: 'ecommerce_subcategory',
    meta: { junction_field: 'ecommerce_product_id' },
    schema: { on_delete: 'CASCADE' },
  },
  {
    collection: 'ecommerce_product_files',
    field: 'ecommerce_product_id',
    related_collection: 'ecommerce_product',
    meta: { one_field: 'images', junction_field: 'directus_files_id', sort_field: 'sort', one_deselect_action: 'delete' },
    schema: { on_delete: 'CASCADE' },
  },
  {
    collection: 'ecommerce_product_files',
    field: 'directus_files_id',
    related_collection: 'directus_files',
    meta: { junction_field: 'ecommerce_product_id' },
    schema: { on_delete: 'CASCADE' },
  },
];
