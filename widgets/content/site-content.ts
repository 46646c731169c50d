import { projectFilter } from '../core/directus-filter.ts';
import { languages, type Language } from '../core/languages.ts';
import { isRecord } from '../core/shapes.ts';
import type { SiteContent } from '../core/site.ts';
import type { MenuEntry } from '../core/menu.ts';
import { reshapeMenuEntries } from './reshape-menu.ts';
import { reshapeCompany, reshapeProductTeaser, reshapeProject, reshapePublicSettings } from './reshape-site.ts';
import type { ContentSource } from './source.ts';

async function single(source: ContentSource, collection: string, domain: string): Promise<unknown> {
  const [item] = await source.readItems(collection, { filter: projectFilter(domain), limit: 1 });
  if (!item) throw new Error(`${source.name} has no ${collection} for the project "${domain}".`);
  return item;
}

/** Reads and reshapes everything the shell needs for one project (site). */
export async function loadSiteContent(source: ContentSource, domain: string): Promise<SiteContent> {
  const [projects, company, settings, menuItems, featured] = await Promise.all([
    source.readItems('projects', { filter: { domain: { _eq: domain } }, limit: 1 }),
    single(source, 'company', domain),
    single(source, 'ecommerce_settings', domain),
    source.readItems('menus', { filter: projectFilter(domain), limit: -1 }),
    source.readItems('ecommerce_product', {
      filter: { ...projectFilter(domain), status: { _eq: 'published' }, featured: { _eq: true } },
      limit: 4,
    }),
  ]);
  if (!projects[0]) throw new Error(`${source.name} has no project with the domain "${domain}".`);

  const menus = Object.fromEntries(languages.map((lang) => [lang, [] as MenuEntry[]])) as Record<Language, MenuEntry[]>;
  for (const menu of menuItems.filter(isRecord)) {
    const lang = menu.language as Language;
    if (languages.includes(lang)) menus[lang] = reshapeMenuEntries(menu.entries, menu.id);
  }

  return {
    project: reshapeProject(projects[0]),
    company: reshapeCompany(company),
    settings: reshapePublicSettings(settings),
    menus,
    featuredProducts: featured.map(reshapeProductTeaser),
  };
}
