import { sizeGuideRows, sizeGuideTableText } from '../../widgets/content/size-guide-table.ts';
import { describe, expect, it } from 'vitest';
import { reshapeProduct, type CatalogTaxonomy } from '../../widgets/content/reshape-catalog-product.ts';
import { reshapeSubcategory } from '../../widgets/content/reshape-catalog-taxonomy.ts';
import { ContentError } from '../../widgets/content/source.ts';

const taxonomy: CatalogTaxonomy = {
  manufacturers: [
    {
      id: 2,
      displayName: 'Nordkap Uhrenwerke',
      slug: 'nordkap-uhrenwerke',
      description: '',
      legalName: 'Nordkap Uhrenwerke AS',
      postalAddress: 'Storgata 5\n9008 Tromsø\nNorwegen',
      electronicAddress: 'service@nordkap.example',
      euResponsiblePerson: 'Nordkap Vertrieb GmbH\nHafenstraße 1\n20457 Hamburg\nvertrieb@nordkap.example',
    },
  ],
  categories: [
    { id: 1, displayName: 'Uhren', slug: 'uhren', safetyInformation: 'Kleinteile: nicht für Kinder unter 3 Jahren.' },
    { id: 2, displayName: 'Schmuck', slug: 'schmuck', safetyInformation: '' },
  ],
  subcategories: [
    { id: 13, displayName: 'Taucheruhren', slug: 'taucheruhren', categoryId: 1 },
    { id: 21, displayName: 'Ketten & Anhänger', slug: 'ketten-und-anhaenger', categoryId: 2 },
  ],
  tags: [{ slug: 'neuheit', displayName: 'Neuheit' }],
  attributeGroups: [{ id: 1, displayName: 'Material' }],
};

const rawProduct = (overrides: Record<string, unknown> = {}) => ({
  id: 102,
  status: 'published',
  display_name: 'Taucheruhr Automatik 42 mm',
  slug: 'taucheruhr-automatik-42-mm',
  price_brutto: '849.90',
  stock: 5,
  manufacturer: { id: 2, display_name: 'veraltet', slug: 'veraltet' },
  category: { id: 1 },
  subcategories: [{ subcategory_id: 13 }],
  tags: ['neuheit', 'muttertag'],
  images: [{ id: 'f1', width: 800, height: 800, title: 'Taucheruhr' }],
  attributes: [{ id: 7, attribute_group: { id: 1, display_name: 'Material' }, display_values: ['Edelstahl', ' Edelstahl ', ''] }],
  ...overrides,
});

const failureOf = (raw: unknown) => {
  try {
    reshapeProduct(raw, taxonomy);
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error('expected a ContentError');
};

describe('a product from the content service', () => {
  it('becomes a Product with domain names, exact prices and the loaded taxonomy', () => {
    const product = reshapeProduct(rawProduct(), taxonomy);
    expect(product).toMatchObject({
      id: 102,
      displayName: 'Taucheruhr Automatik 42 mm',
      priceBrutto: '849.90',
      stock: 5,
      manufacturer: { id: 2, displayName: 'Nordkap Uhrenwerke', slug: 'nordkap-uhrenwerke' },
      category: { id: 1, displayName: 'Uhren', slug: 'uhren' },
      subcategories: [{ id: 13, slug: 'taucheruhren' }],
      images: [{ id: 'f1', width: 800, height: 800, title: 'Taucheruhr' }],
      attributes: [{ attributeGroup: { id: 1, displayName: 'Material' }, displayValues: ['Edelstahl'] }],
      variants: [],
      personalization: null,
      sizeGuide: null,
    });
  });

  it('keeps a free-text tag as typed and names known tags properly', () => {
    expect(reshapeProduct(rawProduct(), taxonomy).tags).toEqual([
      { slug: 'neuheit', displayName: 'Neuheit' },
      { slug: 'muttertag', displayName: 'muttertag' },
    ]);
  });

  it('accepts prices as numbers or decimal strings, also with a wider decimal column', () => {
    expect(reshapeProduct(rawProduct({ price_brutto: 849.9 }), taxonomy).priceBrutto).toBe('849.90');
    expect(reshapeProduct(rawProduct({ price_brutto: '849.9000' }), taxonomy).priceBrutto).toBe('849.90');
    expect(failureOf(rawProduct({ price_brutto: '849.999' }))).toMatch(/"849.999" is not a price/);
    expect(failureOf(rawProduct({ price_brutto: '1e3' }))).toMatch(/"1e3" is not a price/);
  });

  it('is "on request" when it has no price', () => {
    expect(reshapeProduct(rawProduct({ price_brutto: null }), taxonomy).priceBrutto).toBeNull();
  });

  it('labels the variant choice "Variante" unless the product names it', () => {
    const variants = [{ id: 1, display_name: 'Größe 54', price_brutto: '1290.00' }];
    expect(reshapeProduct(rawProduct({ variants }), taxonomy).variantDisplayName).toBe('Variante');
    expect(reshapeProduct(rawProduct({ variants, variant_display_name: 'Ringgröße' }), taxonomy).variantDisplayName).toBe('Ringgröße');
  });

  it('reads variants with their own price, stock and an "active" flag that defaults to on', () => {
    const [variant] = reshapeProduct(
      rawProduct({ variants: [{ id: 10201, display_name: 'Edelstahlband', price_brutto: 1039.9, stock: 0, reference_number_suffix: '-SB', reorder_possible: true, shipping_time: 14 }] }),
      taxonomy,
    ).variants;
    expect(variant).toEqual({
      id: 10201,
      displayName: 'Edelstahlband',
      priceBrutto: '1039.90',
      stock: 0,
      referenceNumberSuffix: '-SB',
      active: true,
      shippingTime: 14,
      reorderPossible: true,
      netQuantity: null,
    });
  });

  it('reads the personalization fields and the size guide', () => {
    const product = reshapeProduct(
      rawProduct({
        personalization: {
          id: 1,
          display_name: 'Gravur',
          fields: [
            { key: 'gravur', display_name: 'Gravurtext', type: 'text', max_length: 20, required: true },
            { key: 'schriftart', display_name: 'Schriftart', type: 'select', options: ['Antiqua', 'Grotesk'] },
          ],
        },
        size_guide: { display_name: 'Ringgrößen', table: [['Ringgröße', 'Umfang'], [54, '54 mm']] },
      }),
      taxonomy,
    );
    expect(product.personalization?.fields.map((field) => [field.key, field.type, field.maxLength, field.required])).toEqual([
      ['gravur', 'text', 20, true],
      ['schriftart', 'select', null, false],
    ]);
    expect(product.sizeGuide).toEqual({ displayName: 'Ringgrößen', table: [['Ringgröße', 'Umfang'], ['54', '54 mm']] });
  });

  it('reads a size guide from Directus, an item whose table the editor typed as text, as the same table', () => {
    const typed = 'Ringgröße | Umfang | Durchmesser\n\n  52 | 52 mm | 16,6 mm \r\n54 | 54 mm | 17,2 mm\n';
    const guide = { id: 2, display_name: 'Ringgrößen', table: typed };
    expect(reshapeProduct(rawProduct({ size_guide: guide }), taxonomy).sizeGuide).toEqual({
      displayName: 'Ringgrößen',
      table: [
        ['Ringgröße', 'Umfang', 'Durchmesser'],
        ['52', '52 mm', '16,6 mm'],
        ['54', '54 mm', '17,2 mm'],
      ],
    });
    // The seed writes the spec's rows as that text, and they read back unchanged.
    const rows = [['Handgelenkumfang', 'Empfohlene Länge'], ['bis 15 cm', '17 cm']];
    expect(sizeGuideRows(sizeGuideTableText(rows))).toEqual(rows);
    expect(failureOf(rawProduct({ size_guide: { display_name: 'Leer', table: 'Nur eine Kopfzeile' } }))).toMatch(/size_guide\.table.*header row and at least one row/);
  });

  it('names collection, item and field of whatever keeps it out of the shop', () => {
    expect(failureOf(rawProduct({ slug: '' }))).toBe('ecommerce_product item 102, field "slug": is required');
    expect(failureOf(rawProduct({ display_name: '  ' }))).toBe('ecommerce_product item 102, field "display_name": is required');
    expect(failureOf(rawProduct({ price_brutto: '12,50' }))).toBe('ecommerce_product item 102, field "price_brutto": "12,50" is not a price');
    expect(failureOf(rawProduct({ price_brutto: '-5.00' }))).toMatch(/price_brutto/);
    expect(failureOf(rawProduct({ category: { id: 99 } }))).toBe('ecommerce_product item 102, field "category": 99 is no category of this shop');
    expect(failureOf(rawProduct({ variants: [{ id: 1, display_name: 'S' }, { id: 2, display_name: 'M', price_brutto: 'teuer' }] }))).toBe(
      'ecommerce_product item 102, field "variants[1].price_brutto": "teuer" is not a price',
    );
    expect(failureOf(rawProduct({ ratings: [{ id: 1, rating: 7 }] }))).toMatch(/field "ratings\[0\]\.rating"/);
    expect(failureOf(rawProduct({ images: [{ id: 'f1', title: 'ohne Maße' }] }))).toMatch(/field "images\[0\]\.width"/);
    expect(failureOf(rawProduct({ slug: 'Taucheruhr 42' }))).toMatch(/"Taucheruhr 42" is no URL slug/);
  });

  it('refuses a subcategory of another category than its own', () => {
    expect(failureOf(rawProduct({ subcategories: [{ subcategory_id: 21 }] }))).toBe(
      'ecommerce_product item 102, field "subcategories[0].subcategory_id": "ketten-und-anhaenger" belongs to another category than the product',
    );
  });

  it('refuses anything but a published product, even if a query let a draft through', () => {
    expect(failureOf(rawProduct({ status: 'draft' }))).toMatch(/field "status": "draft" is not published/);
  });
});

describe('a subcategory', () => {
  it('must hang below a category of this shop', () => {
    expect(() => reshapeSubcategory({ id: 5, display_name: 'Zangen', slug: 'zangen', category: 90 }, taxonomy.categories)).toThrowError(
      'ecommerce_subcategory item 5, field "category": 90 is no category of this shop',
    );
  });
});
