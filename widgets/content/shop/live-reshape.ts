import type { ImageRef } from '../../core/image.ts';
import { highestRating, lowestRating } from '../../core/catalog/rating.ts';
import type { TaxonomyRef } from '../../core/catalog/taxonomy.ts';
import type { Money } from '../../core/money.ts';
import { isFiniteNumber, isRecord } from '../../core/shapes.ts';
import { summaryAttributes } from '../../core/shop/from-catalog.ts';
import type { ProductSummary, ShopImage } from '../../core/shop/types.ts';
import { fieldReader, itemIdOf, type FieldReader } from '../reshape-catalog-fields.ts';
import { reshapeImages } from '../reshape-catalog-parts.ts';
import { displayValuesOf, requiredSlug } from '../reshape-catalog-taxonomy.ts';
import { ContentError } from '../source.ts';

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

function tagSlugs(product: FieldReader): string[] {
  const typed = product.list('tags').map((tag, index) =>
    typeof tag === 'string' && tag.trim() ? tag.trim() : product.fail(`tags[${index}]`, 'a tag must be text'),
  );
  return [...new Set(typed)];
}

function ratingsOf(product: FieldReader): number[] {
  return product.list('ratings').map((raw, index) => {
    const rating = product.nested(`ratings[${index}]`, raw).record.rating;
    return isFiniteNumber(rating) && rating >= lowestRating && rating <= highestRating
      ? rating
      : product.fail(`ratings[${index}].rating`, `"${String(rating)}" is not a rating from ${lowestRating} to ${highestRating}`);
  });
}

export function reshapeLiveSummary(raw: unknown, position: number, imageOf: (image: ImageRef) => ShopImage): ProductSummary {
  const id = itemIdOf(collection, raw, position);
  const product = fieldReader(collection, id, raw);
  const [firstImage] = reshapeImages(product);
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
    tags: tagSlugs(product),
    attributes: summaryAttributes(
      product.list('attributes').map((entry, index) => {
        const row = product.nested(`attributes[${index}]`, entry);
        const groupId = row.reference('attribute_group') ?? row.fail('attribute_group', 'is required');
        return { attributeGroup: { id: groupId, displayName: '' }, displayValues: displayValuesOf(row) };
      }),
    ),
    stock: product.count('stock', 0),
    priceBrutto: product.money('price_brutto'),
    variantPrices: product.list('variants').flatMap((entry, index) => {
      const variant = product.nested(`variants[${index}]`, entry);
      const price = variant.money('price_brutto');
      return variant.flag('active', true) && price !== null ? [price] : [];
    }),
    ratings: ratingsOf(product),
    dateCreated: product.text('date_created'),
  };
}

/**
 * Reshapes every item, leaving out the broken ones with one console warning each (the catalog
 * policy of the README: a shop stands without one broken product). Other errors are bugs and throw.
 */
export function keepReshaped<T>(items: readonly unknown[], reshape: (raw: unknown, position: number) => T): T[] {
  return items.flatMap((raw, position) => {
    try {
      return [reshape(raw, position)];
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      console.warn(`Shop: ${error.message}; skipped.`);
      return [];
    }
  });
}

/** A price of the price list, or null when it is missing or no price (then it bounds nothing). */
export function listedPrice(raw: unknown, position: number): { id: unknown; price: Money | null } {
  const id = itemIdOf(collection, raw, position);
  return { id, price: fieldReader(collection, id, raw).money('price_brutto') };
}
