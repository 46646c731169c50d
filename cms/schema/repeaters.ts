/**
 * Forms instead of JSON: the JSON fields whose entries have a known shape (the menu's entries, the
 * company's addresses, the shipping methods, the bank account …) are edited with Directus'
 * repeater (the "list" interface), one labelled input per key, a language picked from a list
 * where a nested list is per language, nested repeaters for nested lists. The stored value stays
 * the JSON the site reads (the builds from Directus and from the demo stay equal). Also here: the
 * fields an item translates (`translatedFields`), the columns of its translations rows
 * (translations.ts), edited side by side in Directus' translations interface.
 */

export interface SubField {
  field: string;
  name: string;
  type: 'string' | 'text' | 'integer' | 'boolean' | 'json';
  meta: Record<string, unknown>;
}

const input = (field: string, name: string, width: 'half' | 'full' = 'half', note?: string): SubField => ({
  field,
  name,
  type: 'string',
  meta: { field, type: 'string', interface: 'input', width, ...(note ? { note } : {}) },
});
const multiline = (field: string, name: string, note?: string): SubField => ({
  field,
  name,
  type: 'text',
  meta: { field, type: 'text', interface: 'input-multiline', width: 'full', ...(note ? { note } : {}) },
});
const richText = (field: string, name: string): SubField => ({ field, name, type: 'text', meta: { field, type: 'text', interface: 'input-rich-text-html', width: 'full' } });
/** Shown only while the entry's `body_format` is `format` (a Directus condition hides it otherwise). */
const shownFor = (sub: SubField, format: 'html' | 'markdown'): SubField => ({
  ...sub,
  meta: { ...sub.meta, conditions: [{ name: `Bei ${format === 'html' ? 'Markdown' : 'HTML'} ausgeblendet`, rule: { body_format: { _eq: format === 'html' ? 'markdown' : 'html' } }, hidden: true }] },
});
const whole = (field: string, name: string): SubField => ({ field, name, type: 'integer', meta: { field, type: 'integer', interface: 'input', width: 'half' } });
const yesNo = (field: string, name: string): SubField => ({ field, name, type: 'boolean', meta: { field, type: 'boolean', interface: 'boolean', width: 'half' } });
const choice = (field: string, name: string, choices: Array<[value: string, text: string]>, note?: string): SubField => ({
  field,
  name,
  type: 'string',
  meta: { field, type: 'string', interface: 'select-dropdown', width: 'half', options: { choices: choices.map(([value, text]) => ({ value, text })), allowOther: true }, ...(note ? { note } : {}) },
});
const nested = (field: string, name: string, template: string, fields: SubField[]): SubField => ({
  field,
  name,
  type: 'json',
  meta: { field, type: 'json', interface: 'list', width: 'full', special: ['cast-json'], options: { template, fields } },
});
/** A list of short texts (a choice field's options), typed one by one. */
const texts = (field: string, name: string, note?: string): SubField => ({
  field,
  name,
  type: 'json',
  meta: { field, type: 'json', interface: 'tags', width: 'full', special: ['cast-json'], ...(note ? { note } : {}) },
});
const code = (field: string, name: string): SubField => ({ field, name, type: 'json', meta: { field, type: 'json', interface: 'input-code', width: 'full', options: { language: 'JSON' } } });

const language = choice('languages_code', 'Sprache', [
  ['de', 'Deutsch'],
  ['en', 'Englisch'],
  ['fr', 'Französisch'],
]);

export interface Repeater {
  template: string;
  fields: SubField[];
  /** At most this many entries (1: a single record edited as a form). */
  limit?: number;
}

const country = [whole('id', 'ID'), input('display_name', 'Land'), input('country_code', 'Ländercode (DE, AT …)')];

const displayName = input('display_name', 'Name', 'full');

/**
 * What an editor translates per item: the fields of the item's translations (translations.ts makes
 * them the columns of `<collection>_translations`, edited side by side in Directus' translations interface).
 */
export const translatedFields: Record<string, SubField[]> = {
  ecommerce_product: [displayName,
      richText('description', 'Beschreibung'),
      input('variant_display_name', 'Bezeichnung der Varianten (z. B. Ringgröße)', 'full'),
      multiline('safety_information', 'Sicherheitshinweise')],
  ecommerce_product_variant: [displayName],
  ecommerce_personalization: [displayName],
  ecommerce_category: [displayName, multiline('safety_information', 'Sicherheitshinweise')],
  ecommerce_subcategory: [displayName],
  ecommerce_tag: [displayName],
  ecommerce_manufacturer: [richText('description', 'Beschreibung'), multiline('postal_address', 'Postanschrift'), multiline('eu_responsible_person', 'Verantwortliche Person in der EU')],
  ecommerce_attribute_group: [displayName,
      nested('values', 'Werte', '{{value}} → {{display_value}}', [input('value', 'Wert (wie auf Deutsch)'), input('display_value', 'Übersetzung')])],
  projects: [input('seo_title', 'SEO-Titel', 'full'), multiline('seo_description', 'SEO-Beschreibung'), input('seo_keywords', 'SEO-Schlüsselwörter', 'full')],
  pages: [input('title', 'Titel', 'full'),
      multiline('description', 'Beschreibung (Suchmaschinen)'),
      input('keywords', 'Schlüsselwörter', 'full'),
      choice('body_format', 'Format des Textes', [
        ['html', 'HTML'],
        ['markdown', 'Markdown'],
      ]),
      // One text, in the editor its format needs: WYSIWYG for HTML, the Markdown editor for Markdown.
      shownFor(richText('body_html', 'Text'), 'html'),
      shownFor({ ...multiline('body', 'Text (Markdown)'), meta: { ...multiline('body', 'Text (Markdown)').meta, interface: 'input-rich-text-md' } }, 'markdown')],
  legal_content: [multiline('insurance', 'Berufshaftpflichtversicherung'),
      multiline('image_sources', 'Bildquellen'),
      multiline('additional_top_info', 'Zusatz oben'),
      multiline('additional_bottom_info', 'Zusatz unten')],
  company_content: [multiline('legal_authority', 'Aufsichtsbehörde')],
  cookie_consents: [input('display_name', 'Name', 'full'), multiline('description', 'Beschreibung')],
  ecommerce_settings: [richText('global_footer', 'Fußzeile')],
  ecommerce_size_guide: [displayName, multiline('table', 'Tabelle', 'Wie auf Deutsch: eine Zeile je Tabellenzeile, die Zellen mit | getrennt.')],
};

/** The repeaters by collection and field. */
export const repeaters: Record<string, Record<string, Repeater>> = {
  ecommerce_personalization: {
    fields: {
      template: '{{display_name}}',
      fields: [
        input('key', 'Schlüssel', 'half', 'Unter ihm steht der Wert in der Bestellung, z. B. gravur.'),
        choice('type', 'Art', [
          ['text', 'Text'],
          ['select', 'Auswahl'],
        ]),
        input('display_name', 'Beschriftung', 'full'),
        whole('max_length', 'Höchstens Zeichen (leer: ohne Grenze)'),
        yesNo('required', 'Pflichtfeld'),
        texts('options', 'Auswahlmöglichkeiten (nur bei Auswahl)'),
        nested('translations', 'Übersetzungen', '{{languages_code}}: {{display_name}}', [language, input('display_name', 'Beschriftung', 'full'), texts('options', 'Auswahlmöglichkeiten')]),
      ],
    },
  },
  legal_content: {
    data_protection_commissioner: {
      template: '{{name}}',
      fields: [input('name', 'Name', 'full'), input('street', 'Straße'), input('number', 'Hausnummer'), input('zip_code', 'PLZ'), input('city', 'Ort'), input('phone_number', 'Telefon'), input('email', 'E-Mail')],
    },
  },
  menus: {
    entries: {
      template: '{{display_name}}',
      fields: [
        input('display_name', 'Name'),
        choice('type', 'Art', [
          ['plain', 'Link'],
          ['sub', 'Mit Untermenü'],
          ['groups', 'Mit Gruppen'],
          ['external', 'Externer Link'],
        ]),
        input('path', 'Pfad (ohne Sprache, z. B. uhren)'),
        input('external_path', 'Externe Adresse (https://…)'),
        nested('sub', 'Untermenü', '{{display_name}} → {{path}}', [input('display_name', 'Name'), input('path', 'Pfad'), choice('type', 'Art', [['plain', 'Link']])]),
        nested('groups', 'Gruppen', '{{display_name}}', [
          input('display_name', 'Name', 'full'),
          nested('sub', 'Einträge', '{{display_name}} → {{path}}#{{anchor}}', [input('display_name', 'Name'), input('path', 'Pfad'), input('anchor', 'Anker (#…)')]),
        ]),
      ],
    },
  },
  company: {
    executives: { template: '{{name}}', fields: [input('name', 'Name', 'full')] },
    addresses: {
      template: '{{street}} {{number}}, {{zip_code}} {{city}}',
      fields: [
        input('street', 'Straße'),
        input('number', 'Hausnummer'),
        input('zip_code', 'PLZ'),
        input('city', 'Ort'),
        choice('address_type', 'Art', [
          ['hq', 'Sitz'],
          ['federal_office', 'Niederlassung'],
        ]),
      ],
    },
    emails: { template: '{{email}}', fields: [input('email', 'E-Mail'), yesNo('primary', 'Hauptadresse')] },
    numbers: {
      template: '{{type}}: {{number}}',
      fields: [
        input('number', 'Nummer'),
        choice('type', 'Art', [
          ['phone', 'Telefon'],
          ['mobile', 'Mobil'],
          ['fax', 'Fax'],
        ]),
        yesNo('primary', 'Hauptnummer'),
      ],
    },
    registers: { template: '{{register_type}} {{number}}', fields: [input('register_type', 'Register'), input('number', 'Nummer'), input('registrar', 'Registergericht', 'full')] },
  },
  ecommerce_settings: {
    // One account: a form of its own (a list of at most one), the site reads its entry.
    bank_details: {
      template: '{{account_holder}} · {{iban}}',
      limit: 1,
      fields: [
        input('account_holder', 'Kontoinhaber', 'full'),
        input('iban', 'IBAN', 'half', 'Mit oder ohne Leerzeichen, z. B. DE72 1234 5678 0001 9620 00.'),
        input('bic', 'BIC'),
        input('bank_name', 'Bank', 'full'),
      ],
    },
    shipping_countries: { template: '{{display_name}} ({{country_code}})', fields: country },
    legal_pages: {
      template: '{{type}}',
      fields: [
        choice('type', 'Art', [
          ['agb', 'AGB'],
          ['widerruf', 'Widerrufsbelehrung'],
          ['versand_und_zahlung', 'Versand und Zahlung'],
        ]),
        multiline('content', 'Text (Deutsch)'),
        nested('translations', 'Übersetzungen', '{{languages_code}}', [language, multiline('content', 'Text')]),
      ],
    },
    shipping_methods: {
      template: '{{name}}: {{price_brutto}} €',
      fields: [
        input('name', 'Name', 'full'),
        choice('shipping_provider', 'Versanddienstleister', [
          ['dhl', 'DHL'],
          ['pickup', 'Abholung im Geschäft'],
        ]),
        input('price_brutto', 'Preis (brutto, z. B. 6.90)'),
        whole('additional_days', 'Zustellung (Werktage nach Versand)'),
        input('max_order_value', 'Höchster Warenwert (leer: ohne Grenze)'),
        nested('payment_methods', 'Zahlungsarten', '{{method}}', [
          whole('id', 'ID'),
          choice('method', 'Zahlungsart', [
            ['prepayment', 'Vorkasse'],
            ['paypal', 'PayPal'],
            ['klarna', 'Klarna'],
            ['cash', 'Barzahlung'],
          ]),
          code('config', 'Einstellungen (z. B. {"payment_days": 7})'),
        ]),
        nested('shipping_countries', 'Lieferländer', '{{display_name}} ({{country_code}})', country),
        nested('translations', 'Name in anderen Sprachen', '{{languages_code}}: {{name}}', [language, input('name', 'Name')]),
      ],
    },
  },
};
