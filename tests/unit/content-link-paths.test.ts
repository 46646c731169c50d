import { describe, expect, it } from 'vitest';
import { reshapeMenuEntries } from '../../widgets/content/build/reshape-menu.ts';
import { reshapeSocialLinks } from '../../widgets/content/build/reshape-social.ts';
import { isSameOriginPath, sitePathOf } from '../../widgets/core/link-address.ts';

/**
 * A menu or social path from the content service becomes a link shown as internal: it must lead
 * to a page of this site, never to another host, whatever an editor (or an intruder) typed.
 */

// Each of these, put after the site's origin by a browser, names another host or runs code.
const hostilePaths = [
  '\\\\127.0.0.1:8299/x',
  '\\127.0.0.1:8299/x',
  '/\\127.0.0.1:8299/x',
  '//127.0.0.1:8299/x',
  'en//127.0.0.1:8299',
  '/\t/127.0.0.1:8299/x',
  '/\n/127.0.0.1:8299/x',
  '\u0000//evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'http://evil.example/x',
  'https:evil.example',
  'data:text/html,<script>alert(1)</script>',
  'mailto:x@evil.example',
];

/** Where the browser would really go from a page of the site. */
const resolvedHost = (href: string) => new URL(href, 'https://juwelier-albrecht.de/kontakt').host;

describe('an internal path', () => {
  it.each(hostilePaths)('%j is refused', (path) => {
    expect(sitePathOf([path])).toBeNull();
    expect(sitePathOf(['en', path])).toBeNull();
    expect(sitePathOf([path, 'kontakt'])).toBeNull();
  });

  it.each([
    [['', 'kontakt'], '/kontakt'],
    [['en', 'watches'], '/en/watches'],
    [['/fr/', '/contact/'], '/fr/contact'],
    [['', 'ueber-uns/team'], '/ueber-uns/team'],
    [['', ''], '/'],
  ])('%j becomes the site path %s, which stays on the site', (parts, path) => {
    expect(sitePathOf(parts)).toBe(path);
    expect(resolvedHost(path)).toBe('juwelier-albrecht.de');
  });

  it('as a whole link, is same-origin only with one leading slash and nothing the browser reads as another host', () => {
    for (const href of ['/kontakt', '/', '/en/watches#top']) expect(isSameOriginPath(href)).toBe(true);
    for (const href of ['//evil.example', '/\\evil.example', '\\\\evil.example', 'kontakt', 'https://evil.example', '/\t/evil.example', '/a//b']) {
      expect(isSameOriginPath(href)).toBe(false);
    }
  });
});

describe('a menu entry with a hostile path', () => {
  it.each(hostilePaths)('%j fails the build naming the menu, the field and the entry', (path) => {
    const reshape = () => reshapeMenuEntries([{ display_name: 'Kontakt', path }], 7);
    expect(reshape).toThrowError('menus item 7, field "path"');
    expect(reshape).toThrowError('"Kontakt"');
  });

  it('is refused in a sub-list or a group too, and as a language prefix', () => {
    expect(() => reshapeMenuEntries([{ display_name: 'Schmuck', path: 'schmuck', sub: [{ display_name: 'Perlen', path: '\\\\evil.example/perlen' }] }], 3)).toThrowError('"Perlen"');
    expect(() => reshapeMenuEntries([{ display_name: 'Ringe', groups: [{ display_name: 'G', sub: [{ display_name: 'Trauringe', path: '//evil.example' }] }] }], 3)).toThrowError('"Trauringe"');
    expect(() => reshapeMenuEntries([{ display_name: 'Watches', path: 'watches', path_prefix: '\\\\evil.example' }], 3)).toThrowError('field "path_prefix"');
  });
});

describe('a social entry with a hostile path', () => {
  it.each(hostilePaths)('%j is skipped with a warning naming the item; the other entries stay', (path) => {
    const warnings: string[] = [];
    const links = reshapeSocialLinks(
      [
        { id: 4, media: 'generic', displayName: 'Blog', path },
        { id: 5, media: 'instagram', displayName: 'Instagram', external_path: 'https://www.instagram.com/juwelier.albrecht' },
        { id: 6, media: 'generic', displayName: 'Presse', path: 'presse' },
      ],
      (message) => warnings.push(message),
    );
    expect(links.map((link) => link.href)).toEqual(['https://www.instagram.com/juwelier.albrecht', '/presse']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('social item 4, field "path"');
  });
});
