import { useEffect, useState } from 'react';
import { t } from '../i18n/index.ts';
import { useShop } from './shop-context.ts';
import { ShopStatus } from './ShopStatus.tsx';
import { useShopData } from './use-shop-data.ts';

/** How many brands show before 'more' reveals the rest. */
const firstBrands = 12;

/** The makers in the range; each leads to its products. */
export function BrandsView() {
  const { source, root, setTitle, contentReady } = useShop();
  const taxonomy = useShopData('taxonomy', () => source.taxonomy());
  const [all, setAll] = useState(false);
  useEffect(() => setTitle(t('shop.brands')), [setTitle]);
  useEffect(() => {
    if (taxonomy.status !== 'loading') contentReady();
  }, [taxonomy.status, contentReady]);

  if (taxonomy.status !== 'ready') {
    return (
      <div className="shop-brands">
        <h1 tabIndex={-1} data-shop-heading>
          {t('shop.brands')}
        </h1>
        <ShopStatus data={taxonomy} />
      </div>
    );
  }
  const brands = taxonomy.value.manufacturers;
  const shown = all ? brands : brands.slice(0, firstBrands);
  return (
    <div className="shop-brands">
      <h1 tabIndex={-1} data-shop-heading>
        {t('shop.brands')}
      </h1>
      <p>{t('shop.brandsIntro')}</p>
      <ul className="brand-grid">
        {shown.map((brand) => (
          <li key={brand.slug} className="brand-card">
            <h2>
              <a href={`${root}?manufacturer=${encodeURIComponent(brand.slug)}`}>{brand.displayName}</a>
            </h2>
            {brand.descriptionHtml ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: brand.descriptionHtml }} /> : null}
          </li>
        ))}
      </ul>
      {!all && brands.length > firstBrands ? (
        <p>
          <button type="button" className="button" onClick={() => setAll(true)}>
            {t('shop.more')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
