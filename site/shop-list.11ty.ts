import { escapeHtml } from '../widgets/core/html.ts';
import type { Language } from '../widgets/core/languages.ts';
import { emptyFilters } from '../widgets/core/shop/filters.ts';
import { listKey, taxonomyKey } from '../widgets/shop/shop-answers.ts';
import { shopIn, type ShopBuild } from './_config/shop-catalog.ts';
import { shopText } from './_config/shop-text.ts';
import { shopWidget } from './_config/shop-widget.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';
import { shopStylesheets } from './_includes/stylesheets.ts';

/**
 * The shop's list in each language with a shop root (/shop, /en/shop, /fr/shop): the shop router
 * renders it at build time (filters, sort, the first products, 'show more') and hydrates it on
 * the first interaction. The host serves it for the list's every query too.
 */
type Root = { lang: Language; path: string };
type Data = PageData & { root: Root; shop: ShopBuild };

export const data = {
  layout: 'layouts/base.11ty.ts',
  stylesheets: shopStylesheets,
  pagination: { data: 'shop.roots', size: 1, alias: 'root' },
  permalink: (data: { root: Root }) => `${data.root.path}/index.html`,
  eleventyComputed: {
    lang: (data: Data) => data.root.lang,
    title: (data: Data) => shopText('shop.title', data.root.lang),
    alternates: (data: Data) => data.shop.roots.map(({ lang, path }) => ({ lang, path })),
    breadcrumbs: (data: Data) => [{ name: shopText('shopPage.shop', data.root.lang), path: data.root.path }],
  },
};

export function render(this: TemplateContext, data: Data): string {
  const { root, config, site } = data;
  const shop = shopIn(data.shop, root.lang);
  const answers = { [listKey(emptyFilters(), shop.firstPageFile.sort)]: shop.firstPageFile.page };
  // The host serves this page for every query below the root: a filter in it wakes the router at once.
  // The taxonomy stays in its own file (the same for every list page): the browser reads it before hydrating.
  const fromFiles = { [taxonomyKey]: shop.taxonomy };
  // The header's search without script leads here with its query (?q=…), which only script can
  // read; the line shows only without script (shop.css reads the head script's mark).
  const searchWithoutScript = `<p class="shop-search-without-script">${escapeHtml(this.t('search.needsScript', root.lang))}</p>`;
  return searchWithoutScript + shopWidget.call(this, { root, config, site, pathname: root.path, answers, fromFiles, hydrate: 'interaction', servesOtherAddresses: true });
}
