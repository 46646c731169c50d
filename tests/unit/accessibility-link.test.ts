import { describe, expect, it } from 'vitest';
import { buildTranslator } from '../../widgets/i18n/build-translator.ts';
import type { PageData, TemplateContext } from '../../site/_includes/page-types.ts';
import { accessibilityLink } from '../../site/_includes/partials/accessibility-link.ts';
import type { Language } from '../../widgets/core/languages.ts';
import type { PageTranslation, SitePage } from '../../widgets/core/page.ts';

/** The footer's link to the accessibility statement (BFSG § 14), for whatever the content service holds. */
const context = { t: (key: string, lang: Language = 'de', options?: Record<string, unknown>) => buildTranslator.forLanguage(lang)(key, options) } as TemplateContext;
const translation = { title: 'Erklärung zur Barrierefreiheit' } as PageTranslation;
const siteWith = (translations: SitePage['translations']) => ({ pages: [{ key: 'accessibility', image: null, translations }] }) as unknown as PageData['site'];
const link = (site: PageData['site'], lang: Language) => String(accessibilityLink.call(context, site, lang));

describe('the footer’s link to the accessibility statement', () => {
  it('leads to the statement in the visitor’s language', () => {
    const site = siteWith({ de: translation, en: translation, fr: translation });
    expect(link(site, 'de')).toBe('<li><a href="/barrierefreiheit">Barrierefreiheit</a></li>');
    expect(link(site, 'en')).toBe('<li><a href="/en/accessibility">Accessibility</a></li>');
    expect(link(site, 'fr')).toBe('<li><a href="/fr/accessibilite">Accessibilité</a></li>');
  });

  it('leads to the German statement, saying so, where there is none in the visitor’s language', () => {
    expect(link(siteWith({ de: translation }), 'fr')).toBe('<li><a href="/barrierefreiheit" hreflang="de">Accessibilité (en allemand)</a></li>');
  });

  it('is left out where the content holds no statement: never a link to a page that was not built', () => {
    expect(link({ pages: [] } as unknown as PageData['site'], 'de')).toBe('');
    expect(link(siteWith({ en: translation }), 'fr')).toBe('');
  });
});
