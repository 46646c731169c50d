import { absoluteUrl, plainTextOf, productJsonLd, shortenText } from '../widgets/core/seo.ts';
import { productPriceRange } from '../widgets/core/shop/selection.ts';
import { productKey } from '../widgets/shop/shop-answers.ts';
import type { ProductDetail } from '../widgets/core/shop/types.ts';
import type { BuildConfig } from './_config/build-options.ts';
import type { ShopBuild, ShopProductPage } from './_config/shop-catalog.ts';
import { shopText } from './_config/shop-text.ts';
import { shopWidget } from './_config/shop-widget.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';
import { shopStylesheets } from './_includes/stylesheets.ts';
import { render as renderFrame } from './_includes/layouts/base.11ty.ts';

/**
 * Every published product at <shop root>/<slug> in each language with a shop: real HTML that
 * stands without JavaScript and that search engines read (with a schema.org Product), under the
 * shop router, which mounts over it at once.
 */
type Data = PageData & { product: ShopProductPage; shop: ShopBuild };

/** Stock and orderability as the search engine should hear them: any variant in stock counts. */
function stockFacts(detail: ProductDetail, purchaseToOrder: boolean) {
  const stock = detail.variants.length ? Math.max(0, ...detail.variants.map((variant) => variant.stock)) : detail.stock;
  const reorderPossible = purchaseToOrder || detail.reorderPossible || detail.variants.some((variant) => variant.reorderPossible);
  return { stock, reorderPossible };
}

function structuredData(page: ShopProductPage, config: BuildConfig, purchaseToOrder: boolean) {
  const { detail } = page;
  return productJsonLd({
    name: detail.displayName,
    description: plainTextOf(detail.descriptionHtml),
    url: absoluteUrl(config.siteUrl, page.path),
    imageUrls: detail.images.map((image) => absoluteUrl(config.siteUrl, image.src)),
    sku: detail.referenceNumber,
    brand: detail.manufacturer?.displayName ?? null,
    ratings: detail.ratings,
    price: productPriceRange(detail),
    ...stockFacts(detail, purchaseToOrder),
  });
}

/**
 * 30,000 pages at 10,000 products: Eleventy's computed data (a proxy per page to find each key's
 * dependencies) and its layout chain cost a third of their build, measured. So a product page
 * works out its own title, trail and structured data and calls the site's frame itself.
 */
export const data = {
  stylesheets: shopStylesheets,
  pagination: { data: 'shopPass.productPages', size: 1, alias: 'product' },
  permalink: (data: { product: ShopProductPage }) => `${data.product.path}/index.html`,
  // Nothing lists product pages through Eleventy's collections (the sitemap reads the shop build):
  // kept out, their 30,000 rendered pages need not stay in memory for a collection.
  eleventyExcludeFromCollections: true,
};

/** What the frame (the base layout) reads from a product page, besides the cascade. */
function pageFacts(data: Data): Partial<PageData> {
  const { product } = data;
  return {
    lang: product.lang,
    title: product.detail.displayName,
    description: shortenText(plainTextOf(product.detail.descriptionHtml)),
    alternates: product.alternates,
    breadcrumbs: [
      { name: shopText('shopPage.shop', product.lang), path: product.root },
      { name: product.detail.displayName, path: product.path },
    ],
    structuredData: [structuredData(product, data.config, data.site.shopSettings.purchaseToOrder)],
  };
}

export async function render(this: TemplateContext, data: Data): Promise<string> {
  const { product, config, site } = data;
  const root = { lang: product.lang, path: product.root };
  const answers = { [productKey(product.detail.slug)]: { product: product.detail, related: product.related } };
  const content = shopWidget.call(this, { root, config, site, pathname: product.path, answers, hydrate: 'interaction' });
  return renderFrame.call(this, { ...data, ...pageFacts(data), content });
}
