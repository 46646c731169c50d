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
