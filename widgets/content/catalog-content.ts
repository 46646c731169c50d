import type { Catalog } from '../core/catalog/catalog.ts';
import type { AttributeGroup, AttributeGroupWithValues } from '../core/catalog/taxonomy.ts';
import { projectFilter } from '../core/directus-filter.ts';
import { isRecord } from '../core/shapes.ts';
import { fieldReader } from './reshape-catalog-fields.ts';
import { reshapeProduct, type CatalogTaxonomy } from './reshape-catalog-product.ts';
import {
  displayValuesOf,
  reshapeAttributeGroup,
  reshapeCategory,
  reshapeManufacturer,
  reshapeSubcategory,
  reshapeTag,
} from './reshape-catalog-taxonomy.ts';
import { ContentError, type ContentSource } from './source.ts';

/**
 * Catalog policy (cited by the README): SKIP, never fail.
 *
 * A shop can open without one broken product, so a product, manufacturer, category,
 * subcategory, tag or attribute group that cannot be reshaped (missing name or slug, a price
 * that is no price, a reference to an entry this project does not have, a malformed variant,
 * rating, image, personalization or size guide …) is left out with exactly one warning:
 *   `ecommerce_product item 1042, field "variants[1].price_brutto": "12,50" is not a price; skipped.`
 * Whatever refers to a skipped entry is skipped in turn (a product of a skipped category).
 * Two entries with the same slug would share one URL: the first (lowest id) is kept, the later
 * one skipped with a warning. Only published products of the project are read at all; drafts
 * and other projects' items never reach the catalog.
 *
 * The shop settings are the opposite: without them there is no checkout, so a broken settings
 * item fails the build (reshapeShopSettings).
 */
export async function loadCatalog(source: ContentSource, domain: string, warn: (message: string) => void): Promise<Catalog> {
  const project = projectFilter(domain);
  const all = (collection: string, filter = project) => source.readItems(collection, { filter, sort: ['id'], limit: -1 });
  const [manufacturerItems, categoryItems, subcategoryItems, tagItems, groupItems, productItems] = await Promise.all([
    all('ecommerce_manufacturer'),
    all('ecommerce_category'),
    all('ecommerce_subcategory'),
    all('ecommerce_tag'),
    all('ecommerce_attribute_group'),
    all('ecommerce_product', { ...project, status: { _eq: 'published' } }),
  ]);

  const usable = <T extends Keyed>(collection: string, items: readonly unknown[], reshape: Reshape<T>, uniqueBy?: keyof T & string) =>
    keepUsable(collection, items, reshape, warn, uniqueBy);
  const categories = usable('ecommerce_category', categoryItems, reshapeCategory);
  const taxonomy: CatalogTaxonomy = {
    manufacturers: usable('ecommerce_manufacturer', manufacturerItems, reshapeManufacturer),
    categories,
    subcategories: usable('ecommerce_subcategory', subcategoryItems, (raw, position) => reshapeSubcategory(raw, categories, position)),
    tags: usable('ecommerce_tag', tagItems, reshapeTag),
    attributeGroups: usable('ecommerce_attribute_group', groupItems, reshapeAttributeGroup, 'id'),
  };
  const products = usable('ecommerce_product', productItems, (raw, position) => reshapeProduct(raw, taxonomy, position));

  const groupIds = taxonomy.attributeGroups.map((group) => group.id);
  const attributeItems = groupIds.length
    ? await source.readItems('ecommerce_attribute', { filter: { attribute_group: { _in: groupIds } }, limit: -1 })
    : [];
  const productIds = new Set(products.map((product) => String(product.id)));

  return {
    products,
    manufacturers: [...taxonomy.manufacturers],
    categories,
    subcategories: [...taxonomy.subcategories],
    tags: [...taxonomy.tags],
    attributeGroups: attributeFilterOptions(taxonomy.attributeGroups, attributeItems, productIds, warn),
  };
}

type Reshape<T> = (raw: unknown, position: number) => T;
type Keyed = { id: unknown } | { slug: string };

/** Reshapes every item, leaving out (with one warning each) the broken ones and later duplicates. */
function keepUsable<T extends Keyed>(
  collection: string,
  items: readonly unknown[],
  reshape: Reshape<T>,
  warn: (message: string) => void,
  uniqueBy: string = 'slug',
): T[] {
  const kept: T[] = [];
  const firstWith = new Map<string, unknown>();
  items.forEach((raw, position) => {
    try {
      const entry = reshape(raw, position);
      const key = String((entry as Record<string, unknown>)[uniqueBy]);
      if (firstWith.has(key)) {
        warn(`${collection} item ${String(idOf(raw))}, field "${uniqueBy}": "${key}" is already used by item ${String(firstWith.get(key))}; skipped.`);
        return;
      }
      firstWith.set(key, idOf(raw));
      kept.push(entry);
    } catch (error) {
      // Only content problems are skipped; a bug in the reshape code must still stop the build.
      if (!(error instanceof ContentError)) throw error;
      warn(`${error.message}; skipped.`);
    }
  });
  return kept;
}

const idOf = (raw: unknown) => (isRecord(raw) ? raw.id : undefined);

/**
 * Each attribute group with the values published products have in it (ecommerce_attribute
 * rows of skipped or unpublished products would offer a filter that finds nothing).
 */
function attributeFilterOptions(
  groups: readonly AttributeGroup[],
  attributeItems: readonly unknown[],
  productIds: ReadonlySet<string>,
  warn: (message: string) => void,
): AttributeGroupWithValues[] {
  const values = new Map(groups.map((group) => [String(group.id), new Set<string>()]));
  for (const raw of attributeItems) {
    try {
      const row = fieldReader('ecommerce_attribute', idOf(raw), raw);
      const productId = row.reference('product');
      if (productId === null || !productIds.has(String(productId))) continue;
      const groupValues = values.get(String(row.reference('attribute_group')));
      for (const value of displayValuesOf(row)) groupValues?.add(value);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      warn(`${error.message}; skipped.`);
    }
  }
  const collator = new Intl.Collator('de', { numeric: true });
  return groups.map((group) => ({ ...group, values: [...values.get(String(group.id))!].sort(collator.compare) }));
}
