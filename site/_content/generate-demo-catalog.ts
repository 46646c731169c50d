/**
 * Writes the embedded demo catalog into site/_content/demo/: shop taxonomy, ~150 products with
 * their ratings and attribute rows, the shop settings (with legal texts) and small product
 * images, all in Directus item shape. The parts live in ./demo-catalog/.
 *
 *   node --import tsx site/_content/generate-demo-catalog.ts
 *
 * Deterministic: every random choice comes from a PRNG seeded by the item it is made for, so a
 * rerun writes byte-identical files and adding a product does not reshuffle the others.
 * Products 101 and 102 (featured, no variants) and draft 103 are fixed: tests and the home page
 * rely on them.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blueprints, fixedProducts, unpublished } from './demo-catalog/blueprints.ts';
import { productBuilder, type Built, type Item } from './demo-catalog/build-product.ts';
import { foreignItems } from './demo-catalog/foreign.ts';
import { formatJson } from './demo-catalog/json.ts';
import { writePictures } from './demo-catalog/pictures.ts';
import { categorySafetyInformation, makerDetails } from './demo-catalog/product-safety.ts';
import { demoShopSettings } from './demo-catalog/settings.ts';
import { attributeGroupIds, categories, manufacturers, subcategories, tags, type AttributeGroupName, type CategoryKey } from './demo-catalog/taxonomy.ts';
import { slugify } from './demo-catalog/text.ts';
import { attributeGroupTranslations } from './demo-catalog/translations/attribute-groups.ts';
import { addressTexts } from './demo-catalog/translations/countries.ts';
import { translationsOf, type Texts } from './demo-catalog/translations/languages.ts';
import { categoryWarningTexts } from './demo-catalog/translations/safety.ts';
import { categoryNames, manufacturerDescriptionTexts, subcategoryNameTexts, tagNameTexts } from './demo-catalog/translations/taxonomy.ts';

const demoDirectory = fileURLToPath(new URL('./demo/', import.meta.url));
const domain = 'juwelier-albrecht.de';
const foreignDomain = 'another-shop.example';
const project = { domain };

async function writeCollection(name: string, items: unknown[]): Promise<void> {
  await writeFile(path.join(demoDirectory, `${name}.json`), `${formatJson(items)}\n`);
}

const withProject = (item: Item) => ({ ...item, project });
const warningTexts: Partial<Record<CategoryKey, Texts>> = categoryWarningTexts;

async function main(): Promise<void> {
  const images = await writePictures(path.join(demoDirectory, 'files'));
  const { build, takeAttributeId } = productBuilder(project);
  const foreign = foreignItems(foreignDomain);
  const built: Built[] = [];

  for (const fixed of fixedProducts) {
    built.push(build(fixed.blueprint, fixed.category, fixed.id, fixed.status, images[fixed.category], fixed.overrides, fixed.overrideTexts));
  }
  let id = 1001;
  for (const { key } of categories) {
    for (const blueprint of blueprints[key]) built.push(build(blueprint, key, id++, 'published', images[key]));
  }
  id = 1901;
  for (const { status, category, ...blueprint } of unpublished) built.push(build(blueprint, category, id++, status, images[category]));

  // Each item's English and French in `translations`, its last key; the foreign project's items have none.
  await writeCollection('ecommerce_category', [
    ...categories.map(({ id: categoryId, key, display_name, slug }) => ({
      ...withProject({ id: categoryId, display_name, slug, ...(categorySafetyInformation[key] ? { safety_information: categorySafetyInformation[key] } : {}) }),
      translations: translationsOf((language) => ({
        display_name: categoryNames[key][language],
        ...(categorySafetyInformation[key] ? { safety_information: warningTexts[key]![language] } : {}),
      })),
    })),
    foreign.category,
  ]);
  await writeCollection('ecommerce_subcategory', [
    ...subcategories.map((entry) => ({
      ...withProject({ ...entry, slug: slugify(entry.display_name) }),
      translations: translationsOf((language) => ({ display_name: subcategoryNameTexts(entry.display_name)[language] })),
    })),
    foreign.subcategory,
  ]);
  await writeCollection('ecommerce_manufacturer', [
    ...manufacturers.map((entry) => {
      const details = makerDetails[entry.id]!;
      return {
        ...withProject({ id: entry.id, display_name: entry.display_name, slug: slugify(entry.display_name), description: `<p>${entry.description}</p>`, ...details }),
        translations: translationsOf((language) => ({
          description: `<p>${manufacturerDescriptionTexts(entry.id)[language]}</p>`,
          postal_address: addressTexts(details.postal_address)[language],
          ...(details.eu_responsible_person ? { eu_responsible_person: addressTexts(details.eu_responsible_person)[language] } : {}),
        })),
      };
    }),
    foreign.manufacturer,
  ]);
  await writeCollection('ecommerce_tag', [
    ...tags.map((tag) => ({ ...withProject(tag), translations: translationsOf((language) => ({ display_name: tagNameTexts(tag.display_name)[language] })) })),
    foreign.tag,
  ]);
  await writeCollection('ecommerce_attribute_group', [
    ...Object.entries(attributeGroupIds).map(([display_name, groupId]) => ({
      ...withProject({ id: groupId, display_name }),
      translations: attributeGroupTranslations(display_name as AttributeGroupName),
    })),
    foreign.attributeGroup,
  ]);
  await writeCollection('ecommerce_attribute', [
    ...built.flatMap((entry) => entry.attributeRows),
    { id: takeAttributeId(), product: 202, attribute_group: 90, display_values: ['gehärtet'] },
  ]);
  await writeCollection('ecommerce_product_rating', built.flatMap((entry) => entry.ratingRows));
  await writeCollection('ecommerce_product', [...built.map((entry) => entry.product), ...foreign.products]);
  await writeCollection('ecommerce_settings', demoShopSettings(domain, foreignDomain));

  const published = built.filter((entry) => entry.product.status === 'published').length;
  console.log(`Wrote ${built.length} products (${published} published) for ${domain}, ${foreign.products.length} for ${foreignDomain}.`);
}

await main();
