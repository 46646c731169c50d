import type { Catalog } from '../../core/catalog/catalog.ts';
import { projectFilter } from '../../core/directus-filter.ts';
import { attributeGroupsWithValues, keepUsable, reshapeTaxonomy } from '../catalog-rules.ts';
import { reshapeProduct } from '../reshape-catalog-product.ts';
import type { ContentSource } from '../source.ts';

/**
 * The catalog of one project, read at build time. Broken entries are skipped with one warning
 * each, by the rules the live shop applies too (catalog-rules.ts). Whatever refers to a skipped
 * entry is skipped in turn (a product of a skipped category). Only published products of the
 * project are read at all; drafts and other projects' items never reach the catalog.
 *
 * The shop settings are the opposite: without them there is no checkout, so a broken settings
 * item fails the build (reshapeShopSettings).
 */
export async function loadCatalog(source: ContentSource, domain: string, warn: (message: string) => void): Promise<Catalog> {
  const project = projectFilter(domain);
  const all = (collection: string, filter = project) => source.readItems(collection, { filter, sort: ['id'], limit: -1 });
  const [manufacturers, categories, subcategories, tags, attributeGroups, productItems] = await Promise.all([
    all('ecommerce_manufacturer'),
    all('ecommerce_category'),
    all('ecommerce_subcategory'),
    all('ecommerce_tag'),
    all('ecommerce_attribute_group'),
    all('ecommerce_product', { ...project, status: { _eq: 'published' } }),
  ]);
  const taxonomy = reshapeTaxonomy({ manufacturers, categories, subcategories, tags, attributeGroups }, warn);
  const products = keepUsable('ecommerce_product', productItems, (raw, position) => reshapeProduct(raw, taxonomy, position), warn, 'slug');

  const groupIds = taxonomy.attributeGroups.map((group) => group.id);
  const attributeItems = groupIds.length
    ? await source.readItems('ecommerce_attribute', { filter: { attribute_group: { _in: groupIds } }, limit: -1 })
    : [];
  const productIds = new Set(products.map((product) => String(product.id)));

  return {
    products,
    manufacturers: [...taxonomy.manufacturers],
    categories: taxonomy.categories,
    subcategories: [...taxonomy.subcategories],
    tags: [...taxonomy.tags],
    attributeGroups: attributeGroupsWithValues(taxonomy.attributeGroups, attributeItems, productIds, warn),
  };
}
