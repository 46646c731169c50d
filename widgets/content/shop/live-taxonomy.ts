import type { AttributeGroup, AttributeGroupWithValues, Category, Manufacturer, Subcategory, Tag } from '../../core/catalog/taxonomy.ts';
import { isRecord } from '../../core/shapes.ts';
import { fieldReader } from '../reshape-catalog-fields.ts';
import type { CatalogTaxonomy } from '../reshape-catalog-product.ts';
import {
  displayValuesOf,
  reshapeAttributeGroup,
  reshapeCategory,
  reshapeManufacturer,
  reshapeSubcategory,
  reshapeTag,
} from '../reshape-catalog-taxonomy.ts';
import { keepReshaped } from './live-reshape.ts';

/**
 * The live shop's taxonomy from the raw collections, with the build's rules (catalog-content.ts):
 * the same reshape functions, broken entries skipped with a warning, a later duplicate slug
 * skipped, and each attribute group offering the values that published products have, in the
 * build's order.
 */
export interface RawTaxonomyEntries {
  categories: readonly unknown[];
  manufacturers: readonly unknown[];
  subcategories: readonly unknown[];
  tags: readonly unknown[];
  attributeGroups: readonly unknown[];
}

/** The first entry per key wins (items come sorted by id), as the build keeps the lowest id. */
function firstOfEach<T>(collection: string, entries: readonly T[], keyOf: (entry: T) => string): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = keyOf(entry);
    if (seen.has(key)) console.warn(`Shop: ${collection} "${key}" is used twice; the later entry is skipped.`);
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

export function reshapeTaxonomyEntries(raw: RawTaxonomyEntries): CatalogTaxonomy & { categories: Category[] } {
  const bySlug = <T extends { slug: string }>(collection: string, entries: readonly T[]) => firstOfEach(collection, entries, (entry) => entry.slug);
  const categories: Category[] = bySlug('ecommerce_category', keepReshaped(raw.categories, reshapeCategory));
  return {
    categories,
    manufacturers: bySlug<Manufacturer>('ecommerce_manufacturer', keepReshaped(raw.manufacturers, reshapeManufacturer)),
    subcategories: bySlug<Subcategory>(
      'ecommerce_subcategory',
      keepReshaped(raw.subcategories, (item, position) => reshapeSubcategory(item, categories, position)),
    ),
    tags: bySlug<Tag>('ecommerce_tag', keepReshaped(raw.tags, reshapeTag)),
    attributeGroups: firstOfEach<AttributeGroup>('ecommerce_attribute_group', keepReshaped(raw.attributeGroups, reshapeAttributeGroup), (group) =>
      String(group.id),
    ),
  };
}

/** The build sorts a group's values so ("50", "52", "54 cm") in German, numbers by value. */
const valueCollator = new Intl.Collator('de', { numeric: true });

/** Each group with the values of the given (published) products' attribute rows. */
export function attributeGroupsWithValues(
  groups: readonly AttributeGroup[],
  rows: readonly unknown[],
  productIds: ReadonlySet<string>,
): AttributeGroupWithValues[] {
  const values = new Map(groups.map((group) => [String(group.id), new Set<string>()]));
  keepReshaped(rows, (raw) => {
    const row = fieldReader('ecommerce_attribute', isRecord(raw) ? raw.id : undefined, raw);
    const productId = row.reference('product');
    if (productId === null || !productIds.has(String(productId))) return;
    const groupValues = values.get(String(row.reference('attribute_group')));
    for (const value of displayValuesOf(row)) groupValues?.add(value);
  });
  return groups.map((group) => ({ ...group, values: [...values.get(String(group.id))!].sort(valueCollator.compare) }));
}

