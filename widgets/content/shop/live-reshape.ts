import type { ImageRef } from '../../core/image.ts';
import type { ItemId, TaxonomyRef } from '../../core/catalog/taxonomy.ts';
import type { Money } from '../../core/money.ts';
import { isRecord } from '../../core/shapes.ts';
import { summaryAttributes, summaryUnitPrice } from '../../core/shop/from-catalog.ts';
import type { ProductSummary, ShopImage } from '../../core/shop/types.ts';
import { fieldReader, itemIdOf, type FieldReader } from '../reshape-catalog-fields.ts';
import { netQuantityOf, ratingValueOf, reshapeImages, tagSlugsOf } from '../reshape-catalog-parts.ts';
import { displayValuesOf, requiredSlug } from '../reshape-catalog-taxonomy.ts';

/**
 * A raw ecommerce_product item of the live list (productListFields) as a ProductSummary, with
 * the build's field rules (reshape-catalog-*.ts): the same price, slug, tag and attribute value
 * normalisation, so a product reads the same live and static. Throws a ContentError naming the
 * field that keeps the item out of the list.
 */

const collection = 'ecommerce_product';

/** An expanded manufacturer or category ({ id, display_name, slug }); null when the product has none. */
function refAt(product: FieldReader, field: string): TaxonomyRef | null {
  const raw = product.record[field];
  if (raw === null || raw === undefined) return null;
  const entry = product.nested(field, raw);
  return { id: entry.reference('id') ?? entry.fail('id', 'is required'), displayName: entry.requiredText('display_name'), slug: requiredSlug(entry) };
}

export function reshapeLiveSummary(raw: unknown, position: number, imageOf: (image: ImageRef) => ShopImage): ProductSummary {
  const id = itemIdOf(collection, raw, position);
  const product = fieldReader(collection, id, raw);
  const [firstImage] = reshapeImages(product);
  const priceBrutto = product.money('price_brutto');
  const variants = product.list('variants').map((entry, index) => {
    const variant = product.nested(`variants[${index}]`, entry);
    return { active: variant.flag('active', true), priceBrutto: variant.money('price_brutto'), netQuantity: netQuantityOf(variant) };
  });
  return {
    id,
    slug: requiredSlug(product),
    displayName: product.requiredText('display_name'),
    image: firstImage ? imageOf(firstImage) : null,
    manufacturer: refAt(product, 'manufacturer'),
    category: refAt(product, 'category'),
    subcategoryIds: product.list('subcategories').map((entry, index) => {
      const row = product.nested(`subcategories[${index}]`, isRecord(entry) ? entry : { subcategory_id: entry });
      return row.reference('subcategory_id') ?? row.fail('subcategory_id', 'is required');
    }),
    tags: tagSlugsOf(product),
    attributes: summaryAttributes(
      product.list('attributes').map((entry, index) => {
        const row = product.nested(`attributes[${index}]`, entry);
        const groupId = row.reference('attribute_group') ?? row.fail('attribute_group', 'is required');
        return { attributeGroup: { id: groupId, displayName: '' }, displayValues: displayValuesOf(row) };
      }),
    ),
    stock: product.count('stock', 0),
    priceBrutto,
    variantPrices: variants.flatMap(({ active, priceBrutto: price }) => (active && price !== null ? [price] : [])),
    unitPrice: summaryUnitPrice({ priceBrutto, netQuantity: netQuantityOf(product), variants }),
    ratings: product.list('ratings').map((raw, index) => ratingValueOf(product.nested(`ratings[${index}]`, raw))),
    dateCreated: product.text('date_created'),
  };
}

/** A price of the price list, or null when it is missing or no price (then it bounds nothing). */
export function listedPrice(raw: unknown, position: number): { id: ItemId; price: Money | null } {
  const id = itemIdOf(collection, raw, position);
  return { id, price: fieldReader(collection, id, raw).money('price_brutto') };
}
