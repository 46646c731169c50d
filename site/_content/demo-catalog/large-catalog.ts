import { cp, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { blueprints, fixedProducts } from './blueprints.ts';
import { productBuilder, type Built } from './build-product.ts';
import { foreignItems } from './foreign.ts';
import type { FileObject } from './pictures.ts';
import { pick, randomFor } from './random.ts';
import { categories, type CategoryKey } from './taxonomy.ts';
import { slugify } from './text.ts';
import { seriesNameTexts } from './translations/product-names.ts';

/**
 * A demo shop of any size for measuring the build (npm run bench): the demo's own content with
 * its catalog replaced by `count` published products made from the demo's blueprints. Same seed,
 * same catalog, byte for byte; a different seed draws other blueprints in another order.
 *
 * Products 101 and 102 (the home page's featured pieces) and draft 103 stay, so every page the
 * demo builds still builds; the rest are blueprints with a series number, so names and slugs
 * stay unique (the build fails on a duplicate slug, as it should).
 */
export interface LargeCatalogOptions {
  /** Published products in the shop, the two fixed ones included. */
  count: number;
  seed?: number;
  domain?: string;
}

const demoDomain = 'juwelier-albrecht.de';
const foreignDomain = 'another-shop.example';

/** The demo's product pictures by category, read back from its products (the generator drew them). */
function picturesByCategory(demoProducts: Array<{ category?: { slug?: string }; images?: FileObject[] }>) {
  const byCategory = {} as Record<CategoryKey, FileObject[]>;
  for (const { key, slug } of categories) {
    const seen = new Map<string, FileObject>();
    for (const product of demoProducts) {
      if (product.category?.slug !== slug) continue;
      for (const image of product.images ?? []) seen.set(image.id, image);
    }
    byCategory[key] = [...seen.values()];
  }
  return byCategory;
}

/** The products, attribute rows and rating rows of a catalog of `count` published products. */
function largeCatalog(images: Record<CategoryKey, FileObject[]>, { count, seed = 1, domain = demoDomain }: LargeCatalogOptions): Built[] {
  const project = { domain };
  const { build } = productBuilder(project);
  const random = randomFor(`large-catalog:${seed}`);
  const shelves = categories.flatMap(({ key }) => blueprints[key].map((blueprint) => ({ key, blueprint })));
  const built: Built[] = fixedProducts.map((fixed) => build(fixed.blueprint, fixed.category, fixed.id, fixed.status, images[fixed.category], fixed.overrides, fixed.overrideTexts));
  const published = built.filter((entry) => entry.product.status === 'published').length;
  for (let index = 0; index < count - published; index += 1) {
    const { key, blueprint } = pick(random, shelves);
    const series = index + 1;
    const name = `${blueprint.name} Serie ${series}`;
    const entry = build({ ...blueprint, name, names: seriesNameTexts(blueprint.name, series), featured: false }, key, 10_001 + index, 'published', images[key]);
    built.push({ ...entry, product: { ...entry.product, slug: slugify(name) } });
  }
  return built;
}

/**
 * Writes a copy of the demo content into `target` with a catalog of `count` products, for
 * DEMO_CONTENT_DIR. Pictures are linked, not copied: the build reads them, never writes them.
 */
export async function writeLargeDemo(demoDirectory: string, target: string, options: LargeCatalogOptions): Promise<void> {
  await mkdir(target, { recursive: true });
  for (const name of await readdir(demoDirectory)) {
    if (name === 'files') await symlink(path.join(demoDirectory, 'files'), path.join(target, 'files')).catch(() => undefined);
    else if (name.endsWith('.json')) await cp(path.join(demoDirectory, name), path.join(target, name));
  }
  const demoProducts = JSON.parse(await readFile(path.join(demoDirectory, 'ecommerce_product.json'), 'utf8'));
  const built = largeCatalog(picturesByCategory(demoProducts), options);
  const foreign = foreignItems(foreignDomain);
  const attributeRows = built.flatMap((entry) => entry.attributeRows);
  const write = (collection: string, items: unknown[]) => writeFile(path.join(target, `${collection}.json`), JSON.stringify(items));
  await write('ecommerce_product', [...built.map((entry) => entry.product), ...foreign.products]);
  await write('ecommerce_attribute', [...attributeRows, { id: attributeRows.length + 1, product: 202, attribute_group: 90, display_values: ['gehärtet'] }]);
  await write('ecommerce_product_rating', built.flatMap((entry) => entry.ratingRows));
}
