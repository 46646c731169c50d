import { describe, expect, it } from 'vitest';
import { demoSource } from '../../widgets/content/build/demo-source.ts';
import { reshapeMenuEntries } from '../../widgets/content/build/reshape-menu.ts';
import { loadSiteContent } from '../../widgets/content/build/site-content.ts';
import { ContentError } from '../../widgets/content/source.ts';

describe('the embedded demo content', () => {
  it('yields only the configured project and only published products', async () => {
    const content = await loadSiteContent(demoSource(), 'juwelier-albrecht.de');
    expect(content.company.companyName).toBe('Juwelier Albrecht GmbH');
    expect(content.settings).toMatchObject({ enable_cart: true, maintenance_mode: false });
    const names = content.featuredProducts.de.map((product) => product.displayName);
    expect(names).not.toContain('Entwurf – nie anzeigen');
    expect(names).not.toContain('Fremdes Produkt');
    expect(names.length).toBeGreaterThan(0);
  });

  it('has a menu per language', async () => {
    const content = await loadSiteContent(demoSource(), 'juwelier-albrecht.de');
    expect(content.menus.de[0]).toMatchObject({ label: 'Uhren', href: '/uhren', external: false });
    expect(content.menus.en[0]).toMatchObject({ label: 'Watches', href: '/en/watches' });
    expect(content.menus.fr.length).toBeGreaterThan(0);
  });

  it('shows the drafts as published in the preview of drafts, a draft page before the published one of its key, and nothing archived or foreign', async () => {
    const published = await loadSiteContent(demoSource(), 'juwelier-albrecht.de', () => {});
    const preview = await loadSiteContent(demoSource(), 'juwelier-albrecht.de', () => {}, { drafts: true });
    const slugs = (content: typeof preview) => content.catalogs.de.products.map((product) => product.slug);
    expect(slugs(published)).not.toContain('herbstkollektion-ring-tansanit');
    expect(slugs(preview)).toContain('herbstkollektion-ring-tansanit');
    expect(preview.catalogs.en.products.find((product) => product.slug === 'herbstkollektion-ring-tansanit')?.status).toBe('published');
    expect(slugs(preview).length - slugs(published).length).toBe(8);
    expect(slugs(preview)).not.toContain('fremdes-produkt');
    expect(slugs(preview)).not.toContain('uhrenarmband-kautschuk-ausgelaufen');
    const windowTitle = (content: typeof preview) => content.pages.find((page) => page.key === 'window')?.translations.de?.title;
    expect(windowTitle(published)).toBe('Digitales Schaufenster');
    expect(windowTitle(preview)).toBe('Entwurf: Weihnachtsschaufenster – nicht veröffentlichen');
  });

  it('fails clearly for an unknown project', async () => {
    await expect(loadSiteContent(demoSource(), 'nobody.example')).rejects.toThrow(/nobody\.example/);
  });
});

describe('menu entries from the content service', () => {
  it('resolves plain, prefixed, anchored and external entries with their sub-lists and groups', () => {
    const entries = reshapeMenuEntries(
      [
        { display_name: 'Uhren', path: 'uhren' },
        { display_name: 'Cookies', path: 'datenschutz', anchor: 'cookies' },
        { display_name: 'Watches', path: 'watches', path_prefix: 'en' },
        { display_name: 'Portal', type: 'external', external_path: 'https://portal.example/login' },
        {
          display_name: 'Schmuck',
          path: 'schmuck',
          sub: [{ display_name: 'Perlen', path: 'perlen' }],
          groups: [{ display_name: 'Ringe', sub: [{ display_name: 'Trauringe', path: 'trauringe' }] }],
        },
      ],
      1,
    );
    expect(entries.map((entry) => entry.href)).toEqual([
      '/uhren',
      '/datenschutz#cookies',
      '/en/watches',
      'https://portal.example/login',
      '/schmuck',
    ]);
    expect(entries[3]!.external).toBe(true);
    expect(entries[4]!.children).toEqual([{ label: 'Perlen', href: '/perlen', external: false }]);
    expect(entries[4]!.groups[0]).toEqual({ label: 'Ringe', links: [{ label: 'Trauringe', href: '/trauringe', external: false }] });
  });

  it('names the menu and field of a broken entry', () => {
    expect(() => reshapeMenuEntries([{ path: 'x' }], 42)).toThrowError(ContentError);
    expect(() => reshapeMenuEntries([{ path: 'x' }], 42)).toThrowError('menus item 42, field "display_name"');
    expect(() => reshapeMenuEntries([{ display_name: 'Evil', type: 'external', external_path: 'javascript:alert(1)' }], 5)).toThrowError(
      /external_path/,
    );
  });
});
