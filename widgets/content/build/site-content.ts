import { projectFilter } from '../../core/directus-filter.ts';
import { shopLegalTexts } from '../../core/catalog/legal-pages.ts';
import { publicShopSettings } from '../../core/catalog/publish-shop-settings.ts';
import { languages, type Language } from '../../core/languages.ts';
import type { MenuEntry } from '../../core/menu.ts';
import type { Product } from '../../core/catalog/product.ts';
import { isRecord } from '../../core/shapes.ts';
import type { SiteContent } from '../../core/site.ts';
import { loadCatalogs } from './catalog-content.ts';
import { loadLegalContent } from './legal-content.ts';
import { reshapeMenuEntries } from './reshape-menu.ts';
import { reshapePages } from './reshape-pages.ts';
import { reshapeShopSettings } from './reshape-settings.ts';
import { reshapeSocialLinks } from './reshape-social.ts';
import { reshapeConsents } from './reshape-consents.ts';
import { reshapeProject } from './reshape-site.ts';
import { renderRichText } from './rich-text.ts';
import type { ContentSource } from '../source.ts';
import { previewedAsPublished, shownStatus } from './shown-status.ts';

/** How many featured products the home page shows. */
const featuredCount = 4;

async function single(source: ContentSource, collection: string, domain: string): Promise<unknown> {
  const [item] = await source.readItems(collection, { filter: projectFilter(domain), limit: 1 });
  if (!item) throw new Error(`${source.name} has no ${collection} for the project "${domain}".`);
  return item;
}

/**
 * Reads and reshapes everything the pages need for one project (site): every query is filtered
 * by the project's domain. What fails the build and what is skipped with a warning is said by
 * each reshape (README, "Content errors"). `drafts`: the preview of drafts, which shows the draft
 * pages and products as if they were published (shown-status.ts).
 */
export async function loadSiteContent(
  source: ContentSource,
  domain: string,
  warn: (message: string) => void = (message) => console.warn(message),
  { drafts = false }: { drafts?: boolean } = {},
): Promise<SiteContent> {
  const [projects, legal, settingsItem, menuItems, catalogs, pageItems, socialItems, consentItems] = await Promise.all([
    source.readItems('projects', { filter: { domain: { _eq: domain } }, limit: 1 }),
    loadLegalContent(source, domain),
    single(source, 'ecommerce_settings', domain),
    source.readItems('menus', { filter: projectFilter(domain), limit: -1 }),
    loadCatalogs(source, domain, warn, drafts),
    source.readItems('pages', { filter: { ...projectFilter(domain), status: shownStatus(drafts) }, limit: -1 }),
    source.readItems('social', { filter: projectFilter(domain), limit: -1 }),
    source.readItems('cookie_consents', { filter: projectFilter(domain), limit: -1 }),
  ]);
  if (!projects[0]) throw new Error(`${source.name} has no project with the domain "${domain}".`);

  const menus = Object.fromEntries(languages.map((lang) => [lang, [] as MenuEntry[]])) as Record<Language, MenuEntry[]>;
  for (const menu of menuItems.filter(isRecord)) {
    const lang = menu.language as Language;
    if (languages.includes(lang)) menus[lang] = reshapeMenuEntries(menu.entries, menu.id);
  }

  const shopSettings = reshapeShopSettings(settingsItem);
  const richText = (html: string) => renderRichText(html, 'html', { siteHost: domain });
  return {
    project: reshapeProject(projects[0]),
    company: legal.company,
    legal: legal.legal,
    shopSettings,
    settings: publicShopSettings(shopSettings),
    menus,
    social: reshapeSocialLinks(socialItems, warn),
    consents: reshapeConsents(consentItems, warn),
    catalogs,
    featuredProducts: Object.fromEntries(
      languages.map((lang) => [lang, catalogs[lang].products.filter((product) => product.featured).slice(0, featuredCount)]),
    ) as Record<Language, Product[]>,
    pages: reshapePages(drafts ? previewedAsPublished(pageItems) : pageItems, warn, { siteHost: domain }),
    shopLegalTexts: shopLegalTexts(shopSettings).map((text) => ({
      ...text,
      html: { ...Object.fromEntries(Object.entries(text.html).map(([lang, html]) => [lang, richText(html)])), de: richText(text.html.de) },
    })),
    globalFooterHtml: {
      de: richText(shopSettings.globalFooter),
      ...Object.fromEntries(Object.entries(shopSettings.globalFooterTranslations).map(([lang, footer]) => [lang, richText(footer)])),
    },
  };
}
