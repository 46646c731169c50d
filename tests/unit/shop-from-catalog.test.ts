import { describe, expect, it } from 'vitest';
import type { Catalog } from '../../widgets/core/catalog/catalog.ts';
import type { Product, ProductVariant } from '../../widgets/core/catalog/product.ts';
import { toProductDetail, toProductSummary, toShopTaxonomy } from '../../widgets/core/shop/from-catalog.ts';
import { parseProductCard, parseProductDetail, productCardPath, productDetailPath } from '../../widgets/core/shop/static-files.ts';
import type { ShopImage } from '../../widgets/core/shop/types.ts';
import { demoShop } from '../support/shop-demo.ts';

const variant = (id: number, priceBrutto: string | null, active = true): ProductVariant => ({
  id,
  displayName: `Größe ${id}`,
  priceBrutto,
  stock: 2,
  referenceNumberSuffix: `-${id}`,
  active,
  shippingTime: null,
  reorderPossible: false,
  netQuantity: null,
});

const material = { id: 1, displayName: 'Material' };
const colour = { id: 2, displayName: 'Farbe' };

const ring: Product = {
  id: 7,
  status: 'published',
  displayName: 'Trauring Gelbgold',
  slug: 'trauring-gelbgold',
  referenceNumber: 'TR-7',
  description: '<p onclick="steal()">Handgeschmiedet</p><script>alert(1)</script>',
  images: [
    { id: 'a', width: 800, height: 600, title: 'Vorne' },
    { id: 'b', width: 800, height: 600, title: 'Seite' },
  ],
  manufacturer: { id: 5, displayName: 'Albrecht Atelier', slug: 'albrecht-atelier' },
  category: { id: 3, displayName: 'Trauringe', slug: 'trauringe' },
  subcategories: [{ id: 31, displayName: 'Klassisch', slug: 'klassisch' }],
  tags: [
    { slug: 'handgefertigt', displayName: 'Handgefertigt' },
    { slug: 'fremd', displayName: 'fremd' },
  ],
  stock: 0,
  priceBrutto: '1090.00',
  netQuantity: null,
  safety: { manufacturer: { name: 'Albrecht Atelier GmbH', postalAddress: ['Salzstraße 1', '79098 Freiburg'], electronicAddress: 'atelier@albrecht.example' }, euResponsiblePerson: [], safetyInformation: [] },
  containsBatteries: false,
  variants: [variant(54, '1090.00'), variant(56, null), variant(58, '1190.00'), variant(60, '990.00', false)],
  variantDisplayName: 'Ringgröße',
  ratings: [
    { id: 3, rating: 4, author: 'A.', comment: 'Gut', dateCreated: '2024-01-01T10:00:00' },
    { id: 1, rating: 5, author: 'B.', comment: 'Sehr gut', dateCreated: '2025-03-01T10:00:00' },
    { id: 2, rating: 3, author: 'C.', comment: 'Geht', dateCreated: '2024-01-01T10:00:00' },
  ],
  attributes: [
    { id: 10, attributeGroup: colour, displayValues: ['Gelb'] },
    { id: 11, attributeGroup: material, displayValues: ['Gelbgold 585'] },
    { id: 12, attributeGroup: colour, displayValues: ['Gelb', 'Gold'] },
    { id: 13, attributeGroup: { id: 4, displayName: 'Stein' }, displayValues: [] },
  ],
  reorderPossible: true,
  shippingTime: 10,
  personalization: { id: 3, displayName: 'Gravur', fields: [{ key: 'gravur', label: 'Gravurtext', type: 'text', maxLength: 30, required: false, options: [] }] },
  sizeGuide: { displayName: 'Ringgrößen', table: [['Umfang', 'Größe'], ['54 mm', '54']] },
  featured: false,
  dateCreated: '2024-02-02T09:00:00',
};

const image = (id: string): ShopImage => ({ src: `/img/${id}.webp`, srcset: '', width: 800, height: 600, alt: id });
const stripScripts = (html: string) => html.replace(/<script>.*?<\/script>/g, '').replace(/ onclick="[^"]*"/g, '');
const taxonomy = { attributeGroups: [{ ...material, values: [] }, { ...colour, values: [] }] };

describe('a product as the shop list shows it', () => {
  const summary = toProductSummary(ring, image('a'));

  it('keeps what the list shows and filters by', () => {
    expect(summary).toMatchObject({
      id: 7,
      slug: 'trauring-gelbgold',
      displayName: 'Trauring Gelbgold',
      image: image('a'),
      manufacturer: { id: 5, displayName: 'Albrecht Atelier', slug: 'albrecht-atelier' },
      category: { id: 3, slug: 'trauringe' },
      subcategoryIds: [31],
      tags: ['handgefertigt', 'fremd'],
      stock: 0,
      priceBrutto: '1090.00',
      ratings: [4, 5, 3],
      dateCreated: '2024-02-02T09:00:00',
    });
  });

  it('offers the prices of the active variants only, leaving out those without a price', () => {
    expect(summary.variantPrices).toEqual(['1090.00', '1190.00']);
  });

  it('merges attribute rows per group and drops groups without values', () => {
    expect(summary.attributes).toEqual([
      { groupId: 2, values: ['Gelb', 'Gold'] },
      { groupId: 1, values: ['Gelbgold 585'] },
    ]);
  });
});

describe('a product as its page shows it', () => {
  const detail = toProductDetail(ring, [image('a'), image('b')], stripScripts, taxonomy);

  it('offers active variants only, without the active flag', () => {
    expect(detail.variants.map((entry) => entry.id)).toEqual([54, 56, 58]);
    expect(detail.variants[1]).toEqual({ id: 56, displayName: 'Größe 56', priceBrutto: null, stock: 2, referenceNumberSuffix: '-56', shippingTime: null, reorderPossible: false, netQuantity: null });
  });

  it('sanitizes the description with the function it is given', () => {
    expect(detail.descriptionHtml).toBe('<p>Handgeschmiedet</p>');
  });

  it('lists reviews newest first, ties by id, and the ratings in that order', () => {
    expect(detail.reviews.map((review) => review.id)).toEqual([1, 2, 3]);
    expect(detail.reviews[0]).toEqual({ id: 1, rating: 5, author: 'B.', comment: 'Sehr gut', dateCreated: '2025-03-01T10:00:00' });
    expect(detail.ratings).toEqual([5, 3, 4]);
  });

  it('orders the attribute table as the taxonomy orders the groups', () => {
    expect(detail.attributeTable).toEqual([
      { group: 'Material', values: ['Gelbgold 585'] },
      { group: 'Farbe', values: ['Gelb', 'Gold'] },
    ]);
  });

  it('keeps the rest of the page: images, tags and subcategories with names, variant label, personalization, size guide', () => {
    expect(detail).toMatchObject({
      subcategoryLabels: [{ slug: 'klassisch', displayName: 'Klassisch' }],
      image: image('a'),
      images: [image('a'), image('b')],
      referenceNumber: 'TR-7',
      tagLabels: [
        { slug: 'handgefertigt', displayName: 'Handgefertigt' },
        { slug: 'fremd', displayName: 'fremd' },
      ],
      reorderPossible: true,
      shippingTime: 10,
      variantDisplayName: 'Ringgröße',
      personalization: ring.personalization,
      sizeGuide: ring.sizeGuide,
    });
  });
});

describe('the shop taxonomy of the catalog', () => {
  it('bounds the price filter by the lowest and highest product price, compared as decimals', () => {
    const catalog: Catalog = {
      products: [
        { ...ring, priceBrutto: '90.00' },
        { ...ring, priceBrutto: null },
        { ...ring, priceBrutto: '1090.00' },
        { ...ring, priceBrutto: '100.00' },
      ],
      manufacturers: [{ id: 5, displayName: 'Albrecht', slug: 'albrecht', description: '<p>Seit 1950</p><script>x</script>', legalName: '', postalAddress: '', electronicAddress: '', euResponsiblePerson: '' }],
      categories: [{ id: 3, displayName: 'Trauringe', slug: 'trauringe', safetyInformation: '' }],
      subcategories: [{ id: 31, displayName: 'Klassisch', slug: 'klassisch', categoryId: 3 }],
      tags: [{ slug: 'neuheit', displayName: 'Neuheit' }],
      attributeGroups: [{ ...material, values: ['Gold', 'Platin'], valueLabels: { Platin: 'Platinum', Silber: 'Silver' } }],
    };
    expect(toShopTaxonomy(catalog, stripScripts)).toEqual({
      categories: [{ id: 3, displayName: 'Trauringe', slug: 'trauringe' }],
      manufacturers: [{ id: 5, displayName: 'Albrecht', slug: 'albrecht', descriptionHtml: '<p>Seit 1950</p>' }],
      subcategories: [{ id: 31, displayName: 'Klassisch', slug: 'klassisch', categoryId: 3 }],
      tags: [{ slug: 'neuheit', displayName: 'Neuheit' }],
      // Only the names of values the shop offers travel with it.
      attributeGroups: [{ id: 1, displayName: 'Material', values: ['Gold', 'Platin'], valueLabels: { Platin: 'Platinum' } }],
      priceBounds: { lowest: '90.00', highest: '1090.00' },
    });
    expect(toShopTaxonomy({ ...catalog, products: [{ ...ring, priceBrutto: null }] }, stripScripts).priceBounds).toBeNull();
  });

  it('lists a group’s values in the order of their names in the page’s language, keyed by the German value', () => {
    const colours = { id: 2, displayName: 'Colour', values: ['Blau', 'Gelb', 'Weiß'], valueLabels: { Blau: 'Blue', Gelb: 'Yellow', Weiß: 'White' } };
    const taxonomy = toShopTaxonomy({ products: [], manufacturers: [], categories: [], subcategories: [], tags: [], attributeGroups: [colours] }, stripScripts);
    expect(taxonomy.attributeGroups[0]!.values).toEqual(['Blau', 'Weiß', 'Gelb']);
    expect(taxonomy.attributeGroups[0]!.values.map((value) => taxonomy.attributeGroups[0]!.valueLabels[value])).toEqual(['Blue', 'White', 'Yellow']);
  });
});

describe('the static shop files', () => {
  it('live at fixed paths per language; a product file only for a slug, a card only for an id that is a path segment', () => {
    expect(productDetailPath('de', 'trauring-gelbgold')).toBe('/data/shop/de/products/trauring-gelbgold.json');
    expect(productDetailPath('fr', 'trauring-gelbgold')).toBe('/data/shop/fr/products/trauring-gelbgold.json');
    expect(productDetailPath('de', '../settings')).toBeNull();
    expect(productDetailPath('de', 'Trauring')).toBeNull();
    expect(productCardPath('en', 42)).toBe('/data/shop/en/cards/42.json');
    expect(productCardPath('de', '0b5e43a8-7c1d-4f2e-9a3b-2d6c8e1f4a70')).toBe('/data/shop/de/cards/0b5e43a8-7c1d-4f2e-9a3b-2d6c8e1f4a70.json');
    for (const id of ['../index', 'a/b', 'a b', '', 'x'.repeat(65)]) expect(productCardPath('de', id), id).toBeNull();
  });

  it('accept what the build writes from the demo catalog, after a trip through JSON', async () => {
    const shop = await demoShop();
    for (const product of shop.file.products) expect(parseProductCard(product.id)(JSON.parse(JSON.stringify(product)))).toEqual(product);
    for (const detail of shop.details) expect(parseProductDetail(JSON.parse(JSON.stringify(detail)))).toEqual(detail);
  });

  it('refuse a file of another shape as a whole, and a card of another product', async () => {
    const shop = await demoShop();
    const [first, second] = shop.file.products;
    const detail = shop.details[0]!;
    for (const broken of [null, [], { ...first, priceBrutto: 12.5 }, { ...first, tags: 'neu' }, { ...first, image: { src: 1 } }, second]) {
      expect(parseProductCard(first!.id)(broken), JSON.stringify(broken)?.slice(0, 80)).toBeNull();
    }
    for (const broken of [{ ...detail, variants: [{ id: 1 }] }, { ...detail, reviews: null }, { ...detail, images: [{ src: 1 }] }, { ...first }]) {
      expect(parseProductDetail(broken)).toBeNull();
    }
  });
});
