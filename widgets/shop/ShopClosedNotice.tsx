import type { ShopClosure } from '../core/public-shop-settings.ts';
import { t } from '../i18n/index.ts';

const closureMessage: Record<ShopClosure, string> = {
  maintenance: 'shop.maintenance',
  'cart-off': 'shop.cartOff',
};

/** Says why nothing can be bought right now (maintenance_mode, or enable_cart off). */
export function ShopClosedNotice({ closure }: { closure: ShopClosure }) {
  return <p className="shop-closed-notice">{t(closureMessage[closure])}</p>;
}
