import Decimal from 'decimal.js';
import type { NetQuantity } from '../../../widgets/core/catalog/net-quantity.ts';
import type { Blueprint, OverrideTexts } from './blueprints.ts';
import { variantKinds, type VariantKind } from './options.ts';
import type { FileObject } from './pictures.ts';
import { productSafetyFields, productWarning } from './product-safety.ts';
import { between, chance, pick, randomFor, type Random } from './random.ts';
import { attributeGroupIds, categoryOf, manufacturers, tags, type AttributeGroupName, type Attributes, type CategoryKey } from './taxonomy.ts';
import { price, roundedPrice, slugify } from './text.ts';
import { translationsOf } from './translations/languages.ts';
import { personalizationWithTranslations, sizeGuideWithTranslations, variantLabelTexts, withVariantTranslations } from './translations/options.ts';
import { productNameTexts } from './translations/product-names.ts';
import { productWarningTexts } from './translations/safety.ts';
import { critical, descriptions, mixed, praise, reviewers } from './words.ts';

export type Item = Record<string, unknown>;

export interface Built {
  product: Item;
  attributeRows: Item[];
  ratingRows: Item[];
}

/** Products were created over about two and a half years; the last 150 days count as new. */
const catalogStart = Date.UTC(2023, 2, 1);
const catalogDays = 900;

/** The content service's two fields for what a piece holds; none for goods sold by the piece. */
function netQuantityFields(quantity: NetQuantity | undefined): Item {
  return quantity ? { net_quantity: quantity.amount, net_quantity_unit: quantity.unit } : {};
}

function variantsFor(kind: VariantKind, productId: number, basePrice: string | null, random: Random): Item[] {
  const options = variantKinds[kind].options;
  return options.map((option, index) => {
    const optionPrice =
      basePrice === null || option.price === null
        ? null
        : option.price === 'same'
          ? basePrice
          : 'factor' in option.price
            ? roundedPrice(basePrice, option.price.factor, new Decimal(basePrice).lessThan(100) ? 1 : 10)
            : price(new Decimal(basePrice).plus(option.price.add));
    const stock = chance(random, 0.3) ? 0 : between(random, 1, 4);
    return withVariantTranslations({
      id: productId * 100 + index + 1,
      product: productId,
      display_name: option.name,
      price_brutto: optionPrice,
      stock,
      reference_number_suffix: option.suffix,
      // The largest ring size is kept in the system but no longer offered for some models.
      active: !(kind === 'ringSizes' && index === options.length - 1 && chance(random, 0.4)),
      shipping_time: stock === 0 ? pick(random, [10, 15, 21]) : null,
      reorder_possible: stock === 0,
      ...netQuantityFields(option.netQuantity),
    });
  });
}

/** Translated texts a fixed product's `overrides` may set, with their translations; and what it may not set (nested translations). */
const overridableTexts = ['display_name', 'description', 'safety_information'] as const;
const notOverridable = ['variant_display_name', 'variants', 'personalization', 'size_guide', 'translations'];

/** A fixed product's overrides must bring the translations of the texts they set, and only of those. */
function checkOverrides(id: number, overrides: Item, overrideTexts: OverrideTexts): void {
  const forbidden = notOverridable.filter((field) => field in overrides);
  const untranslated = overridableTexts.filter((field) => field in overrides && !overrideTexts[field]);
  const unused = Object.keys(overrideTexts).filter((field) => !(field in overrides));
  if (forbidden.length) throw new Error(`Product ${id}: set ${forbidden.join(', ')} in its blueprint, not in overrides.`);
  if (untranslated.length) throw new Error(`Product ${id}: overrides ${untranslated.join(', ')} without English and French in overrideTexts.`);
  if (unused.length) throw new Error(`Product ${id}: overrideTexts translates ${unused.join(', ')}, which overrides does not set.`);
}

/**
 * Builds products in Directus item shape, with their attribute and rating rows. Each builder
 * numbers attribute and rating rows from 1, so one run of the generator gives stable ids.
 */
export function productBuilder(project: { domain: string }) {
  let nextAttributeId = 1;
  let nextRatingId = 1;

  function ratingsFor(productId: number, random: Random, dateCreated: Date): Item[] {
    if (!chance(random, 0.45)) return [];
    return Array.from({ length: between(random, 1, 7) }, () => {
      const roll = random();
      const rating = roll < 0.62 ? 5 : roll < 0.86 ? 4 : roll < 0.95 ? 3 : roll < 0.985 ? 2 : 1;
      const comment = rating >= 4 ? pick(random, praise) : rating === 3 ? pick(random, mixed) : pick(random, critical);
      const date = new Date(dateCreated.getTime() + between(random, 5, 300) * 86_400_000);
      return {
        id: nextRatingId++,
        product: { id: productId },
        rating,
        display_name: pick(random, reviewers),
        comment,
        date_created: date.toISOString().slice(0, 19),
      };
    });
  }

  function build(blueprint: Blueprint, category: CategoryKey, id: number, status: string, images: FileObject[], overrides: Item = {}, overrideTexts: OverrideTexts = {}): Built {
    checkOverrides(id, overrides, overrideTexts);
    const random = randomFor(`demo-catalog:product:${id}`);
    const categoryEntry = categoryOf(category);
    const manufacturer = manufacturers.find((entry) => entry.id === blueprint.manufacturer)!;
    const dateCreated = new Date(catalogStart + between(random, 0, catalogDays) * 86_400_000 + between(random, 8, 18) * 3_600_000);
    const kind = blueprint.variants ? variantKinds[blueprint.variants] : null;
    const variants = blueprint.variants ? variantsFor(blueprint.variants, id, blueprint.price, random) : [];

    const attributes: Attributes = { ...blueprint.attributes };
    if (kind?.sizes) {
      attributes.Größe = variants.filter((variant) => variant.active).map((variant) => String(variant.display_name).replace(/^Größe /, ''));
    }
    const attributeRows = Object.entries(attributes).map(([group, values]) => ({
      id: nextAttributeId++,
      product: id,
      attribute_group: attributeGroupIds[group as AttributeGroupName],
      display_values: Array.isArray(values) ? values : [values],
    }));

    // On-request pieces are made or sourced for the customer; most in-stock items ship in days.
    const onRequest = blueprint.price === null;
    const soldOut = onRequest ? chance(random, 0.6) : chance(random, 0.12);
    const stock = variants.length
      ? variants.filter((variant) => variant.active).reduce((total, variant) => total + (variant.stock as number), 0)
      : soldOut
        ? 0
        : between(random, 1, 12);
    const reorderPossible = stock === 0 ? chance(random, 0.65) : chance(random, 0.25);
    const shippingTime = stock === 0 ? (reorderPossible ? pick(random, [10, 14, 21]) : null) : chance(random, 0.1) ? null : pick(random, [1, 2, 3]);

    const ratingRows = ratingsFor(id, random, dateCreated);
    const recent = dateCreated.getTime() > catalogStart + (catalogDays - 150) * 86_400_000;
    const productTags = new Set(blueprint.tags ?? []);
    if (recent) productTags.add('neuheit');
    if (ratingRows.length >= 5) productTags.add('bestseller');
    if (blueprint.price !== null && new Decimal(blueprint.price).lessThan(100) && chance(random, 0.5)) productTags.add('geschenkidee');
    if (blueprint.manufacturer === 5) productTags.add('handgefertigt');
    if ([4, 11, 13, 14].includes(blueprint.manufacturer)) productTags.add('nachhaltig');
    if (chance(random, 0.05)) productTags.add('online-exklusiv');

    const [first, second] = id % 2 === 0 ? [images[0]!, images[1]!] : [images[1]!, images[0]!];
    // Drawn where the German description always was, so every later random field stays the same.
    const description = descriptions(blueprint, category, random);
    const names = blueprint.names ?? productNameTexts(blueprint.name);
    const variantLabel = blueprint.variants && variants.length ? variantLabelTexts(blueprint.variants) : null;
    const warning = productWarning(blueprint);
    const product: Item = {
      id,
      status,
      project,
      date_created: dateCreated.toISOString().slice(0, 19),
      featured: blueprint.featured ?? false,
      display_name: blueprint.name,
      slug: slugify(blueprint.name),
      reference_number: `${categoryEntry.code}-${String(id).padStart(4, '0')}`,
      description: description.de,
      images: chance(random, 0.45) ? [first, second] : [first],
      manufacturer: { id: manufacturer.id, display_name: manufacturer.display_name, slug: slugify(manufacturer.display_name) },
      category: { id: categoryEntry.id, display_name: categoryEntry.display_name, slug: categoryEntry.slug },
      subcategories: [{ subcategory_id: blueprint.subcategory }],
      tags: tags.map((tag) => tag.slug).filter((slug) => productTags.has(slug)),
      stock,
      price_brutto: blueprint.price,
      ...netQuantityFields(blueprint.netQuantity),
      reorder_possible: reorderPossible,
      shipping_time: shippingTime,
      ...productSafetyFields(blueprint),
      variant_display_name: variants.length ? (kind?.label ?? null) : null,
      variants,
      personalization: blueprint.personalization ? personalizationWithTranslations(blueprint.personalization) : null,
      size_guide: blueprint.sizeGuide ? sizeGuideWithTranslations(blueprint.sizeGuide) : null,
      attributes: attributeRows.map((row) => ({
        id: row.id,
        attribute_group: { id: row.attribute_group, display_name: Object.keys(attributeGroupIds).find((name) => attributeGroupIds[name as AttributeGroupName] === row.attribute_group) },
        display_values: row.display_values,
      })),
      ratings: ratingRows.map(({ product: _product, ...rating }) => rating),
      // Ratings stay untranslated: they are the customers' own words.
      translations: translationsOf((language) => ({
        display_name: names[language],
        description: description[language],
        ...(variantLabel ? { variant_display_name: variantLabel[language] } : {}),
        ...(warning ? { safety_information: productWarningTexts[warning][language] } : {}),
        ...Object.fromEntries(Object.entries(overrideTexts).map(([field, texts]) => [field, texts[language]])),
      })),
    };
    return { product: { ...product, ...overrides }, attributeRows, ratingRows };
  }

  return { build, takeAttributeId: () => nextAttributeId++ };
}
