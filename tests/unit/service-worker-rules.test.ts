import { describe, expect, it } from 'vitest';
import { cacheName, fileKey, isHashedAsset, isOldCache, offlinePageFor, pageKey, strategyFor, updateStateCache } from '../../widgets/service-worker/service-worker-rules.ts';

const origin = 'https://www.juwelier-albrecht.de';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: new URL(path, origin).href, mode });

describe('how the service worker answers each request', () => {
  it('pages: network first, kept for offline', () => {
    expect(strategyFor(get('/kontakt', 'navigate'), origin)).toBe('page');
    expect(strategyFor(get('/en/shop/watches?brand=1', 'navigate'), origin)).toBe('page');
  });

  it('hashed files (scripts, stylesheet bundles, images): from the cache first, their names never change their bytes', () => {
    expect(strategyFor(get('/assets/widgets/entry-UNV6FYIG.js'), origin)).toBe('cache-first');
    expect(strategyFor(get('/assets/css/site-forms-4F0XQ2ZA.css'), origin)).toBe('cache-first');
    expect(strategyFor(get('/assets/widgets/chunks/mount-AEAPYKM6.js'), origin)).toBe('cache-first');
    expect(strategyFor(get('/assets/img/2zvoaRNYTr-480.webp'), origin)).toBe('cache-first');
    expect(strategyFor(get('/pagefind/fragment/de_05f2c8c.pf_fragment'), origin)).toBe('cache-first');
    expect(strategyFor(get('/pagefind/index/en_4bc6777.pf_index'), origin)).toBe('cache-first');
    expect(strategyFor(get('/pagefind/pagefind.fr_bbff270ea9.pf_meta'), origin)).toBe('cache-first');
    // The dev server's names carry no hash.
    expect(isHashedAsset('/assets/widgets/entry.js')).toBe(false);
  });

  it('other files of the site (unhashed CSS, logo, JSON): network first', () => {
    for (const path of ['/assets/css/site.css', '/assets/css/site-forms.css', '/assets/images/logo.svg', '/data/settings.json']) {
      expect(strategyFor(get(path), origin), path).toBe('network-first');
    }
  });

  it('leaves alone other origins, anything but GET, and the worker script itself', () => {
    expect(strategyFor({ method: 'GET', url: 'https://matomo.example.org/matomo.js', mode: 'no-cors' }, origin)).toBe('none');
    expect(strategyFor({ method: 'POST', url: `${origin}/ecom/order`, mode: 'cors' }, origin)).toBe('none');
    expect(strategyFor(get('/sw.js'), origin)).toBe('none');
  });

  it('keeps the search index entry once, whatever ?ts= a page asks it with, so the search works offline', () => {
    const first = `${origin}/pagefind/pagefind-entry.json?ts=1764300000000`;
    const later = `${origin}/pagefind/pagefind-entry.json?ts=1764300099999`;
    expect(strategyFor(get(first.slice(origin.length)), origin)).toBe('network-first');
    expect(fileKey(first)).toBe(`${origin}/pagefind/pagefind-entry.json`);
    expect(fileKey(later)).toBe(fileKey(first));
    // Any other file keeps its query: it may name another answer.
    expect(fileKey(`${origin}/data/settings.json?v=2#top`)).toBe(`${origin}/data/settings.json?v=2`);
    expect(strategyFor(get('/pagefind/products/de_f4b9744ef4.json'), origin)).toBe('cache-first');
  });
});

describe('caches and fallbacks', () => {
  it('a new build deletes the caches of earlier builds, but not the update notes', () => {
    expect(isOldCache(cacheName('aaa'), 'bbb')).toBe(true);
    expect(isOldCache(cacheName('bbb'), 'bbb')).toBe(false);
    expect(isOldCache(updateStateCache, 'bbb')).toBe(false);
    expect(isOldCache('someone-elses-cache', 'bbb')).toBe(false);
  });

  it('the offline page speaks the language of the path asked for', () => {
    expect(offlinePageFor('/kontakt')).toBe('/offline.html');
    expect(offlinePageFor('/')).toBe('/offline.html');
    expect(offlinePageFor('/en/contact')).toBe('/en/offline.html');
    expect(offlinePageFor('/fr')).toBe('/fr/offline.html');
    expect(offlinePageFor('/english-page')).toBe('/offline.html');
  });

  it('keeps a page without its fragment', () => {
    expect(pageKey(`${origin}/datenschutz#cookies`)).toBe(`${origin}/datenschutz`);
  });
});
