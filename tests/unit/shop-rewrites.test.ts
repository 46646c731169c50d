import { describe, expect, it } from 'vitest';
import { parseRedirectsFile, redirectsFile, siteRedirects } from '../../widgets/core/redirects.ts';
import { findRewrite, languageNotFoundRewrites, parseRewrites, shopRewrites } from '../../widgets/core/rewrites.ts';

const rewrites = shopRewrites(['/shop', '/en/shop', '/fr/shop']);
const file = redirectsFile([...siteRedirects('https://kundenportal.example/login'), ...rewrites]);

describe('the shop\'s rewrites in _redirects', () => {
  it('writes per shop root the cart (200 on its own shell), then everything else (404 on the not-found shell), after the redirects', () => {
    expect(file.trim().split('\n')).toEqual([
      '/login  https://kundenportal.example/login  301',
      '/schaufenster  /shop  302',
      '/shop/warenkorb  /shop/warenkorb/index.html  200',
      '/shop/*  /shop/404.html  404',
      '/en/shop/warenkorb  /en/shop/warenkorb/index.html  200',
      '/en/shop/*  /en/shop/404.html  404',
      '/fr/shop/warenkorb  /fr/shop/warenkorb/index.html  200',
      '/fr/shop/*  /fr/shop/404.html  404',
    ]);
  });

  it('reads the 200 and 404 rules back as rewrites and leaves them out of the redirects', () => {
    expect(parseRewrites(`# comment\n${file}`)).toEqual(rewrites);
    expect(parseRedirectsFile(file)).toEqual(siteRedirects('https://kundenportal.example/login'));
  });

  it('matches every path below a root with its own shell, and nothing beside it', () => {
    expect(findRewrite(rewrites, '/shop/xyz')).toMatchObject({ to: '/shop/404.html', status: 404 });
    expect(findRewrite(rewrites, '/shop/a/b')).toMatchObject({ to: '/shop/404.html', status: 404 });
    expect(findRewrite(rewrites, '/en/shop/warenkorb')).toMatchObject({ to: '/en/shop/warenkorb/index.html', status: 200 });
    expect(findRewrite(rewrites, '/fr/shop/xyz')).toMatchObject({ to: '/fr/shop/404.html', status: 404 });
    expect(findRewrite(rewrites, '/shopping')).toBeUndefined();
    expect(findRewrite(rewrites, '/kontakt')).toBeUndefined();
  });

  it('matches an exact rule exactly', () => {
    expect(findRewrite([{ from: '/app', to: '/app.html', status: 200 }], '/app')?.to).toBe('/app.html');
    expect(findRewrite([{ from: '/app', to: '/app.html', status: 200 }], '/app/x')).toBeUndefined();
  });
});

describe('each language\'s not-found page in _redirects', () => {
  it('sends unknown addresses below /en and /fr to their own 404 page, and leaves the default language to the host\'s /404.html', () => {
    expect(languageNotFoundRewrites(['de', 'en', 'fr'])).toEqual([
      { from: '/en/*', to: '/en/404.html', status: 404 },
      { from: '/fr/*', to: '/fr/404.html', status: 404 },
    ]);
  });

  it('comes after the shop\'s rules, so the shop keeps its own shells', () => {
    const all = [...rewrites, ...languageNotFoundRewrites(['de', 'en', 'fr'])];
    expect(findRewrite(all, '/en/shop/warenkorb')).toMatchObject({ to: '/en/shop/warenkorb/index.html', status: 200 });
    expect(findRewrite(all, '/en/shop/xyz')).toMatchObject({ to: '/en/shop/404.html', status: 404 });
    expect(findRewrite(all, '/en/nothing')).toMatchObject({ to: '/en/404.html', status: 404 });
  });
});
