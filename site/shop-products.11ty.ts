import { html, raw } from '../widgets/core/html.ts';
import { absoluteUrl, plainTextOf, productJsonLd, shortenText } from '../widgets/core/seo.ts';
import { productPriceRange } from '../widgets/core/shop/selection.ts';
import { shopPaths } from '../widgets/core/shop/shop-paths.ts';
import type { ProductDetail } from '../widgets/core/shop/types.ts';
import type { BuildConfig } from './_config/build-options.ts';
import type { ShopBuild, ShopProductPage } from './_config/shop-catalog.ts';
import { shopText } from './_config/shop-text.ts';
import { shopWidgetProps } from './_config/shop-widget.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';
import { productDetail } from './_includes/partials/shop/product-detail.ts';
import { shopStylesheets } from './_includes/stylesheets.ts';

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

export const data = {
  layout: 'layouts/base.11ty.ts',
  stylesheets: shopStylesheets,
  pagination: { data: 'shop.productPages', size: 1, alias: 'product' },
  permalink: (data: { product: ShopProductPage }) => `${data.product.path}/index.html`,
  // Nothing lists product pages through Eleventy's collections (the sitemap reads the shop build):
  // kept out, their 30,000 rendered pages need not stay in memory for a collection.
  eleventyExcludeFromCollections: true,
  eleventyComputed: {
    lang: (data: Data) => data.product.lang,
    title: (data: Data) => data.product.detail.displayName,
    description: (data: Data) => shortenText(plainTextOf(data.product.detail.descriptionHtml)),
    alternates: (data: Data) => data.product.alternates,
    breadcrumbs: (data: Data) => [
      { name: shopText('shopPage.shop', data.product.lang), path: data.product.root },
      { name: data.product.detail.displayName, path: data.product.path },
    ],
    structuredData: (data: Data) => [structuredData(data.product, data.config, data.site.shopSettings.purchaseToOrder)],
  },
};

export function render(this: TemplateContext, data: Data): string {
  const { product, config, site } = data;
  const fallback = productDetail.call(this, product.detail, {
    paths: shopPaths(product.root),
    lang: product.lang,
    showStock: site.shopSettings.showStock,
    related: product.related,
  });
  return html`${raw(this.widget('shop', shopWidgetProps(product.root, product.lang, config), { hydrate: 'eager', fallback: fallback.toString() }))}`.toString();
}
