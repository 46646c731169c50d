import type { ItemId } from '../core/catalog/taxonomy.ts';
import type { PublicShopSettings } from '../core/public-shop-settings.ts';
import type { ShopFilters, ShopTaxonomy } from '../core/shop/types.ts';

/** An empty id list in the settings offers every entry of its kind (ecommerce_settings, spec §3). */
const offered = <T extends { id: ItemId }>(entries: readonly T[], ids: readonly ItemId[]): T[] =>
  ids.length === 0 ? [...entries] : entries.filter((entry) => ids.map(String).includes(String(entry.id)));

/** What each filter offers, as the shop settings allow it and the chosen category narrows it. */
export function filterOptions(taxonomy: ShopTaxonomy, settings: PublicShopSettings, filters: ShopFilters) {
  const category = taxonomy.categories.find((entry) => entry.slug === filters.category);
  const subcategories = offered(taxonomy.subcategories, settings.subcategory_filters).filter(
    (entry) => !category || String(entry.categoryId) === String(category.id),
  );
  return {
    categories: offered(taxonomy.categories, settings.category_filters),
    manufacturers: offered(taxonomy.manufacturers, settings.manufacturer_filters),
    subcategories,
    attributeGroups: offered(taxonomy.attributeGroups, settings.attribute_filters).filter((group) => group.values.length > 0),
    tags: taxonomy.tags,
  };
}
