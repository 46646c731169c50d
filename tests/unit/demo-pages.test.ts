import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface DemoTranslation {
  languages_code: string;
  title: string;
  description: string;
  keywords: string;
  body_format: 'html' | 'markdown';
  body: string;
}

interface DemoPage {
  id: number;
  project: { domain: string };
  key: string;
  status: string;
  image: { id: string; width: number; height: number; title: string } | null;
  translations: DemoTranslation[];
}

const pages: DemoPage[] = JSON.parse(
  readFileSync(new URL('../../site/_content/demo/pages.json', import.meta.url), 'utf8'),
);
const demoDomain = 'juwelier-albrecht.de';
const published = pages.filter((page) => page.project.domain === demoDomain && page.status === 'published');
const languagesOf = (page: DemoPage) => page.translations.map((translation) => translation.languages_code).sort();
const publishedPage = (key: string) => {
  const page = published.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`no published demo page "${key}"`);
  return page;
};
const translationOf = (key: string, lang: string) => {
  const translation = publishedPage(key).translations.find((candidate) => candidate.languages_code === lang);
  if (!translation) throw new Error(`demo page "${key}" has no "${lang}" translation`);
  return translation;
};

/** Which languages each page of the route table (and the §2 notes) gets in the demo. */
const expectedLanguages: Record<string, string[]> = {
  home: ['de', 'en', 'fr'],
  contact: ['de', 'en', 'fr'],
  thanks: ['de', 'en', 'fr'],
  imprint: ['de', 'en', 'fr'],
  privacy: ['de', 'en', 'fr'],
  watches: ['de', 'en'],
  jewelry: ['de', 'en'],
  accessories: ['de', 'en'],
  wedding_rings: ['de', 'en'],
  beads: ['de', 'en'],
  engagement_rings: ['de', 'en'],
  optics: ['de', 'en'],
  for_kids: ['de', 'en'],
  events: ['de', 'en'],
  home_fabrics: ['de', 'en'],
  decoratives: ['de', 'en'],
  floral_workshop: ['de', 'en'],
  room_fragrances: ['de', 'en'],
  bicycles: ['de', 'en'],
  window: ['de', 'en'],
  about: ['de', 'en', 'fr'],
  info: ['de', 'en', 'fr'],
  display: ['de', 'en'],
  social_media_privacy: ['de', 'en', 'fr'],
};

describe('the demo pages', () => {
  it('has one published item per page key, each with a German translation', () => {
    const keys = published.map((page) => page.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(published.length).toBeGreaterThan(0);
    for (const page of published) expect(languagesOf(page), page.key).toContain('de');
  });

  it('gives every page exactly the languages of the route table', () => {
    for (const [key, languages] of Object.entries(expectedLanguages)) {
      expect(languagesOf(publishedPage(key)), key).toEqual(languages);
    }
    expect(languagesOf(publishedPage('watches'))).not.toContain('fr');
  });

  it('has unique ids and a title and meta description of 50–170 characters in every translation', () => {
    const ids = pages.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of published) {
      for (const translation of page.translations) {
        const where = `${page.key}/${translation.languages_code}`;
        expect(translation.title.trim(), where).not.toBe('');
        expect(translation.body.trim(), where).not.toBe('');
        expect(['html', 'markdown'], where).toContain(translation.body_format);
        expect([...translation.description].length, where).toBeGreaterThanOrEqual(50);
        expect([...translation.description].length, where).toBeLessThanOrEqual(170);
      }
    }
  });

  it('titles the home page with the site title in every language', () => {
    for (const translation of publishedPage('home').translations) expect(translation.title).toBe('Juwelier Albrecht');
  });

  it('has the Cookies and Matomo sections the privacy anchors point to', () => {
    expect(translationOf('privacy', 'de').body).toContain('<h2>Cookies</h2>');
    expect(translationOf('privacy', 'de').body).toContain('<h2>Matomo (ehemals Piwik)</h2>');
    expect(translationOf('privacy', 'en').body).toContain('<h2>Cookies</h2>');
    expect(translationOf('privacy', 'en').body).toContain('<h2>Matomo (formerly Piwik)</h2>');
  });

  it('uses images only with the prepared file ids', () => {
    const withImage = Object.fromEntries(published.filter((page) => page.image).map((page) => [page.key, page.image!.id]));
    expect(withImage).toEqual({
      home: 'page-home',
      watches: 'page-watches',
      jewelry: 'page-jewelry',
      wedding_rings: 'page-wedding-rings',
      optics: 'page-optics',
      window: 'page-window',
    });
  });

  it('keeps drafts and a foreign project page that must never be published', () => {
    const drafts = pages.filter((page) => page.key === 'summer_sale' || page.status === 'draft');
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    for (const draft of drafts) expect(draft.status).toBe('draft');
    expect(pages.find((page) => page.key === 'summer_sale')?.status).toBe('draft');
    expect(pages.some((page) => page.project.domain === 'another-shop.example' && page.key === 'watches')).toBe(true);
  });
});
