import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { sumMoney, formatMoney, multiplyMoney } from '../core/money.ts';
import { emptyCart, maxCartLines } from '../core/cart.ts';
import { orderableLines } from '../core/cart-orderable.ts';
import { shopClosure } from '../core/public-shop-settings.ts';
import { t } from '../i18n/index.ts';
import { cart, cartReview, changeCartCount, removeFromCart, reviewCart, type CartReview } from '../store/cart.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { CartLineItem } from './CartLineItem.tsx';
import { CartSummary } from './CartSummary.tsx';
import { ShopClosedNotice } from './ShopClosedNotice.tsx';
import { useShop } from './shop-context.ts';

const emptyCartAtBuild = emptyCart(0);

/**
 * "Your cart is empty" and the way to the list. The build draws every cart empty: marked so, the
 * stylesheet hides it in a browser whose stored cart will fill the page (checkout.css).
 */
export function EmptyCartNote({ root, atBuild, text }: { root: string; atBuild: boolean; text: string }) {
  return (
    <p className={atBuild ? 'cart-empty-at-build' : undefined}>
      {text} <a href={root}>{t('shop.title')}</a>
    </p>
  );
}
const uncheckedReview: CartReview = { status: 'unchecked', notices: [] };

/** Where the focus goes once a line is gone: the line that took its place, or the heading of an empty cart. */
type FocusAfterRemoval = { cartId: string } | 'heading' | null;

/**
 * The cart page: its lines checked against the product data on arrival (prices, stock, products
 * gone), their counts and removal announced to screen readers, the sums and the way to the checkout.
 */
export function CartView() {
  useSignals();
  const { lang, root, settings, source, setTitle, contentReady, orderService } = useShop();
  const [announcement, setAnnouncement] = useState('');
  const focusAfterRemoval = useRef<FocusAfterRemoval>(null);
  const page = useRef<HTMLDivElement>(null);
  const closure = shopClosure(settings);
  // The cart lives in this browser's storage: the build drew it empty, and so does the hydration.
  const hydrated = useHydrated();
  const current = hydrated ? cart.value : emptyCartAtBuild;
  const { products } = current;

  useEffect(() => {
    setTitle(t('shop.cart'));
    contentReady();
  }, [setTitle, contentReady]);

  useEffect(() => {
    if (closure || cart.value.products.length === 0) return;
    void reviewCart((slug) => source.productBySlug(slug), settings.purchase_to_order, orderService.liveStock);
    // Once per visit to the page: the check itself changes the cart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const target = focusAfterRemoval.current;
    if (!target) return;
    focusAfterRemoval.current = null;
    const element =
      target === 'heading'
        ? page.current?.querySelector<HTMLElement>('[data-shop-heading]')
        : page.current?.querySelector<HTMLElement>(`[data-cart-line="${CSS.escape(target.cartId)}"] a, [data-cart-line="${CSS.escape(target.cartId)}"] button`);
    element?.focus();
  }, [products]);

  const subtotalAfter = (lines: typeof products) =>
    formatMoney(sumMoney(orderableLines({ ...current, products: lines }).map((line) => multiplyMoney(line.priceBrutto, line.count))), lang);

  const changeCount = (cartId: string, name: string, count: number) => {
    changeCartCount(cartId, count);
    const line = cart.value.products.find((candidate) => candidate.cartId === cartId);
    if (line) setAnnouncement(t('cartPage.countChanged', { name, count: line.count, subtotal: subtotalAfter(cart.value.products) }));
  };

  const remove = (cartId: string, name: string) => {
    const index = products.findIndex((line) => line.cartId === cartId);
    const neighbour = products[index + 1] ?? products[index - 1];
    focusAfterRemoval.current = neighbour ? { cartId: neighbour.cartId } : 'heading';
    removeFromCart(cartId);
    setAnnouncement(t('cartPage.removed', { name }));
  };

  const heading = (
    <h1 tabIndex={-1} data-shop-heading>
      {t('shop.cart')}
    </h1>
  );
  if (closure) {
    return (
      <div className="shop-cart">
        {heading}
        <ShopClosedNotice closure={closure} />
      </div>
    );
  }
  const review = hydrated ? cartReview.value : uncheckedReview;
  return (
    <div className="shop-cart" ref={page}>
      {heading}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {current.damagedLinesRemoved ? (
        <p className="cart-notice" role="alert">
          {t('cartPage.damaged', { count: current.damagedLinesRemoved })}
        </p>
      ) : null}
      {current.linesOverLimitRemoved ? (
        <p className="cart-notice" role="alert">
          {t('cartPage.overLimit', { count: maxCartLines })}
        </p>
      ) : null}
      {review.status === 'incomplete' && products.length > 0 ? <p className="cart-notice">{t('cartPage.incomplete')}</p> : null}
      {products.length === 0 ? (
        <EmptyCartNote root={root} atBuild={!hydrated} text={t('shop.cartEmpty')} />
      ) : (
        <div className="cart-page">
          <ul className="cart-lines">
            {products.map((line) => (
              <CartLineItem
                key={line.cartId}
                line={line}
                notices={review.notices.filter((notice) => notice.cartId === line.cartId)}
                onCount={(count) => changeCount(line.cartId, line.product.display_name, count)}
                onRemove={() => remove(line.cartId, line.product.display_name)}
              />
            ))}
          </ul>
          <CartSummary cart={current} />
        </div>
      )}
    </div>
  );
}
