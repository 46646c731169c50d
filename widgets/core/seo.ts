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
