import type { ImageRef } from '../core/image.ts';
import { isNetQuantityAmount, isNetQuantityUnit, netQuantityUnits, plainAmount, type NetQuantity } from '../core/catalog/net-quantity.ts';
import type { Personalization, PersonalizationField, ProductVariant, SizeGuide } from '../core/catalog/product.ts';
import { highestRating, lowestRating, type Rating } from '../core/catalog/rating.ts';
import { isFiniteNumber, isRecord } from '../core/shapes.ts';
import type { FieldReader } from './reshape-catalog-fields.ts';
import { sizeGuideRows } from './size-guide-table.ts';

/** The parts of a product that sit nested in its item: each read with the product's field path. */

/** Directus hands files over directly ({id, width, height, title}) or, through an M2M, as {directus_files_id: …}. */
export function reshapeImages(product: FieldReader): ImageRef[] {
  return product.list('images').map((raw, index) => {
    const file = isRecord(raw) && isRecord(raw.directus_files_id) ? raw.directus_files_id : raw;
    const image = product.nested(`images[${index}]`, file);
    const { width, height } = image.record;
    if (!isFiniteNumber(width) || !isFiniteNumber(height) || width <= 0 || height <= 0) {
      image.fail('width', 'an image needs a width and a height, so the page does not shift while it loads');
    }
    return { id: image.requiredText('id'), width: width as number, height: height as number, title: image.text('title') };
  });
}

/**
 * What a product or variant holds (net_quantity with net_quantity_unit), for its unit price; null
 * when neither is set. One without the other, or an amount that is no positive number, is a
 * content fault: the unit price it would give is unknown, and a wrong one is worse than none.
 */
export function netQuantityOf(item: FieldReader): NetQuantity | null {
  const { net_quantity: amount, net_quantity_unit: unit } = item.record;
  const amountMissing = amount === null || amount === undefined || amount === '';
  const unitMissing = unit === null || unit === undefined || unit === '';
  if (amountMissing && unitMissing) return null;
  if (amountMissing || !isNetQuantityAmount(amount)) return item.fail('net_quantity', `"${String(amount ?? '')}" is no quantity greater than 0`);
  if (unitMissing || !isNetQuantityUnit(unit)) return item.fail('net_quantity_unit', `"${String(unit ?? '')}" is none of ${netQuantityUnits.join(', ')}`);
  return { amount: plainAmount(amount as string | number), unit };
}

export function reshapeVariants(product: FieldReader): ProductVariant[] {
  return product.list('variants').map((raw, index) => {
    const variant = product.nested(`variants[${index}]`, raw);
    return {
      id: variant.reference('id') ?? variant.fail('id', 'is required'),
      displayName: variant.requiredText('display_name'),
      priceBrutto: variant.money('price_brutto'),
      stock: variant.count('stock', 0),
      referenceNumberSuffix: variant.text('reference_number_suffix'),
      active: variant.flag('active', true),
      shippingTime: variant.optionalCount('shipping_time'),
      reorderPossible: variant.flag('reorder_possible', false),
      netQuantity: netQuantityOf(variant),
    };
  });
}

/** Spec: a rating is a number on the 1–5 scale; anything else keeps the product out. */
export function ratingValueOf(entry: FieldReader): number {
  const rating = entry.record.rating;
  return isFiniteNumber(rating) && rating >= lowestRating && rating <= highestRating
    ? rating
    : entry.fail('rating', `"${String(rating)}" is not a rating from ${lowestRating} to ${highestRating}`);
}

export function reshapeRatings(product: FieldReader): Rating[] {
  return product.list('ratings').map((raw, index) => {
    const entry = product.nested(`ratings[${index}]`, raw);
    return {
      id: entry.reference('id') ?? entry.fail('id', 'is required'),
      rating: ratingValueOf(entry),
      author: entry.text('display_name'),
      comment: entry.text('comment'),
      dateCreated: entry.text('date_created'),
    };
  });
}

/** A product's tags as trimmed slugs, each once; a tag that is no text keeps the product out. */
export function tagSlugsOf(product: FieldReader): string[] {
  const typed = product.list('tags').map((tag, index) =>
    typeof tag === 'string' && tag.trim() ? tag.trim() : product.fail(`tags[${index}]`, 'a tag must be text'),
  );
  return [...new Set(typed)];
}

function reshapePersonalizationField(field: FieldReader): PersonalizationField {
  const type = field.text('type') || 'text';
  if (type !== 'text' && type !== 'select') field.fail('type', `"${type}" is neither "text" nor "select"`);
  const options = field.list('options').map((option, index) =>
    typeof option === 'string' && option.trim() ? option.trim() : field.fail(`options[${index}]`, 'must be text'),
  );
  if (type === 'select' && options.length === 0) field.fail('options', 'a select field needs options');
  return {
    key: field.requiredText('key'),
    label: field.requiredText('display_name'),
    type: type as PersonalizationField['type'],
    maxLength: field.optionalCount('max_length'),
    required: field.flag('required', false),
    options,
  };
}

export function reshapePersonalization(product: FieldReader): Personalization | null {
  const raw = product.record.personalization;
  if (raw === null || raw === undefined) return null;
  const personalization = product.nested('personalization', raw);
  const fields = personalization
    .list('fields')
    .map((field, index) => reshapePersonalizationField(personalization.nested(`fields[${index}]`, field)));
  if (fields.length === 0) personalization.fail('fields', 'a personalization needs at least one field');
  const keys = fields.map((field) => field.key);
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated) personalization.fail('fields', `the key "${repeated}" is used twice`);
  return {
    id: personalization.reference('id') ?? personalization.fail('id', 'is required'),
    displayName: personalization.requiredText('display_name'),
    fields,
  };
}

/** Cells may be numbers in the CMS (ring sizes); they are shown as text. */
export function reshapeSizeGuide(product: FieldReader): SizeGuide | null {
  const raw = product.record.size_guide;
  if (raw === null || raw === undefined) return null;
  // Directus hands the guide out as an item of its own, its table as the editor's text (size-guide-table.ts).
  const guide = product.nested('size_guide', isRecord(raw) ? { ...raw, table: sizeGuideRows(raw.table) } : raw);
  const table = guide.list('table').map((row, rowIndex) => {
    if (!Array.isArray(row)) return guide.fail(`table[${rowIndex}]`, 'a row must be a list of cells');
    return row.map((cell, cellIndex) =>
      typeof cell === 'string' || isFiniteNumber(cell)
        ? String(cell).trim()
        : guide.fail(`table[${rowIndex}][${cellIndex}]`, 'a cell must be text or a number'),
    );
  });
  if (table.length < 2) guide.fail('table', 'a size guide needs a header row and at least one row');
  return { displayName: guide.requiredText('display_name'), table };
}
