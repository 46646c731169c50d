import { describe, expect, it } from 'vitest';
import { plainTextOf, productJsonLd, shortenText, type ProductFacts } from '../../widgets/core/seo.ts';

const site = 'https://www.juwelier-albrecht.de';
const ring: ProductFacts = {
  name: 'Solitärring Weißgold 0,25 ct',
  description: 'Für den Moment, der bleibt.',
  url: `${site}/shop/solitaerring-weissgold-025-ct`,
  imageUrls: [`${site}/assets/img/a-640.jpeg`, `${site}/assets/img/b-640.jpeg`],
  sku: 'VR-0101',
  brand: 'Albrecht Atelier',
  ratings: [],
  price: { lowest: '1290.00', highest: '1290.00' },
  stock: 3,
  reorderPossible: false,
};

describe('schema.org Product of a product page', () => {
  it('states name, text, images, sku, brand and one offer in euro', () => {
    expect(productJsonLd(ring)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Solitärring Weißgold 0,25 ct',
      description: 'Für den Moment, der bleibt.',
      image: ring.imageUrls,
      sku: 'VR-0101',
      brand: { '@type': 'Brand', name: 'Albrecht Atelier' },
      offers: { '@type': 'Offer', price: '1290.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: ring.url },
      url: ring.url,
    });
  });

  it('offers from the lowest to the highest price when the variants cost differently', () => {
    const offers = productJsonLd({ ...ring, price: { lowest: '690.00', highest: '880.00' } }).offers;
    expect(offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '690.00', highPrice: '880.00', priceCurrency: 'EUR' });
    expect(offers).not.toHaveProperty('price');
  });

  it('treats equal prices written differently as one price', () => {
    expect(productJsonLd({ ...ring, price: { lowest: '90.0', highest: '90.00' } }).offers).toMatchObject({ '@type': 'Offer', price: '90.0' });
  });

  it('gives a product on request no offer and no price at all', () => {
    const data = productJsonLd({ ...ring, price: null });
    expect(data).not.toHaveProperty('offers');
    expect(JSON.stringify(data)).not.toMatch(/price/i);
  });

  it('says out of stock, or back order where it can be ordered in', () => {
    expect(productJsonLd({ ...ring, stock: 0 }).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(productJsonLd({ ...ring, stock: 0, reorderPossible: true }).offers).toMatchObject({ availability: 'https://schema.org/BackOrder' });
    expect(productJsonLd({ ...ring, stock: 2, reorderPossible: true }).offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('adds the rating only when there are reviews', () => {
    expect(productJsonLd(ring)).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({ ...ring, ratings: [5, 4, 4] }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('leaves out what the product does not have', () => {
    const data = productJsonLd({ ...ring, description: '', imageUrls: [], sku: '', brand: null });
    for (const key of ['description', 'image', 'sku', 'brand']) expect(data).not.toHaveProperty(key);
  });
});

describe('plain text for descriptions', () => {
  it('drops the markup, decodes entities and keeps words of separate blocks apart', () => {
    expect(plainTextOf('<p>Gold &amp; Silber</p><ul><li>585</li><li>925</li></ul><p>Fein&nbsp;poliert<br>glänzend</p>')).toBe(
      'Gold & Silber 585 925 Fein poliert glänzend',
    );
  });

  it('cuts long text at a word, with an ellipsis', () => {
    const text = 'Ein Ring für jeden Tag '.repeat(20).trim();
    const short = shortenText(text, 60);
    expect(short.length).toBeLessThanOrEqual(60);
    expect(short.endsWith('…')).toBe(true);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(shortenText('kurz', 60)).toBe('kurz');
  });
});
