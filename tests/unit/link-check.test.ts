import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBrokenLinks, type BuiltPage, type BuiltSite } from '../../site/_config/links/link-rules.ts';
import { readBuiltSite } from '../links/read-site.ts';

const redirectsFile = '/login  https://kundenportal.example/login  301\n/schaufenster  /shop  302\n/shop/*  /shop/index.html  200\n/en/shop/*  /en/shop/index.html  200\n';

function siteWith(pages: Array<Pick<BuiltPage, 'url' | 'hrefs'> & { file: string; ids?: string[] }>, otherFiles: string[] = []): BuiltSite {
  return {
    files: new Set([...pages.map((page) => page.file), ...otherFiles]),
    pages: new Map(pages.map((page) => [page.file, { url: page.url, hrefs: page.hrefs, ids: new Set(page.ids ?? []) }])),
    redirectsFile,
    siteOrigin: 'https://www.example.de',
  };
}

const info = { file: '/info/index.html', url: '/info', hrefs: [], ids: ['reparaturservice'] };
const shop = { file: '/shop/index.html', url: '/shop', hrefs: [], ids: [] };

describe('links in the built site', () => {
  it('a link to a heading that exists resolves; one to a missing anchor names the page and the link', () => {
    const home = { file: '/index.html', url: '/', hrefs: ['/info#reparaturservice', '/info#werkstatt'] };
    expect(findBrokenLinks(siteWith([home, info]))).toEqual([
      { page: '/', href: '/info#werkstatt', reason: '/info has no element with id "werkstatt"' },
    ]);
  });

  it('a link to a page that was not built is broken, in any language', () => {
    const home = { file: '/en/index.html', url: '/en', hrefs: ['/en/terms', '/info', '/info/', '/info/index.html'] };
    expect(findBrokenLinks(siteWith([home, info])).map((link) => link.href)).toEqual(['/en/terms']);
  });

  it('relative links resolve against the page address, files and skip links count', () => {
    const page = { file: '/en/info/index.html', url: '/en/info', hrefs: ['contact', 'missing', '#main', '#', '/assets/x.pdf'], ids: ['main'] };
    const contact = { file: '/en/contact/index.html', url: '/en/contact', hrefs: [] };
    expect(findBrokenLinks(siteWith([page, contact], ['/assets/x.pdf'])).map((link) => link.href)).toEqual(['missing']);
  });

  it('shop addresses resolve when the shop rewrite covers them; redirects lead to their target', () => {
    const home = { file: '/index.html', url: '/', hrefs: ['/shop/any-product', '/en/shop/warenkorb', '/fr/shop/x', '/login', '/schaufenster'] };
    expect(findBrokenLinks(siteWith([home, shop])).map((link) => link.href)).toEqual(['/fr/shop/x']);
  });

  it('an address the host answers with a not-found page (a 404 rewrite) is broken', () => {
    const site = siteWith([{ file: '/index.html', url: '/', hrefs: ['/shop/warenkorb', '/shop/no-such-product', '/en/terms'] }, shop]);
    site.redirectsFile = '/shop/warenkorb  /shop/index.html  200\n/shop/*  /shop/404.html  404\n/en/*  /en/404.html  404\n';
    expect(findBrokenLinks(site).map((link) => link.href)).toEqual(['/shop/no-such-product', '/en/terms']);
  });

  it('other hosts, mail and phone links are left alone; absolute links to the site itself are checked', () => {
    const home = {
      file: '/index.html',
      url: '/',
      hrefs: ['https://www.instagram.com/x', 'mailto:a@b.de', 'tel:+49761', '//cdn.example/x', 'https://www.example.de/info#nope'],
    };
    expect(findBrokenLinks(siteWith([home, info])).map((link) => link.href)).toEqual(['https://www.example.de/info#nope']);
  });
});

describe('reading a build folder', () => {
  it('finds the links and ids of every page, also those written by HTML entities and in other languages', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'links-'));
    try {
      await mkdir(path.join(root, 'en', 'info'), { recursive: true });
      await writeFile(path.join(root, 'index.html'), '<!doctype html><a href="/en/info#repair-service">x</a><a href="/en/info#gone">y</a><template><a href="/x">z</a></template>');
      await writeFile(path.join(root, 'en', 'info', 'index.html'), '<!doctype html><h2 id="repair-service">Repair</h2><a href="/?a=1&amp;b=2">home</a>');
      await writeFile(path.join(root, '_redirects'), redirectsFile);
      const broken = findBrokenLinks(await readBuiltSite(root));
      expect(broken).toEqual([{ page: '/', href: '/en/info#gone', reason: '/en/info has no element with id "gone"' }]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
