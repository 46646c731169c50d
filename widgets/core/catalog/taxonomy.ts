/**
 * The shop's taxonomy (spec §3): who makes a product, where it is shelved, how it is described.
 * Every entry belongs to one project; the loader only ever reads the current project's entries.
 */

/** A Directus primary key: numeric for most collections, a string (uuid) for some. */
export type ItemId = number | string;

export interface Manufacturer {
  id: ItemId;
  displayName: string;
  slug: string;
  /** HTML from the content service, unsanitized: the rendering layer sanitizes. */
  description: string;
  /** The registered name the brand's maker trades under ("Velo Dreisam GmbH"); empty: the display name. */
  legalName: string;
  /** The maker's postal address, line by line (GPSR Art. 19). */
  postalAddress: string;
  /** An e-mail or https address the maker is reached at (GPSR Art. 19). */
  electronicAddress: string;
  /** Where the maker is established outside the EU: the person responsible for its products in the EU, line by line. */
  euResponsiblePerson: string;
}

/**
 * A shelf of the shop. The demo's category slugs are the German paths of the route table's
 * category pages ('uhren' ↔ /uhren), see categoryForPage.
 */
export interface Category {
  id: ItemId;
  displayName: string;
  slug: string;
  /** Warnings and safety information every product of the shelf carries unless it states its own (GPSR Art. 19). */
  safetyInformation: string;
}

export interface Subcategory {
  id: ItemId;
  displayName: string;
  slug: string;
  categoryId: ItemId;
}

/**
 * Tags are free text on a product (the filter is "tags contains <slug>"); ecommerce_tag only
 * lends a tag its display name. A tag without an entry is shown as typed.
 */
export interface Tag {
  slug: string;
  displayName: string;
}

/** A dimension products are described and filtered by: Material, Farbe, Größe, Stein … */
export interface AttributeGroup {
  id: ItemId;
  displayName: string;
  /**
   * The group's values as the page's language names them ("Weißgold 585" → "White gold 585").
   * The values themselves stay as the content service spells them in German: they are what the
   * filters and addresses carry, the same in every language. Missing: the value is its own name.
   */
  valueLabels?: Readonly<Record<string, string>>;
}

/** One product's values within one attribute group (Material: Weißgold 585, Platin 950). */
export interface Attribute {
  id: ItemId;
  attributeGroup: AttributeGroup;
  displayValues: string[];
}

/** An attribute group with every value a published product has in it: the filter's options. */
export interface AttributeGroupWithValues extends AttributeGroup {
  values: string[];
}

/** What a product keeps of its manufacturer, category or subcategory: enough to link to it. */
export type TaxonomyRef = Pick<Category, 'id' | 'displayName' | 'slug'>;
