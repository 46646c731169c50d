import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../widgets/content/build/catalog-content.ts';
import { demoSource } from '../../widgets/content/build/demo-source.ts';
import { priceRange, isSinglePrice } from '../../widgets/core/catalog/price-range.ts';

/** The committed output of site/_content/generate-demo-catalog.ts: what the demo shop has to show. */
const demoDirectory = fileURLToPath(new URL('../../site/_content/demo/', import.meta.url));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw JSON items, read field by field
type RawItem = Record<string, any>;
const collection = (name: string): RawItem[] => JSON.parse(readFileSync(`${demoDirectory}${name}.json`, 'utf8'));
const rawProducts = collection('ecommerce_product');
const ours = rawProducts.filter((item) => item.project.domain === 'juwelier-albrecht.de');
const catalog = await loadCatalog(demoSource(), 'juwelier-albrecht.de', () => {});
const { products } = catalog;

describe('the demo catalog as generated', () => {
  it('has a full shop: at least 120 published products, some drafts and another project\'s items', () => {
    expect(ours.filter((item) => item.status === 'published').length).toBeGreaterThanOrEqual(120);
    expect(ours.filter((item) => item.status === 'draft').length).toBeGreaterThanOrEqual(5);
    expect(rawProducts.filter((item) => item.project.domain === 'another-shop.example').length).toBeGreaterThan(0);
  });

  it('keeps the products the home page shows: 101 and 102, featured, without variants; 103 a featured draft', () => {
    const byId = (id: number) => rawProducts.find((item) => item.id === id)!;
    expect(byId(101)).toMatchObject({ status: 'published', featured: true, display_name: 'Solitärring Weißgold 0,25 ct', price_brutto: '1290.00', variants: [] });
    expect(byId(102)).toMatchObject({ status: 'published', featured: true, display_name: 'Taucheruhr Automatik 42 mm', price_brutto: '849.90', variants: [] });
    expect(byId(103)).toMatchObject({ status: 'draft', featured: true });
    // The home page lists the first featured products; 101 and 102 must lead.
    expect(ours.filter((item) => item.featured && item.status === 'published').slice(0, 2).map((item) => item.id)).toEqual([101, 102]);
  });

  it('files products under every category', () => {
    const used = new Set(products.map((product) => product.category?.slug));
    expect(catalog.categories.length).toBe(12);
    expect(catalog.categories.filter((category) => !used.has(category.slug))).toEqual([]);
    expect(catalog.manufacturers.length).toBeGreaterThanOrEqual(8);
  });

  it('shows every case a shop page has to handle', () => {
    const withVariants = products.filter((product) => product.variants.length > 1);
    const ranges = withVariants.map(priceRange).filter((range) => range !== null);
    expect(ranges.some((range) => isSinglePrice(range!))).toBe(true);
    expect(ranges.some((range) => !isSinglePrice(range!))).toBe(true);
    expect(products.filter((product) => product.variants.length === 0).length).toBeGreaterThan(20);
    expect(products.some((product) => product.variants.some((variant) => !variant.active))).toBe(true);
    expect(products.some((product) => product.variants.length > 0 && product.variantDisplayName === 'Variante')).toBe(true);
    expect(products.some((product) => product.personalization?.fields.some((field) => field.type === 'select'))).toBe(true);
    expect(products.some((product) => product.sizeGuide?.displayName === 'Ringgrößen')).toBe(true);
    expect(products.filter((product) => product.ratings.length > 0).length).toBeGreaterThan(20);
    expect(products.filter((product) => product.ratings.length === 0).length).toBeGreaterThan(20);
    expect(products.some((product) => product.stock === 0 && product.reorderPossible)).toBe(true);
    expect(products.some((product) => product.stock === 0 && !product.reorderPossible)).toBe(true);
    expect(products.filter((product) => priceRange(product) === null).length).toBeGreaterThanOrEqual(3);
    expect(products.some((product) => product.shippingTime !== null)).toBe(true);
    expect(products.some((product) => product.images.length > 1)).toBe(true);
    expect(products.every((product) => /<p>/.test(product.description))).toBe(true);
  });

  it('references only image files that exist, small enough to ship with the repository', () => {
    const files = readdirSync(`${demoDirectory}files`).filter((name) => name.endsWith('.jpg'));
    const referenced = new Set(products.flatMap((product) => product.images.map((image) => `${image.id}.jpg`)));
    expect([...referenced].filter((name) => !files.includes(name))).toEqual([]);
    const sizes = [...referenced].map((name) => statSync(`${demoDirectory}files/${name}`).size);
    expect(Math.max(...sizes)).toBeLessThan(15_000);
    expect(sizes.reduce((total, size) => total + size, 0)).toBeLessThan(400_000);
  });

  it('keeps ratings and attribute rows consistent with the products', () => {
    const ratings = collection('ecommerce_product_rating');
    const embedded = rawProducts.reduce((count, item) => count + item.ratings.length, 0);
    expect(ratings.length).toBe(embedded);
    const productIds = new Set(rawProducts.map((item) => item.id));
    expect(collection('ecommerce_attribute').every((row) => productIds.has(row.product))).toBe(true);
  });
});
