/**
 * External content (a map, a video) is loaded only after the visitor asked for it on the spot
 * (spec §3: localStorage "contentConsent:<name>"). These rules say where the contact page's map
 * comes from and where a visitor without JavaScript can open it instead.
 */

/** The default map: Google Maps' keyless embed, searched by the company's address. */
const defaultMapEmbedBase = 'https://www.google.com/maps';

export interface MapAddress {
  companyName: string;
  street: string;
  number: string;
  zipCode: string;
  city: string;
}

/** "Juwelier Albrecht, Hauptstraße 12, 79098 Freiburg" – what the map searches for. */
export function mapQuery({ companyName, street, number, zipCode, city }: MapAddress): string {
  return [companyName, [street, number].filter(Boolean).join(' '), [zipCode, city].filter(Boolean).join(' ')]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The frame's address: MAPS_EMBED_URL as configured, else the default map searched by the address. */
export function mapEmbedUrl(configured: string | null, address: MapAddress): string {
  if (configured) return configured;
  const url = new URL(defaultMapEmbedBase);
  url.searchParams.set('q', mapQuery(address));
  url.searchParams.set('output', 'embed');
  return url.href;
}

/** The map on the provider's own site, for visitors without JavaScript (Google's documented search link). */
export function mapLinkUrl(address: MapAddress): string {
  const url = new URL('https://www.google.com/maps/search/');
  url.searchParams.set('api', '1');
  url.searchParams.set('query', mapQuery(address));
  return url.href;
}

/** The origin a page's CSP frame-src must allow for the map. */
export function mapFrameOrigin(configured: string | null): string {
  return new URL(configured || defaultMapEmbedBase).origin;
}
