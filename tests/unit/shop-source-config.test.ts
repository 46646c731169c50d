import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../widgets/core/csp.ts';
import { cspOrigins, readBuildConfig } from '../../site/_config/build-options.ts';
import { shopWidgetProps } from '../../site/_config/shop-widget.ts';
import { liveImage } from '../../widgets/content/shop/live-url.ts';

const settings = { shopSettings: { defaultShippingTime: 3 }, pages: [] };
const imageSources = (env: NodeJS.ProcessEnv) => /img-src ([^;]*)/.exec(contentSecurityPolicy(cspOrigins(readBuildConfig(env))))![1]!.split(' ');

describe('the battery notes the shop links (BattDG)', () => {
  const notes = (languages: Array<'de' | 'en' | 'fr'>) => ({
    ...settings,
    pages: [{ key: 'batteries' as const, translations: Object.fromEntries(languages.map((lang) => [lang, { title: 'Batterien', description: '', keywords: '', body: '' }])) }],
  });

  it('are the page in the shop’s language, else the German one, else none', () => {
    expect(shopWidgetProps('/fr/shop', 'fr', readBuildConfig({}), notes(['de', 'fr'])).batteryInfoPath).toBe('/fr/piles-usagees');
    expect(shopWidgetProps('/fr/shop', 'fr', readBuildConfig({}), notes(['de'])).batteryInfoPath).toBe('/batteriehinweise');
    expect(shopWidgetProps('/fr/shop', 'fr', readBuildConfig({}), settings).batteryInfoPath).toBe('');
  });
});

describe('the shop source the build gives the router (SHOP_SOURCE)', () => {
  it('is the static catalog by default', () => {
    expect(shopWidgetProps('/shop', 'de', readBuildConfig({}), settings).source).toEqual({ kind: 'static' });
  });

  it('is the content API with SHOP_SOURCE=live, which the CSP lets the browser reach, and no token goes with it', () => {
    const config = readBuildConfig({ SHOP_SOURCE: 'live', CONTENT_URL: 'https://cms.example.org/', CONTENT_TOKEN: 'secret-token', PROJECT_DOMAIN: 'example.org' });
    const props = shopWidgetProps('/en/shop', 'en', config, settings);
    // The settings' delivery time goes along: the live shop fills it in for products that state none, as the build does.
    expect(props.source).toEqual({ kind: 'live', contentUrl: 'https://cms.example.org', projectDomain: 'example.org', defaultShippingTime: 3 });
    expect(JSON.stringify(props)).not.toContain('secret-token');
    expect(contentSecurityPolicy(cspOrigins(config))).toMatch(/connect-src [^;]*https:\/\/cms\.example\.org/);
  });

  it("lets the live shop's product images load from exactly the content service's origin, as their addresses have it", () => {
    const env = { SHOP_SOURCE: 'live', CONTENT_URL: 'https://cms.example.org:8443/directus/' };
    const config = readBuildConfig(env);
    const { contentUrl } = shopWidgetProps('/shop', 'de', config, settings).source as { contentUrl: string };
    const image = liveImage(contentUrl, { id: 'f3a1', width: 1200, height: 800, title: 'Ring' });
    const added = imageSources(env).filter((source) => !imageSources({}).includes(source));
    expect(added).toEqual(['https://cms.example.org:8443']);
    expect(new URL(image.src).origin).toBe(added[0]);
  });

  it('keeps the content service out of img-src for the static shop, whose images the build copies into the site', () => {
    expect(imageSources({ CONTENT_URL: 'https://cms.example.org/' })).toEqual(imageSources({}));
    expect(imageSources({ CONTENT_URL: 'https://cms.example.org/' }).join(' ')).not.toContain('cms.example.org');
  });

  it('refuses live without a content API, and an unknown source, with a message naming the variable', () => {
    expect(() => readBuildConfig({ SHOP_SOURCE: 'live' })).toThrow(/CONTENT_URL/);
    expect(() => readBuildConfig({ SHOP_SOURCE: 'directus' })).toThrow(/SHOP_SOURCE/);
  });
});
