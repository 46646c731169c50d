import { defaultVariantDisplayName, type Product } from '../core/catalog/product.ts';
import { productSafetyOf } from '../core/catalog/product-safety.ts';
import type { AttributeGroup, Category, ItemId, Manufacturer, Subcategory, Tag, TaxonomyRef } from '../core/catalog/taxonomy.ts';
import { isRecord } from '../core/shapes.ts';
import { fieldReader, itemIdOf, type FieldReader } from './reshape-catalog-fields.ts';
import { netQuantityOf, reshapeImages, reshapePersonalization, reshapeRatings, reshapeSizeGuide, reshapeVariants, tagSlugsOf } from './reshape-catalog-parts.ts';
import { reshapeAttribute, requiredSlug } from './reshape-catalog-taxonomy.ts';

/** The taxonomy a product may refer to: only what the loader accepted for this project. */
export interface CatalogTaxonomy {
  manufacturers: readonly Manufacturer[];
  categories: readonly Category[];
  subcategories: readonly Subcategory[];
  tags: readonly Tag[];
  attributeGroups: readonly AttributeGroup[];
}

const collection = 'ecommerce_product';
const sameId = (a: ItemId, b: ItemId) => String(a) === String(b);
const refOf = ({ id, displayName, slug }: TaxonomyRef): TaxonomyRef => ({ id, displayName, slug });

/** Resolves a relation against the loaded entries; the loaded entry's names win over the embedded copy. */
function resolve<T extends TaxonomyRef>(product: FieldReader, field: string, entries: readonly T[], what: string): T | null {
  const id = product.reference(field);
  if (id === null) return null;
  return entries.find((entry) => sameId(entry.id, id)) ?? product.fail(field, `${String(id)} is no ${what} of this shop`);
}

/** M2M rows ({subcategory_id: 4} or {subcategory_id: {id: 4}}), as the filter "subcategories.subcategory_id" expects. */
function subcategoriesOf(product: FieldReader, taxonomy: CatalogTaxonomy, category: TaxonomyRef | null): TaxonomyRef[] {
  return product.list('subcategories').map((raw, index) => {
    const row = product.nested(`subcategories[${index}]`, isRecord(raw) ? raw : { subcategory_id: raw });
    const subcategory = resolve(row, 'subcategory_id', taxonomy.subcategories, 'subcategory');
    if (!subcategory) return row.fail('subcategory_id', 'is required');
    if (!category || !sameId(subcategory.categoryId, category.id)) {
      row.fail('subcategory_id', `"${subcategory.slug}" belongs to another category than the product`);
    }
    return refOf(subcategory);
  });
}

function tagsOf(product: FieldReader, known: readonly Tag[]): Tag[] {
  return tagSlugsOf(product).map((slug) => known.find((tag) => tag.slug === slug) ?? { slug, displayName: slug });
}

/**
 * A raw ecommerce_product item as a Product, or a ContentError naming the field that keeps it
 * out of the shop. `position` names an item that lacks even an id.
 */
export function reshapeProduct(raw: unknown, taxonomy: CatalogTaxonomy, position = 0): Product {
  const id = itemIdOf(collection, raw, position);
  const product = fieldReader(collection, id, raw);
  if (product.record.status !== 'published') {
    product.fail('status', `"${String(product.record.status)}" is not published; only published products are sold`);
  }
  const manufacturer = resolve(product, 'manufacturer', taxonomy.manufacturers, 'manufacturer');
  const category = resolve(product, 'category', taxonomy.categories, 'category');
  return {
    id,
    status: 'published',
    displayName: product.requiredText('display_name'),
    slug: requiredSlug(product),
    referenceNumber: product.text('reference_number'),
    description: product.html('description'),
    images: reshapeImages(product),
    manufacturer: manufacturer && refOf(manufacturer),
    category: category && refOf(category),
    subcategories: subcategoriesOf(product, taxonomy, category),
    tags: tagsOf(product, taxonomy.tags),
    stock: product.count('stock', 0),
    priceBrutto: product.money('price_brutto'),
    netQuantity: netQuantityOf(product),
    variants: reshapeVariants(product),
    variantDisplayName: product.text('variant_display_name') || defaultVariantDisplayName,
    ratings: reshapeRatings(product),
    attributes: product
      .list('attributes')
      .map((attribute, index) => reshapeAttribute(product.nested(`attributes[${index}]`, attribute), taxonomy.attributeGroups)),
    reorderPossible: product.flag('reorder_possible', false),
    shippingTime: product.optionalCount('shipping_time'),
    safety: productSafetyOf(manufacturer, category, product.text('safety_information')),
    containsBatteries: product.flag('contains_batteries', false),
    personalization: reshapePersonalization(product),
    sizeGuide: reshapeSizeGuide(product),
    featured: product.flag('featured', false),
    dateCreated: product.text('date_created'),
  };
}
