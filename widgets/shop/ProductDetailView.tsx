import { useEffect, useState } from 'react';
import { useLiveStock } from './use-live-stock.ts';
import { relatedCount } from '../core/shop/related.ts';
import { listHref, listPath } from '../core/shop/list-address.ts';
import { emptyFilters } from '../core/shop/filters.ts';
import { isSlug } from '../core/shop/slug.ts';
import type { ProductDetail, ProductSummary, ShopFetchResult, ShopSource } from '../core/shop/types.ts';
import { t } from '../i18n/index.ts';
import { ProductCard } from './ProductCard.tsx';
import { ProductSafetySection } from './ProductSafetySection.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductReviews } from './ProductReviews.tsx';
import { PurchaseBox } from './PurchaseBox.tsx';
import { useShop } from './shop-context.ts';
import { ShopStatus } from './ShopStatus.tsx';
import { useShopData } from './use-shop-data.ts';
import { productKey, type ProductPageData } from './shop-answers.ts';

/**
 * The product and its suggestions as one answer, so the page appears whole, as the build's HTML
 * showed it (the static source reads both from the product's one file). Suggestions that fail to
 * load are left out; the product is what the page is about.
 */
async function loadProductPage(source: ShopSource, slug: string): Promise<ShopFetchResult<ProductPageData>> {
  const detail = await source.productBySlug(slug);
  if (!detail.ok) return detail;
  const related = await source.relatedProducts(detail.value, relatedCount);
  return { ok: true, value: { product: detail.value, related: related.ok ? related.value : [] } };
}

function Related({ related }: { related: ProductSummary[] }) {
  if (related.length === 0) return null;
  return (
    <section className="related-products" aria-labelledby="related-heading" data-pagefind-ignore="index">
      <h2 id="related-heading">{t('shop.related')}</h2>
      <ul className="product-grid">
        {related.map((entry) => (
          <ProductCard key={String(entry.id)} product={entry} level={3} />
        ))}
      </ul>
    </section>
  );
}

function ProductFacts({ product }: { product: ProductDetail }) {
  const { root, lang } = useShop();
  return (
    <>
      {product.attributeTable.length > 0 ? (
        <section aria-labelledby="attributes-heading">
          <h2 id="attributes-heading">{t('shop.attributes')}</h2>
          <dl className="product-attributes">
            {product.attributeTable.map((row) => (
              <div key={row.group}>
                {/* The space keeps label and value apart as words for the site search (Pagefind joins a dt and its dd); a grid shows no space. */}
                <dt>{row.group}</dt>{' '}
                <dd>{row.values.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {product.tagLabels.length > 0 ? (
        <p className="product-tags">
          <span>{t('shop.tags')}: </span>
          {product.tagLabels.map((tag, index) => (
            <span key={tag.slug}>
              {index > 0 ? ', ' : ''}
              <a href={isSlug(tag.slug) ? listPath(root, lang, { kind: 'tag', slug: tag.slug }) : `${root}?tag=${encodeURIComponent(tag.slug)}`}>{tag.displayName}</a>
            </span>
          ))}
        </p>
      ) : null}
      {product.sizeGuide ? (
        <details className="size-guide">
          <summary>{product.sizeGuide.displayName || t('shop.sizeGuide')}</summary>
          {/* A wide table scrolls within its own box on a phone (reachable by keyboard), never the page. */}
          <div className="size-guide__scroll" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  {(product.sizeGuide.table[0] ?? []).map((cell, index) => (
                    <th key={index} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {product.sizeGuide.table.slice(1).map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, index) => (
                      <td key={index}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </>
  );
}

/** The purchase box with what the order service says is left (pieces sold since the build). */
function LivePurchaseBox({ product }: { product: ProductDetail }) {
  const shown = useLiveStock(product);
  return <PurchaseBox key={String(product.id)} product={shown} />;
}

/**
 * A product's page: everything a shopper asks before buying. The article is what the site search
 * indexes (Pagefind, site/_config/search-index.ts): the product, not the way back, the purchase
 * box's controls or other products; its result shows the name, maker, price and first image as
 * the page shows them (Pagefind's meta and filter attributes on those elements).
 */
export function ProductDetailView({ slug }: { slug: string }) {
  const { source, root, lang, setTitle, contentReady, lastListHref } = useShop();
  const [retry, setRetry] = useState(0);
  const detail = useShopData(productKey(slug), () => loadProductPage(source, slug), retry);

  useEffect(() => {
    if (detail.status === 'ready') setTitle(detail.value.product.displayName);
    if (detail.status === 'not-found') setTitle(t('notFound.title'));
    if (detail.status !== 'loading') contentReady();
  }, [detail, setTitle, contentReady]);

  const back = (
    <p className="shop-back" data-pagefind-ignore="index">
      <a href={lastListHref}>← {t('shop.back')}</a>
    </p>
  );
  if (detail.status !== 'ready') {
    return (
      <div className="product-detail">
        {back}
        <ShopStatus data={detail} onRetry={() => setRetry((count) => count + 1)} />
      </div>
    );
  }
  const { product, related } = detail.value;
  const { manufacturer, category } = product;
  return (
    <article className="product-detail" data-pagefind-body="" data-pagefind-meta="kind:product">
      {back}
      {/* product_id: the build maps the search's hits to the shop's products by it (site/_config/search-product-hits.ts), for the list's text query. One static meta per element. */}
      <div className="product-detail__main" data-pagefind-meta={`product_id:${String(product.id)}`}>
        <ProductGallery images={product.images} />
        <div className="product-detail__facts">
          {manufacturer ? (
            <p className="product-detail__maker">
              <a href={listPath(root, lang, { kind: 'manufacturer', slug: manufacturer.slug })} data-pagefind-meta="maker" data-pagefind-filter="maker">
                {manufacturer.displayName}
              </a>
            </p>
          ) : null}
          <h1 tabIndex={-1} data-shop-heading data-pagefind-meta="title">
            {product.displayName}
          </h1>
          <p className="product-detail__reference">
            {t('shop.reference')}: {product.referenceNumber}
          </p>
          {category ? (
            <p className="product-detail__category">
              <a href={listPath(root, lang, { kind: 'category', slug: category.slug })} data-pagefind-filter="category">
                {category.displayName}
              </a>
              {/* Its subcategories, each the list of that subcategory within the category. */}
              {product.subcategoryLabels.map((subcategory) => (
                <span key={subcategory.slug}>
                  {' · '}
                  <a href={listHref(root, lang, { ...emptyFilters(), category: category.slug, subcategories: [subcategory.slug] })}>{subcategory.displayName}</a>
                </span>
              ))}
            </p>
          ) : null}
          <LivePurchaseBox product={product} />
        </div>
      </div>
      {product.descriptionHtml ? (
        <section aria-labelledby="description-heading">
          <h2 id="description-heading">{t('shop.description')}</h2>
          {/* Sanitized where it entered: at build time (static) or by DOMPurify (live). */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
        </section>
      ) : null}
      <ProductFacts product={product} />
      <ProductSafetySection product={product} />
      <ProductReviews product={product} />
      <Related related={related} />
    </article>
  );
}
