import { filledPersonalization, type CartLine } from '../core/cart.ts';
import { isExcludedFromWithdrawal } from '../core/shop/withdrawal-exclusion.ts';
import { t } from '../i18n/index.ts';

/**
 * What the shopper chose for a line, each under its label as the product page asked for it
 * ("Ringgröße: Größe 52", "Schriftart: Antiqua"), its delivery time while it can be ordered
 * ("Versandfertig in 3 Werktagen", Art. 246a § 1 Nr. 7 EGBGB), and, for a personalized piece,
 * that it cannot be withdrawn from. The cart and the checkout summary show a line alike.
 */
export function LineChoices({ line, className, noteClassName }: { line: CartLine; className: string; noteClassName: string }) {
  const values = filledPersonalization(line.personalization);
  return (
    <>
      {line.variant || values.length > 0 ? (
        <dl className={className}>
          {line.variant ? (
            <div>
              <dt>{line.variant.label ?? t('cartPage.variant')}:</dt> <dd>{line.variant.display_name}</dd>
            </div>
          ) : null}
          {values.map(({ key, label, value }) => (
            <div key={key}>
              <dt>{label}:</dt> <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {line.dispatchDays != null && !line.unavailable ? <p className="line-dispatch">{t('shop.shippingTime', { count: line.dispatchDays })}</p> : null}
      {isExcludedFromWithdrawal(line) ? <p className={noteClassName}>{t('cartPage.noWithdrawal')}</p> : null}
    </>
  );
}
