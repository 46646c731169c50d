import { describe, expect, it } from 'vitest';
import {
  errorEventCommand,
  errorOfRejection,
  matomoOptOutUrl,
  parseMatomoConfig,
  routeChangeCommands,
  setupCommands,
} from '../../widgets/core/analytics/matomo.ts';
import { cspOrigins, readBuildConfig } from '../../site/_config/build-options.ts';
import { contentSecurityPolicy } from '../../widgets/core/csp.ts';

describe('Matomo configuration (MATOMO_URL, MATOMO_SITE_ID)', () => {
  it('is off when neither is set', () => {
    expect(parseMatomoConfig(undefined, undefined)).toEqual({ ok: true, value: null });
    expect(parseMatomoConfig('', '')).toEqual({ ok: true, value: null });
  });

  it('takes the installation folder, always ending in "/"', () => {
    expect(parseMatomoConfig('https://matomo.example.org', '3')).toEqual({ ok: true, value: { url: 'https://matomo.example.org/', siteId: '3' } });
    expect(parseMatomoConfig('https://example.org/stats//', ' 12 ')).toEqual({ ok: true, value: { url: 'https://example.org/stats/', siteId: '12' } });
  });

  it.each([
    ['https://matomo.example.org/', undefined, 'must be set together'],
    [undefined, '1', 'must be set together'],
    ['matomo.example.org', '1', 'is not a URL'],
    ['ftp://matomo.example.org/', '1', 'http(s)'],
    ['https://matomo.example.org/?x=1', '1', 'without query'],
    ['https://matomo.example.org/', 'one', "site's number"],
  ])('rejects %s / %s', (url, siteId, message) => {
    const result = parseMatomoConfig(url, siteId);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(message);
  });

  it('stops the build on a broken configuration, and allows Matomo in the CSP when set', () => {
    expect(() => readBuildConfig({ MATOMO_URL: 'https://matomo.example.org/' })).toThrow(/MATOMO_SITE_ID/);
    const policy = contentSecurityPolicy(cspOrigins(readBuildConfig({ MATOMO_URL: 'https://matomo.example.org/', MATOMO_SITE_ID: '1' })));
    for (const directive of ['script-src', 'connect-src', 'img-src', 'frame-src']) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://matomo\\.example\\.org`));
    }
    expect(contentSecurityPolicy(cspOrigins(readBuildConfig({})))).not.toContain('matomo');
  });
});

describe('what Matomo is told', () => {
  const config = { url: 'https://matomo.example.org/', siteId: '7' };

  it('the opt-out frame is in German', () => {
    expect(matomoOptOutUrl(config.url)).toBe('https://matomo.example.org/index.php?module=CoreAdminHome&action=optOut&language=de');
  });

  it('requires consent and gives it before any tracking, so withdrawing it later silences Matomo', () => {
    const names = setupCommands(config).map(([name]) => name);
    expect(names.indexOf('requireConsent')).toBeLessThan(names.indexOf('setConsentGiven'));
    expect(setupCommands(config)).toContainEqual(['setTrackerUrl', 'https://matomo.example.org/matomo.php']);
    expect(setupCommands(config)).toContainEqual(['setSiteId', '7']);
    expect(names).not.toContain('trackPageView');
  });

  it('a route change sets the URL, the title and the referrer before the page view', () => {
    expect(routeChangeCommands({ url: 'https://shop.example/shop/uhren', title: 'Uhren | Shop' }, 'https://shop.example/shop')).toEqual([
      ['setReferrerUrl', 'https://shop.example/shop'],
      ['setCustomUrl', 'https://shop.example/shop/uhren'],
      ['setDocumentTitle', 'Uhren | Shop'],
      ['trackPageView'],
    ]);
  });

  it('a script error becomes an event "JavaScript Errors", message, source:line', () => {
    expect(errorEventCommand({ message: 'x is not defined', source: 'https://site/assets/widgets/entry-ABC.js', line: 12 })).toEqual([
      'trackEvent',
      'JavaScript Errors',
      'x is not defined',
      'https://site/assets/widgets/entry-ABC.js:12',
    ]);
    expect(errorEventCommand({ message: '' })).toEqual(['trackEvent', 'JavaScript Errors', 'Unknown error', 'unknown:0']);
  });

  it('a rejected promise is placed by the first location of its stack', () => {
    const error = new Error('Failed to fetch');
    error.stack = 'TypeError: Failed to fetch\n    at load (https://site.example/assets/widgets/chunks/Shop-AB12CD34.js:3:1401)\n    at x (https://other/y.js:1:1)';
    expect(errorOfRejection(error)).toEqual({ message: 'Failed to fetch', source: 'https://site.example/assets/widgets/chunks/Shop-AB12CD34.js', line: 3 });
    expect(errorOfRejection('plain')).toEqual({ message: 'plain', source: 'unhandledrejection' });
  });
});
