import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { legalNotice } from '../../site/_includes/partials/legal/notice.ts';
import { legalSidebar } from '../../site/_includes/partials/legal/sidebar.ts';
import type { LegalRenderData } from '../../site/_includes/partials/legal/context.ts';
import { demoSource } from '../../widgets/content/build/demo-source.ts';
import { loadLegalContent } from '../../widgets/content/build/legal-content.ts';
import type { Language } from '../../widgets/core/languages.ts';
import type { CompanyRecord, LegalContent } from '../../widgets/core/legal/types.ts';
import { allResources } from '../../widgets/i18n/all-resources.ts';
import { createTranslator } from '../../widgets/i18n/translator.ts';

const translator = createTranslator(allResources, 'de');
let company: CompanyRecord;
let legal: LegalContent;

beforeAll(async () => {
  ({ company, legal } = await loadLegalContent(demoSource(), 'juwelier-albrecht.de'));
});

afterEach(() => vi.restoreAllMocks());

const dataFor = (lang: Language, overrides: Partial<LegalRenderData> = {}): LegalRenderData => ({
  company,
  legal,
  lang,
  t: translator.forLanguage(lang),
  ...overrides,
});

/** Visible text, roughly as a reader sees it. */
const textOf = (markup: string) => markup.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

describe('the legal sidebar', () => {
  const sidebar = (lang: Language) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    return legalSidebar(company, lang, translator.forLanguage(lang)).value;
  };

  it('shows company, labelled addresses, the legal-form heading and the executives', () => {
    const text = textOf(sidebar('de'));
    expect(text).toContain('Juwelier Albrecht GmbH');
    expect(text).toContain('Hauptsitz Kaiser-Joseph-Straße 245 79098 Freiburg im Breisgau');
    expect(text).toContain('Bundesgeschäftsstelle Friedrichstraße 68 10117 Berlin');
    expect(text).toContain('Vertreten durch Katharina Albrecht Jonas Albrecht');
  });

  it('links phone and mobile, shows the fax as text and the e-mail as mailto, primary first', () => {
    const markup = sidebar('de');
    expect(markup).toContain('<dt>Telefon</dt><dd><a href="tel:+497612021010" title="Telefon">+49 761 2021010</a></dd>');
    expect(markup).toContain('<dt>Mobil</dt><dd><a href="tel:+491713920012" title="Telefon">+49 171 3920012</a></dd>');
    expect(markup).toContain('<dt>Fax</dt><dd>+49 761 2021019</dd>');
    expect(markup).toMatch(/<dt>E-Mail<\/dt><dd><a href="mailto:info@juwelier-albrecht.de">.*service@/);
  });

  it('shows a number that cannot be parsed as entered, without a link', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unparseable = { ...company, numbers: [...company.numbers, { number: '0761 / ABC', type: 'phone' as const, primary: false }] };
    expect(legalSidebar(unparseable, 'de', translator.forLanguage('de')).value).toContain('<dd>0761 / ABC</dd>');
  });

  it('lists register type, number and court, the tax number and the VAT id', () => {
    const markup = sidebar('de');
    expect(markup).toContain('<dt>Handelsregister</dt><dd>HRB 712345</dd><dd>Registergericht: Amtsgericht Freiburg</dd>');
    expect(markup).toContain('<dt>Steuernummer</dt><dd>06470/12345</dd>');
    expect(markup).toContain('<dt>USt-IdNr.</dt><dd>DE123456789</dd>');
  });

  it('speaks the page’s language', () => {
    const text = textOf(sidebar('en'));
    expect(text).toContain('Head office');
    expect(text).toContain('Represented by');
    expect(text).toContain('VAT ID');
    expect(textOf(sidebar('fr'))).toContain('Siège social');
  });

  it('uses the owner heading for a sole proprietor and leaves out empty sections', () => {
    const single: CompanyRecord = { ...company, legalForm: 'single', executives: [{ name: 'Anna Albrecht' }], registers: [], ustId: '', vatNumber: '', numbers: [], emails: [] };
    const markup = legalSidebar(single, 'de', translator.forLanguage('de')).value;
    expect(textOf(markup)).toContain('Inhaber Anna Albrecht');
    expect(markup).not.toMatch(/Registereintrag|Steuerangaben|Kontakt|<dl/);
  });
});

describe('the legal-notice blocks', () => {
  const block = (id: string, lang: Language = 'de', overrides: Partial<LegalRenderData> = {}) =>
    legalNotice(id, dataFor(lang, overrides)).value;

  it('renders each editor text under its heading, in the page’s language', () => {
    expect(textOf(block('legal_authority'))).toMatch(/^Zuständige Aufsichtsbehörde Gewerbeaufsicht: Stadt Freiburg/);
    expect(textOf(block('insurance'))).toMatch(/^Berufshaftpflichtversicherung Betriebshaftpflichtversicherung: Musterversicherung/);
    expect(textOf(block('image_sources'))).toMatch(/^Bildquellen Produktfotos/);
    expect(textOf(block('additional_top_info'))).toBe('Angaben gemäß § 5 DDG.');
    expect(textOf(block('additional_bottom_info'))).toMatch(/^Verbraucherstreitbeilegung/);
    expect(textOf(block('insurance', 'en'))).toMatch(/^Professional liability insurance Business liability insurance/);
  });

  it('never carries the demo’s script or onclick into the page', () => {
    const page = ['image_sources', 'additional_bottom_info'].map((id) => block(id)).join('');
    expect(page).not.toMatch(/<script|onclick|alert/);
  });

  it('shows only the first data protection commissioner, with all their details', () => {
    const markup = block('data_protection');
    const text = textOf(markup);
    expect(text).toBe(
      'Datenschutzbeauftragter Dr. Miriam Sommer Bertoldstraße 12 79098 Freiburg im Breisgau Telefon: +49 761 2021050 E-Mail: datenschutz@juwelier-albrecht.de',
    );
    expect(markup).toContain('href="tel:+497612021050"');
    expect(markup).toContain('href="mailto:datenschutz@juwelier-albrecht.de"');
    expect(markup).not.toContain('Paul Weber');
  });

  it('shows the Rolex brand notice only on a site with a Rolex area', () => {
    expect(textOf(block('rolex'))).toContain('Juwelier Albrecht ist offizieller Rolex Fachhändler');
    expect(textOf(block('rolex', 'fr'))).toContain('détaillant officiel Rolex');
    expect(block('rolex', 'de', { legal: { ...legal, rolexArea: false } })).toBe('');
  });

  it('places the consent manager widget and links to the cookies section of the privacy policy', () => {
    const markup = block('consentmanager');
    expect(markup).toContain('<h2>Zustimmungen verwalten</h2>');
    expect(markup).toContain('data-widget="consent-manager"');
    expect(markup).toContain('href="/datenschutz#cookies"');
    expect(block('consentmanager', 'en')).toContain('href="/en/privacy#cookies"');
  });

  it('renders nothing for an unknown id, or for a block whose text is empty', () => {
    expect(block('newsletter')).toBe('');
    expect(block('')).toBe('');
    const empty = { ...legal, texts: { ...legal.texts, de: { ...legal.texts.de, insurance: { html: '', lang: 'de' as const } } } };
    expect(block('insurance', 'de', { legal: empty })).toBe('');
  });

  it('marks German text that stands in for a missing translation as German', () => {
    const fallback = { ...legal, texts: { ...legal.texts, fr: { ...legal.texts.fr, insurance: legal.texts.de.insurance } } };
    expect(block('insurance', 'fr', { legal: fallback })).toContain('<div class="legal-notice__text" lang="de">');
    expect(block('insurance', 'fr')).not.toContain('lang=');
  });
});
