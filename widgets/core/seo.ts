import { isSinglePrice, type PriceRange } from './catalog/price-range.ts';
import { defaultLanguage, type Language } from './languages.ts';

/** Search-engine facts of a page: canonical URL, hreflang set, structured data. Pure. */

export interface Alternate {
  lang: Language;
  path: string;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  const url = new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  if (url.pathname !== '/') url.pathname = url.pathname.replace(/\/+$/, '');
  return url.href;
}

/** hreflang links for every language version, plus x-default pointing at the default language (or the first). */
export function hreflangLinks(alternates: readonly Alternate[], siteUrl: string): Array<{ hreflang: string; href: string }> {
  if (alternates.length === 0) return [];
  const fallback = alternates.find((alternate) => alternate.lang === defaultLanguage) ?? alternates[0]!;
  return [
    ...alternates.map((alternate) => ({ hreflang: alternate.lang, href: absoluteUrl(siteUrl, alternate.path) })),
    { hreflang: 'x-default', href: absoluteUrl(siteUrl, fallback.path) },
  ];
}

export interface OrganizationFacts {
  name: string;
  legalName: string;
  url: string;
  logo: string;
  telephone?: string;
  email?: string;
  vatID?: string;
  address?: { streetAddress: string; postalCode: string; addressLocality: string; addressCountry: string };
}

/** A jeweller is a LocalBusiness (schema.org JewelryStore); the same facts as the imprint. */
export function organizationJsonLd(facts: OrganizationFacts): Record<string, unknown> {
  const { address, ...rest } = facts;
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'JewelryStore'],
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value)),
    ...(address ? { address: { '@type': 'PostalAddress', ...address } } : {}),
  };
}

export function breadcrumbJsonLd(trail: ReadonlyArray<{ name: string; url: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** JSON for a <script type="application/ld+json"> data block; "<" is escaped so no value can close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** What a product page tells search engines; gross prices in euro, URLs absolute. */
export interface ProductFacts {
  name: string;
  /** Plain text (plainTextOf the sanitized description). */
  description: string;
  /** The product page's absolute URL. */
  url: string;
  imageUrls: readonly string[];
  /** The reference number. */
  sku: string;
  brand: string | null;
  /** Star ratings (1–5) of its reviews. */
  ratings: readonly number[];
  /** Lowest and highest price a shopper can pay (priceRange); null: price on request, so no offer. */
  price: PriceRange | null;
  /** Units in stock, of the product or of any of its active variants. */
  stock: number;
  /** Out of stock, but it can be ordered in (the product or a variant says so, or the shop takes orders to order). */
  reorderPossible: boolean;
}

const schemaAvailability = (facts: ProductFacts) =>
  facts.stock > 0 ? 'https://schema.org/InStock' : facts.reorderPossible ? 'https://schema.org/BackOrder' : 'https://schema.org/OutOfStock';

/**
 * schema.org Product with its offer: one Offer at the price, or an AggregateOffer from lowest
 * to highest when the variants cost differently. A product "on request" has no offer at all: a
 * price it does not have would be a false statement to the search engine.
 */
export function productJsonLd(facts: ProductFacts, currency = 'EUR'): Record<string, unknown> {
  const average = facts.ratings.length ? facts.ratings.reduce((sum, rating) => sum + rating, 0) / facts.ratings.length : 0;
  const common = { priceCurrency: currency, availability: schemaAvailability(facts), url: facts.url };
  const offers = !facts.price
    ? undefined
    : isSinglePrice(facts.price)
      ? { '@type': 'Offer', price: facts.price.lowest, ...common }
      : { '@type': 'AggregateOffer', lowPrice: facts.price.lowest, highPrice: facts.price.highest, ...common };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.imageUrls.length ? { image: [...facts.imageUrls] } : {}),
    ...(facts.sku ? { sku: facts.sku } : {}),
    ...(facts.brand ? { brand: { '@type': 'Brand', name: facts.brand } } : {}),
    ...(facts.ratings.length
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(average * 10) / 10,
            reviewCount: facts.ratings.length,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(offers ? { offers } : {}),
    url: facts.url,
  };
}

const textEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Sanitized HTML as one line of text, for descriptions in meta tags and structured data. */
export function plainTextOf(sanitizedHtml: string): string {
  return sanitizedHtml
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div|\/dd|\/td|\/th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => textEntities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A text cut at a word boundary to at most `max` characters, with an ellipsis when cut (meta descriptions). */
export function shortenText(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).trimEnd()}…`;
}
