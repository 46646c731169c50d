import { emptyFilters } from '../widgets/core/shop/filters.ts';
import { filtersAt } from '../widgets/core/shop/list-address.ts';
import { listKey, taxonomyKey } from '../widgets/shop/shop-answers.ts';
import { shopIn, type ShopBuild } from './_config/shop-catalog.ts';
import type { ShopListPage } from './_config/shop-list-pages.ts';
import { shopText } from './_config/shop-text.ts';
import { shopWidget } from './_config/shop-widget.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';
import { shopStylesheets } from './_includes/stylesheets.ts';
import { render as renderFrame } from './_includes/layouts/base.11ty.ts';

/**
 * The list's own pages (list-address.ts): /shop/seite/2 …, and each category, maker and tag
 * with its pages, in every language. Real pages that stand without JavaScript and that search
 * engines follow (each in the sitemap), drawn by the shop router, which hydrates them on the
 * first interaction and takes their addresses over as its own. Like the product pages, each
 * works out its own title and trail and calls the site's frame itself (shop-products.11ty.ts).
 */
type Data = PageData & { listPage: ShopListPage; shop: ShopBuild };

export const data = {
  stylesheets: shopStylesheets,
  pagination: { data: 'shopPass.listPages', size: 1, alias: 'listPage' },
  permalink: (data: { listPage: ShopListPage }) => `${data.listPage.path}/index.html`,
  eleventyExcludeFromCollections: true,
};

function pageFacts(listPage: ShopListPage): Partial<PageData> {
  const { lang, root, path, facetName, firstPage } = listPage;
  const heading = facetName ?? shopText('shop.title', lang);
  const title = firstPage > 0 ? shopText('shop.pageTitle', lang, { title: heading, page: firstPage + 1 }) : heading;
  return {
    lang,
    title,
    alternates: listPage.alternates,
    breadcrumbs: [
      { name: shopText('shopPage.shop', lang), path: root },
      { name: title, path },
    ],
  };
}

export async function render(this: TemplateContext, data: Data): Promise<string> {
  const { listPage, config, site } = data;
  const { lang, root, path, facet, firstPage, page, sort } = listPage;
  const answers = { [listKey(filtersAt({ facet, firstPage }, emptyFilters()), sort, firstPage)]: page };
  // The taxonomy (the same for every list page) stays in its own file; the browser reads it before hydrating.
  const fromFiles = { [taxonomyKey]: shopIn(data.shop, lang).taxonomy };
  const content = shopWidget.call(this, { root: { lang, path: root }, config, site, pathname: path, answers, fromFiles, hydrate: 'interaction', servesOtherAddresses: true });
  return renderFrame.call(this, { ...data, ...pageFacts(listPage), content });
}
