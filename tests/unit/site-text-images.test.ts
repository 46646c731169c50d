import { describe, expect, it } from 'vitest';
import { withLocalTextImages } from '../../site/_config/site-text-images.ts';
import { loadSiteContent } from '../../widgets/content/build/site-content.ts';
import { demoSource } from '../../widgets/content/build/demo-source.ts';

/**
 * The footer note and the legal texts appear on many pages; their images are served from the
 * site like a page body's, each text handled once and named in warnings.
 */
const site = await loadSiteContent(demoSource(), 'juwelier-albrecht.de', () => {});
const remote = '<p><img src="https://photos.example/award.jpg" alt="Auszeichnung"></p>';
const withRemoteImages = {
  ...site,
  globalFooterHtml: { de: remote, en: '' },
  legal: { ...site.legal, texts: { ...site.legal.texts, fr: { ...site.legal.texts.fr, imageSources: { html: remote, lang: 'fr' as const } } } },
};

describe('images in the site-wide CMS texts', () => {
  it('go through the image step once per text, named by where they are shown', async () => {
    const seen: string[] = [];
    const localized = await withLocalTextImages(withRemoteImages, async (html, where) => {
      seen.push(where);
      return html.replace(/<img [^>]*>/g, '<picture>local</picture>');
    });
    expect(localized.globalFooterHtml).toEqual({ de: '<p><picture>local</picture></p>', en: '' });
    expect(localized.legal.texts.fr.imageSources).toEqual({ html: '<p><picture>local</picture></p>', lang: 'fr' });
    expect(localized.legal.texts.de).toEqual(site.legal.texts.de);
    expect(seen).toContain('footer note (de)');
    expect(seen).toContain('legal text imageSources (fr)');
    expect(seen).not.toContain('footer note (en)');
  });
});
