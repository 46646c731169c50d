import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { isCartVisible } from '../core/settings.ts';
import { t } from '../i18n/index.ts';
import { cartCount, loadSettings, settings } from '../store/index.ts';

/** The header's cart link: tooltip with the count, a red dot while the cart holds something. */
export default function CartIcon({ cartPath }: { cartPath: string }) {
  useSignals();
  useEffect(() => {
    void loadSettings();
  }, []);

  const state = settings.value;
  if (state.status === 'ready' && !isCartVisible(state.data)) return null;
  const count = cartCount.value;
  const label = t('cart.tooltip', { count });
  return (
    <a className="cart-icon" href={cartPath} title={label} aria-label={label} data-count={count}>
      <svg className="cart-icon__bag" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M6 7h12l1 14H5L6 7zm3 0a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      {count > 0 && <span className="cart-icon__dot" aria-hidden="true" />}
    </a>
  );
}
