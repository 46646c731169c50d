import type { ItemId } from '../catalog/taxonomy.ts';
import type { ProductSort } from '../catalog/shop-settings.ts';
import { listEntryConditions, listHasEntry, projectFilter, type DirectusFilter } from '../directus-filter.ts';
import { shopPageSize, type ShopFilters, type ShopTaxonomy } from './types.ts';

/**
 * The shop's questions to the content API (spec §7), as Directus queries. The live source sends
 * them; the tests answer them in memory (matchesFilter, sortItems) to prove that the static
 * catalog gives the same answers.
 */
export interface ShopItemsQuery {
  filter: DirectusFilter;
  /** Directus sort fields ('-' for descending). */
  sort?: string[];
  /** 1-based, with `limit` as the page size. */
  page?: number;
  /** Items to skip, instead of a page. */
  offset?: number;
  /** -1 for all items. */
  limit: number;
  /** Which counts Directus adds as `meta` to the answer. */
  meta?: string;
  /** Directus' own full-text search (`search`): items whose text fields contain the words. */
  search?: string;
  fields: string[];
}

/**
 * The spec's product list fields (§3). Images two levels deep, as the build reads them: a files
 * relation gives the file directly, a many-to-many one as { directus_files_id: { … } }.
 */
const productListFields = [
  'id',
  'slug',
  'display_name',
  // The card's name in the page's language (widgets/content/translated-item.ts), one row per language.
  'translations.*',
  'images.*.*',
  'manufacturer.id',
  'manufacturer.display_name',
  'manufacturer.slug',
  'category.id',
  'category.display_name',
  'category.slug',
  'subcategories.subcategory_id',
  'tags',
  'attributes.attribute_group.id',
  'attributes.display_values',
  'stock',
  'price_brutto',
  'net_quantity',
  'net_quantity_unit',
  'variants.price_brutto',
  'variants.active',
  'variants.net_quantity',
  'variants.net_quantity_unit',
  'ratings.rating',
  'date_created',
];

/**
 * A product page needs every field the build's reshape reads; the same three relation levels the
 * build asks for (widgets/content/directus-query.ts), so the page and the build see one shape.
 */
const productDetailFields = ['*.*.*'];

/** The filter every product question starts from: the project's published products. */
export function publishedProductsFilter(projectDomain: string): DirectusFilter {
  return { ...projectFilter(projectDomain), status: { _eq: 'published' } };
}

/**
 * Matches no item: a primary key is never null. Sent when every chosen slug is unknown, where an
 * empty `_in` would be refused by Directus' query validation instead of matching nothing.
 */
const matchNothing: DirectusFilter = { id: { _null: true } };

const idsOfSlugs = (entries: ReadonlyArray<{ id: ItemId; slug: string }>, slugs: readonly string[]) =>
  slugs.flatMap((slug) => entries.filter((entry) => entry.slug === slug).map((entry) => entry.id));

/** The group's id as the taxonomy types it (a number for most), so Directus compares like with like. */
function groupIdOf(taxonomy: Pick<ShopTaxonomy, 'attributeGroups'>, groupId: string): ItemId {
  return taxonomy.attributeGroups.find((group) => String(group.id) === groupId)?.id ?? groupId;
}

/**
 * The filter of the list (spec §7): category by slug, manufacturers and subcategories by the ids
 * of their slugs, the tag as one entry of the product's tags, the gross price range (a product on request drops out), and per
 * attribute group any of its chosen values, every group required.
 */
function productListFilter(filters: ShopFilters, taxonomy: ShopTaxonomy, projectDomain: string, productsWithAttribute?: ProductsWithAttribute): DirectusFilter {
  const filter: DirectusFilter = publishedProductsFilter(projectDomain);
  if (filters.category) filter.category = { slug: { _eq: filters.category } };
  if (filters.manufacturers.length) {
    const ids = idsOfSlugs(taxonomy.manufacturers, filters.manufacturers);
    Object.assign(filter, ids.length ? { manufacturer: { id: { _in: ids } } } : matchNothing);
  }
  if (filters.subcategories.length) {
    const ids = idsOfSlugs(taxonomy.subcategories, filters.subcategories);
    Object.assign(filter, ids.length ? { subcategories: { subcategory_id: { _in: ids } } } : matchNothing);
  }
  // Every condition below is one of _and's, so two of them never compete for one key (_or).
  const required: DirectusFilter[] = [];
  if (filters.tag) required.push(listHasEntry('tags', filters.tag));
  if (filters.priceMin !== null || filters.priceMax !== null) {
    filter.price_brutto = {
      ...(filters.priceMin !== null && { _gte: filters.priceMin }),
      ...(filters.priceMax !== null && { _lte: filters.priceMax }),
    };
  }
  const groups = Object.entries(filters.attributes).filter(([, values]) => values.length > 0);
  for (const [groupId, values] of groups) {
    if (productsWithAttribute) {
      const ids = productsWithAttribute(groupId, values);
      required.push(ids.length ? { id: { _in: ids } } : matchNothing);
      continue;
    }
    // _some: one attribute row of the product has the group and one of the values. Without it,
    // Directus 11 joins the relation once for the whole query, so two groups would have to match
    // in one row, and _and or _or inside the relation's filter find nothing.
    required.push({
      attributes: {
        _some: {
          attribute_group: { id: { _eq: groupIdOf(taxonomy, groupId) } },
          _or: values.flatMap((value) => listEntryConditions('display_values', value)),
        },
      },
    });
  }
  if (required.length) filter._and = required;
  return filter;
}

/**
 * The products (ids) that have one of `values` in the attribute group, as the asker knows them.
 * Directus 11.16 (and 12.4) leave out a _some whose filter has more than one condition (the
 * group and the values: its query builder takes the _and it is parsed into for no condition at
 * all), so every product would match. The live shop, which has read every product's attribute
 * rows for its taxonomy, asks for the products by id instead; in memory the _some is evaluated.
 */
export type ProductsWithAttribute = (groupId: string, values: readonly string[]) => readonly ItemId[];

/**
 * One page of the list. `id` after the chosen sort breaks ties, so equal prices or names come in
 * one order from every source and a product never shows on two pages.
 */
export function productListQuery(
  filters: ShopFilters,
  sort: ProductSort,
  pageIndex: number,
  taxonomy: ShopTaxonomy,
  projectDomain: string,
  productsWithAttribute?: ProductsWithAttribute,
): ShopItemsQuery {
  return {
    filter: productListFilter(filters, taxonomy, projectDomain, productsWithAttribute),
    sort: [sort, 'id'],
    page: pageIndex + 1,
    limit: shopPageSize,
    // filter_count: how many products match, for "show more" and the result count.
    meta: 'filter_count',
    fields: productListFields,
    ...(filters.query ? { search: filters.query } : {}),
  };
}

/** Sort fields that can be empty: a product on request has no price. */
const emptiableSortFields = new Set(['price_brutto']);

/**
 * A list sorted by a field that can be empty, asked in two parts. The shop shows empty values
 * last in either direction; Directus 11 cannot say so and leaves it to the database (SQLite puts
 * them first ascending, PostgreSQL first descending). So: the items with a value in the chosen
 * order, then, where the page reaches past them, the empty ones by id, as the static catalog
 * orders them. Null for any other sort, which one query answers.
 */
export function emptyLastParts(query: ShopItemsQuery): { valued: ShopItemsQuery; empty(valuedCount: number, valuedOnPage: number): ShopItemsQuery } | null {
  const [first, ...rest] = query.sort ?? [];
  const field = first?.replace(/^-/, '');
  if (!field || !emptiableSortFields.has(field) || query.limit < 0) return null;
  const withCondition = (condition: DirectusFilter): DirectusFilter => ({
    ...query.filter,
    _and: [...((query.filter._and as DirectusFilter[] | undefined) ?? []), condition],
  });
  const start = ((query.page ?? 1) - 1) * query.limit;
  return {
    valued: { ...query, filter: withCondition({ [field]: { _nnull: true } }) },
    empty: (valuedCount, valuedOnPage) => ({
      filter: withCondition({ [field]: { _null: true } }),
      sort: rest,
      offset: Math.max(0, start - valuedCount),
      // 0 still answers filter_count, which the page's total needs.
      limit: Math.max(0, query.limit - valuedOnPage),
      ...(query.meta && { meta: query.meta }),
      fields: query.fields,
    }),
  };
}

/**
 * "You may also like" (spec §7: the published products in random order, the caller's limit).
 * Directus 11 has no random sort (the spec's `sort=?` is refused as an unknown field), so the
 * caller picks the products at random from the ids it has (the price list's) and asks for those.
 */
export function productsByIdQuery(ids: readonly ItemId[], projectDomain: string): ShopItemsQuery {
  return { filter: { ...publishedProductsFilter(projectDomain), id: { _in: [...ids] } }, limit: ids.length, fields: productListFields };
}

export function productBySlugQuery(slug: string, projectDomain: string): ShopItemsQuery {
  return { filter: { ...publishedProductsFilter(projectDomain), slug: { _eq: slug } }, limit: 1, fields: productDetailFields };
}

/** A product's reviews (ecommerce_product_rating), newest first. */
export function ratingsQuery(productId: ItemId): ShopItemsQuery {
  return {
    filter: { product: { id: { _eq: productId } } },
    sort: ['-date_created', 'id'],
    limit: -1,
    fields: ['id', 'rating', 'display_name', 'comment', 'date_created'],
  };
}

/**
 * Every published product's price (spec §7), for the price filter's bounds. The id comes along:
 * the attribute filter offers only values that published products have.
 */
export function priceListQuery(projectDomain: string): ShopItemsQuery {
  return { filter: publishedProductsFilter(projectDomain), limit: -1, fields: ['id', 'price_brutto'] };
}

/** A taxonomy collection of the project (category, manufacturer, subcategory, tag, attribute group). */
export function taxonomyQuery(projectDomain: string, fields: string[]): ShopItemsQuery {
  return { filter: projectFilter(projectDomain), sort: ['id'], limit: -1, fields };
}

/** The attribute rows of the groups (spec §7: ecommerce_attribute, attribute_group in ids, limit -1). */
export function attributeValuesQuery(groupIds: readonly ItemId[]): ShopItemsQuery {
  return { filter: { attribute_group: { _in: [...groupIds] } }, limit: -1, fields: ['product', 'attribute_group', 'display_values'] };
}
