import { useEffect } from 'react';
import type { ShopManufacturer } from '../core/shop/types.ts';
import { t } from '../i18n/index.ts';
import { listPath } from '../core/shop/list-address.ts';
import { useShop } from './shop-context.ts';
import { ShopStatus } from './ShopStatus.tsx';
import { useShopData } from './use-shop-data.ts';
import { taxonomyKey } from './shop-answers.ts';

/** How many brands show before 'more' reveals the rest (the prerendered page, brand-list.ts, does the same). */
const firstBrands = 12;

function BrandGrid({ brands }: { brands: readonly ShopManufacturer[] }) {
  const { root, lang } = useShop();
  return (
    <ul className="brand-grid">
      {brands.map((brand) => (
        <li key={brand.slug} className="brand-card">
          <h2>
            <a href={listPath(root, lang, { kind: 'manufacturer', slug: brand.slug })}>{brand.displayName}</a>
          </h2>
          {brand.descriptionHtml ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: brand.descriptionHtml }} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The makers in the range; each leads to its products. The rest behind 'more' is a disclosure,
 * as in the prerendered page, so both show the same and 'more' works before the router has mounted.
 */
export function BrandsView() {
  const { source, root, setTitle, contentReady } = useShop();
  const taxonomy = useShopData(taxonomyKey, () => source.taxonomy());
  useEffect(() => setTitle(t('shop.brands')), [setTitle]);
  useEffect(() => {
    if (taxonomy.status !== 'loading') contentReady();
  }, [taxonomy.status, contentReady]);

  const back = (
    <p className="shop-back">
      <a href={root}>← {t('shop.back')}</a>
    </p>
  );
  if (taxonomy.status !== 'ready') {
    return (
      <div className="shop-brands">
        {back}
        <h1 tabIndex={-1} data-shop-heading>
          {t('shop.brands')}
        </h1>
        <ShopStatus data={taxonomy} />
      </div>
    );
  }
  const brands = taxonomy.value.manufacturers;
  return (
    <div className="shop-brands">
      {back}
      <h1 tabIndex={-1} data-shop-heading>
        {t('shop.brands')}
      </h1>
      <p>{t('shop.brandsIntro')}</p>
      <BrandGrid brands={brands.slice(0, firstBrands)} />
      {brands.length > firstBrands ? (
        <details className="brand-more">
          <summary className="button">{t('shop.more')}</summary>
          <BrandGrid brands={brands.slice(firstBrands)} />
        </details>
      ) : null}
    </div>
  );
}
