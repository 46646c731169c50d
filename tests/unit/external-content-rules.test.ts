import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, mapFrameOrigin, mapLinkUrl, mapQuery } from '../../widgets/core/external-content.ts';
import { cspOrigins, readBuildConfig } from '../../site/_config/build-options.ts';
import { contentSecurityPolicy } from '../../widgets/core/csp.ts';

const address = { companyName: 'Juwelier Albrecht', street: 'Kaiser-Joseph-Straße', number: '245', zipCode: '79098', city: 'Freiburg' };

describe("the contact page's map", () => {
  it('searches for the company at its address', () => {
    expect(mapQuery(address)).toBe('Juwelier Albrecht, Kaiser-Joseph-Straße 245, 79098 Freiburg');
    expect(mapQuery({ ...address, number: '', zipCode: '' })).toBe('Juwelier Albrecht, Kaiser-Joseph-Straße, Freiburg');
  });

  it('embeds Google Maps by the address unless MAPS_EMBED_URL names the frame', () => {
    const url = new URL(mapEmbedUrl(null, address));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps');
    expect(url.searchParams.get('q')).toBe('Juwelier Albrecht, Kaiser-Joseph-Straße 245, 79098 Freiburg');
    expect(url.searchParams.get('output')).toBe('embed');
    expect(mapEmbedUrl('https://maps.example/embed?id=1', address)).toBe('https://maps.example/embed?id=1');
  });

  it('offers the map on the provider’s site to visitors without JavaScript', () => {
    expect(mapLinkUrl(address)).toBe('https://www.google.com/maps/search/?api=1&query=Juwelier+Albrecht%2C+Kaiser-Joseph-Stra%C3%9Fe+245%2C+79098+Freiburg');
  });

  it("lets the map's origin, and only it, into the CSP's frame-src", () => {
    expect(mapFrameOrigin(null)).toBe('https://www.google.com');
    // The payment providers' frames share the directive; the map's part is what this checks.
    const frameSources = (env: Record<string, string>) =>
      /frame-src ([^;]*)/.exec(contentSecurityPolicy(cspOrigins(readBuildConfig(env))))![1]!.split(' ').filter((source) => !/paypal|klarna/.test(source));
    expect(frameSources({ MAPS_EMBED_URL: 'http://127.0.0.1:4175/maps/embed?q=x' })).toEqual(["'self'", 'http://127.0.0.1:4175']);
    expect(frameSources({})).toEqual(["'self'", 'https://www.google.com']);
  });
});
