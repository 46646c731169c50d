import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../widgets/core/csp.ts';
import { cspOrigins, readBuildConfig } from '../../site/_config/build-options.ts';
import { shopWidgetProps } from '../../site/_config/shop-widget.ts';

describe('the shop source the build gives the router (SHOP_SOURCE)', () => {
  it('is the static catalog by default', () => {
    expect(shopWidgetProps('/shop', 'de', readBuildConfig({})).source).toEqual({ kind: 'static' });
  });

  it('is the content API with SHOP_SOURCE=live, which the CSP lets the browser reach, and no token goes with it', () => {
    const config = readBuildConfig({ SHOP_SOURCE: 'live', CONTENT_URL: 'https://cms.example.org/', CONTENT_TOKEN: 'secret-token', PROJECT_DOMAIN: 'example.org' });
    const props = shopWidgetProps('/en/shop', 'en', config);
    expect(props.source).toEqual({ kind: 'live', contentUrl: 'https://cms.example.org', projectDomain: 'example.org' });
    expect(JSON.stringify(props)).not.toContain('secret-token');
    expect(contentSecurityPolicy(cspOrigins(config))).toMatch(/connect-src [^;]*https:\/\/cms\.example\.org/);
  });

  it('refuses live without a content API, and an unknown source, with a message naming the variable', () => {
    expect(() => readBuildConfig({ SHOP_SOURCE: 'live' })).toThrow(/CONTENT_URL/);
    expect(() => readBuildConfig({ SHOP_SOURCE: 'directus' })).toThrow(/SHOP_SOURCE/);
  });
});
