import { describe, expect, it } from 'vitest';
import { findRedirect, parseRedirectsFile, redirectsFile, siteRedirects } from '../../widgets/core/redirects.ts';
import { absoluteUrl, breadcrumbJsonLd, hreflangLinks, organizationJsonLd, serializeJsonLd } from '../../widgets/core/seo.ts';

const site = 'https://www.juwelier-albrecht.de';

describe('hreflang', () => {
  it('lists every language version plus x-default on the German page', () => {
    expect(hreflangLinks([{ lang: 'de', path: '/kontakt' }, { lang: 'en', path: '/en/contact' }, { lang: 'fr', path: '/fr/contact' }], site)).toEqual([
      { hreflang: 'de', href: `${site}/kontakt` },
      { hreflang: 'en', href: `${site}/en/contact` },
      { hreflang: 'fr', href: `${site}/fr/contact` },
      { hreflang: 'x-default', href: `${site}/kontakt` },
    ]);
  });

  it('points x-default at the first version when there is no German one', () => {
    expect(hreflangLinks([{ lang: 'en', path: '/en/x' }], site).at(-1)).toEqual({ hreflang: 'x-default', href: `${site}/en/x` });
  });

  it('makes canonical absolute URLs without a trailing slash, except the root', () => {
    expect(absoluteUrl(site, '/en')).toBe(`${site}/en`);
    expect(absoluteUrl(site, '/')).toBe(`${site}/`);
    expect(absoluteUrl(`${site}/`, '/kontakt')).toBe(`${site}/kontakt`);
  });
});

describe('structured data', () => {
  it('describes the business as Organization and JewelryStore, leaving out empty facts', () => {
    const data = organizationJsonLd({ name: 'Juwelier Albrecht', legalName: 'Juwelier Albrecht GmbH', url: site, logo: `${site}/logo.svg`, email: '' });
    expect(data['@type']).toEqual(['Organization', 'JewelryStore']);
    expect(data).not.toHaveProperty('email');
  });

  it('numbers breadcrumb positions from 1', () => {
    const data = breadcrumbJsonLd([{ name: 'Startseite', url: `${site}/` }, { name: 'Uhren', url: `${site}/uhren` }]);
    expect((data.itemListElement as Array<{ position: number }>).map((item) => item.position)).toEqual([1, 2]);
  });

  it('cannot be closed early by a value containing </script>', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('redirects', () => {
  const redirects = siteRedirects('https://kundenportal.example/login');

  it('sends /login permanently to the portal and /schaufenster temporarily to the shop, in any letter case', () => {
    expect(findRedirect(redirects, '/LOGIN')).toEqual({ from: '/login', to: 'https://kundenportal.example/login', status: 301 });
    expect(findRedirect(redirects, '/Schaufenster')).toEqual({ from: '/schaufenster', to: '/shop', status: 302 });
    expect(findRedirect(redirects, '/kontakt')).toBeUndefined();
  });

  it('round-trips through the _redirects file format', () => {
    expect(parseRedirectsFile(`# comment\n${redirectsFile(redirects)}`)).toEqual(redirects);
  });
});
