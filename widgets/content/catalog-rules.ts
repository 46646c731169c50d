import type { AttributeGroup, AttributeGroupWithValues, Category } from '../core/catalog/taxonomy.ts';
import { valueOrder } from '../core/catalog/value-order.ts';
import { isRecord } from '../core/shapes.ts';
import { fieldReader } from './reshape-catalog-fields.ts';
import type { CatalogTaxonomy } from './reshape-catalog-product.ts';
import {
  displayValuesOf,
  reshapeAttributeGroup,
  reshapeCategory,
  reshapeManufacturer,
  reshapeSubcategory,
  reshapeTag,
} from './reshape-catalog-taxonomy.ts';
import { ContentError } from './source.ts';

/**
 * The catalog policy (cited by the README), applied alike by the build (catalog-content.ts) and
 * the live shop in the browser (shop/live-*.ts), so a product reads the same in both:
 *
 * SKIP, never fail. An entry that cannot be reshaped (missing name or slug, a price that is no
 * price, a reference to an entry this project does not have …) is left out with exactly one
 * warning naming the item and field. Two entries with the same slug would share one URL: the
 * first (lowest id; items come sorted by id) is kept, the later one skipped with a warning.
 */

export type Warn = (message: string) => void;
type Reshape<T> = (raw: unknown, position: number) => T;

const idOf = (raw: unknown) => (isRecord(raw) ? raw.id : undefined);

/** Runs one entry's reshape; a content problem is warned about and gives nothing, any other error is a bug and throws. */
function reshapedOrSkipped<T>(raw: unknown, position: number, reshape: Reshape<T>, warn: Warn): [T] | [] {
  try {
    return [reshape(raw, position)];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    warn(`${error.message}; skipped.`);
    return [];
  }
}

/** Every item reshaped, the broken ones left out with one warning each. */
export function keepReshaped<T>(items: readonly unknown[], reshape: Reshape<T>, warn: Warn): T[] {
  return items.flatMap((raw, position) => reshapedOrSkipped(raw, position, reshape, warn));
}

/** Every item reshaped, leaving out the broken ones and later duplicates of `uniqueBy`, one warning each. */
export function keepUsable<T extends object>(
  collection: string,
  items: readonly unknown[],
  reshape: Reshape<T>,
  warn: Warn,
  uniqueBy: keyof T & string,
): T[] {
  const firstWith = new Map<string, unknown>();
  return items.flatMap((raw, position) =>
    reshapedOrSkipped(raw, position, reshape, warn).filter((entry) => {
      const key = String(entry[uniqueBy]);
      if (firstWith.has(key)) {
        warn(`${collection} item ${String(idOf(raw))}, field "${uniqueBy}": "${key}" is already used by item ${String(firstWith.get(key))}; skipped.`);
        return false;
      }
      firstWith.set(key, idOf(raw));
      return true;
    }),
  );
}

/** The raw taxonomy collections of one project, each sorted by id. */
export interface RawTaxonomyEntries {
  categories: readonly unknown[];
  manufacturers: readonly unknown[];
  subcategories: readonly unknown[];
  tags: readonly unknown[];
  attributeGroups: readonly unknown[];
}

/** The taxonomy a product may refer to: the usable entries of each collection. */
export function reshapeTaxonomy(raw: RawTaxonomyEntries, warn: Warn): CatalogTaxonomy & { categories: Category[] } {
  const categories = keepUsable('ecommerce_category', raw.categories, reshapeCategory, warn, 'slug');
  return {
    categories,
    manufacturers: keepUsable('ecommerce_manufacturer', raw.manufacturers, reshapeManufacturer, warn, 'slug'),
    subcategories: keepUsable(
      'ecommerce_subcategory',
      raw.subcategories,
      (item, position) => reshapeSubcategory(item, categories, position),
      warn,
      'slug',
    ),
    tags: keepUsable('ecommerce_tag', raw.tags, reshapeTag, warn, 'slug'),
    attributeGroups: keepUsable('ecommerce_attribute_group', raw.attributeGroups, reshapeAttributeGroup, warn, 'id'),
  };
}


/**
 * Each attribute group with the values the given (published, usable) products have in it:
 * ecommerce_attribute rows of skipped or unpublished products would offer a filter that finds nothing.
 */
export function attributeGroupsWithValues(
  groups: readonly AttributeGroup[],
  rows: readonly unknown[],
  productIds: ReadonlySet<string>,
  warn: Warn,
  /** Filled, when given, with the products that have each value, under `${group id} ${value}` (see productsWithAttributeOf). */
  productsOfValue?: Map<string, Set<string>>,
): AttributeGroupWithValues[] {
  const values = new Map(groups.map((group) => [String(group.id), new Set<string>()]));
  keepReshaped(
    rows,
    (raw) => {
      const row = fieldReader('ecommerce_attribute', idOf(raw), raw);
      const productId = row.reference('product');
      if (productId === null || !productIds.has(String(productId))) return;
      const groupId = String(row.reference('attribute_group'));
      const groupValues = values.get(groupId);
      for (const value of displayValuesOf(row)) {
        groupValues?.add(value);
        if (groupValues && productsOfValue) {
          const key = `${groupId} ${value}`;
          productsOfValue.set(key, (productsOfValue.get(key) ?? new Set()).add(String(productId)));
        }
      }
    },
    warn,
  );
  return groups.map((group) => ({ ...group, values: [...values.get(String(group.id))!].sort(valueOrder.compare) }));
}

/** The published products that have one of `values` in the attribute group, from what attributeGroupsWithValues collected. */
export function productsWithAttributeOf(productsOfValue: ReadonlyMap<string, ReadonlySet<string>>) {
  return (groupId: string, values: readonly string[]): string[] => {
    const ids = new Set(values.flatMap((value) => [...(productsOfValue.get(`${groupId} ${value}`) ?? [])]));
    return [...ids].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  };
}
