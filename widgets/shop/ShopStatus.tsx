import { t } from '../i18n/index.ts';
import type { ShopData } from './use-shop-data.ts';

/** Loading (with the delayed-load notice after 1000 ms), not found, or failed: what a view shows instead of its content. */
export function ShopStatus({ data, onRetry }: { data: ShopData<unknown>; onRetry?: () => void }) {
  switch (data.status) {
    case 'loading':
      return data.slow ? (
        <p className="loading-notice loading-notice--inline" role="status">
          {t('shop.slowLoading')}
        </p>
      ) : (
        <p className="visually-hidden" role="status">
          {t('shop.loading')}
        </p>
      );
    case 'not-found':
      return (
        <div className="shop-not-found">
          <h1 tabIndex={-1} data-shop-heading>
            {t('notFound.title')}
          </h1>
          <p>{t('shop.notFound')}</p>
        </div>
      );
    case 'error':
      return (
        <div className="shop-error" role="alert">
          <p>{t('shop.error')}</p>
          {onRetry ? (
            <button type="button" className="button" onClick={onRetry}>
              {t('shop.retry')}
            </button>
          ) : null}
        </div>
      );
    default:
      return null;
  }
}

/**
 * An address below the shop that names nothing the shop has (a product, a category or a page past
 * the last): the not-found view with the way back, as the host's not-found page shows it.
 */
export function ShopNotFound({ back }: { back: string }) {
  return (
    <div className="product-detail">
      <p className="shop-back">
        <a href={back}>← {t('shop.back')}</a>
      </p>
      <ShopStatus data={{ status: 'not-found' }} />
    </div>
  );
}
