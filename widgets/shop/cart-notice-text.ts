import type { CartNotice } from '../core/cart-reconcile.ts';
import type { Language } from '../core/languages.ts';
import { formatMoney } from '../core/money.ts';
import { t } from '../i18n/index.ts';

/** What a check of the cart changed on a line, in the shopper's words (the cart page and the checkout's summary). */
export function cartNoticeText(notice: CartNotice, lang: Language): string {
  return notice.kind === 'price-changed'
    ? t('cartPage.priceChanged', { before: formatMoney(notice.before, lang), after: formatMoney(notice.after, lang) })
    : t('cartPage.countLowered', { before: notice.before, after: notice.after });
}
