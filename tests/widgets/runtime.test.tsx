import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { registry } from '../../widgets/runtime/registry.ts';
import { startWidgets, type WidgetLoader } from '../../widgets/runtime/start.ts';
import { cartIconLink } from '../../site/_includes/partials/cart-icon.ts';
import type { PlaceholderOptions } from '../../widgets/runtime/build/placeholder.ts';
import { renderPage, serveSettings, waitForState } from './helpers.ts';

const loadMount = () => import('../../widgets/runtime/mount.tsx').then((module) => module.mount);
const cartPath = '/shop/warenkorb';
/** The header's cart icon as the build places it: server-drawn link, kept in step by a plain script. */
const cartIcon = (options: PlaceholderOptions = {}): [string, Record<string, unknown>, PlaceholderOptions] => [
  'cart-icon',
  { cartPath, label: 'Warenkorb ({count})' },
  { fallback: cartIconLink(cartPath, 'Warenkorb (0)').value, ...options },
];
const product = { id: 101, display_name: 'Solitärring' };

function cartLink() {
  return document.querySelector<HTMLAnchorElement>('.cart-icon')!;
}

describe('the widget runtime', () => {
  it('mounts a widget into its placeholder with its props', async () => {
    serveSettings();
    const [placeholder] = renderPage(cartIcon());
    await act(() => startWidgets(document, registry, loadMount));
    await waitForState(placeholder!, 'mounted');
    expect(cartLink().getAttribute('href')).toBe(cartPath);
    expect(cartLink().title).toBe('Warenkorb (0)');
  });

  it('lets two widgets share the store: adding in one updates the other at once', async () => {
    serveSettings();
    const [icon, button] = renderPage(cartIcon(), ['add-to-cart', { product, priceBrutto: '1290.00' }]);
    await act(() => startWidgets(document, registry, loadMount));
    await waitForState(icon!, 'mounted');
    await waitForState(button!, 'mounted');
    expect(cartLink().classList.contains('cart-icon--filled')).toBe(false);

    await act(async () => button!.querySelector('button')!.click());

    expect(cartLink().title).toBe('Warenkorb (1)');
    expect(cartLink().classList.contains('cart-icon--filled')).toBe(true);
    expect(button!.textContent).toContain('Solitärring liegt jetzt im Warenkorb.');
  });

  it('says the cart is full when it holds 50 different purchases, and adds nothing', async () => {
    serveSettings();
    const { cart } = await import('../../widgets/store/cart.ts');
    const { addToCart, emptyCart } = await import('../../widgets/core/cart.ts');
    const before = cart.value;
    let full = emptyCart(0);
    for (let id = 1; id <= 50; id++) full = addToCart(full, { product: { id, display_name: `Ring ${id}` }, variant: null, personalization: null, count: 1, priceBrutto: '1.00' }, () => `line-${id}`, 0);
    cart.value = full;
    try {
      const [button] = renderPage(['add-to-cart', { product: { id: 999, display_name: 'Solitärring' }, priceBrutto: '1290.00' }]);
      await act(() => startWidgets(document, registry, loadMount));
      await waitForState(button!, 'mounted');
      await act(async () => button!.querySelector('button')!.click());
      expect(button!.textContent).toContain('Ihr Warenkorb ist voll: Er fasst höchstens 50 verschiedene Artikel.');
      expect(cart.value.products).toHaveLength(50);
    } finally {
      cart.value = before;
    }
  });

  it('keeps a crashing widget to itself: its fallback returns and the others mount', async () => {
    serveSettings();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `
      <div data-widget="crashing" data-hydrate="eager" data-props="{}"><a href="/fallback">Ohne JavaScript</a></div>
      ${renderPage(cartIcon()).map((element) => element.outerHTML).join('')}`;
    const crashing: WidgetLoader = async () => ({
      default: () => {
        throw new Error('render failed');
      },
    });
    await act(() => startWidgets(document, { ...registry, crashing }, loadMount));
    const [broken, icon] = [...document.querySelectorAll<HTMLElement>('[data-widget]')];
    await waitForState(icon!, 'mounted');
    await waitForState(broken!, 'error');
    expect(broken!.querySelector('a')?.getAttribute('href')).toBe('/fallback');
    expect(errors.mock.calls.some(([message]) => String(message).includes('Widget "crashing" crashed'))).toBe(true);
  });

  it('leaves the fallback of an unknown widget or unreadable props and logs one clear error each', async () => {
    serveSettings();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `
      <div data-widget="cart-icno" data-props="{}"><a href="/shop/warenkorb">Warenkorb</a></div>
      <div data-widget="cart-icon" data-props="{cartPath: oops"><a href="/shop/warenkorb">Warenkorb</a></div>
      <div data-widget="add-to-cart" data-hydrate="eager" data-props="{&quot;product&quot;:{&quot;id&quot;:1,&quot;display_name&quot;:&quot;Ring&quot;},&quot;priceBrutto&quot;:&quot;5.00&quot;}"></div>`;
    await act(() => startWidgets(document, registry, loadMount));
    const [unknown, unreadable, healthy] = [...document.querySelectorAll<HTMLElement>('[data-widget]')];
    await waitForState(healthy!, 'mounted');
    expect(unknown!.innerHTML).toBe('<a href="/shop/warenkorb">Warenkorb</a>');
    expect(unreadable!.innerHTML).toBe('<a href="/shop/warenkorb">Warenkorb</a>');
    expect(unknown!.dataset.widgetState).toBe('error');
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      '[widgets] Unknown widget "cart-icno"; its fallback content stays.',
      '[widgets] Widget "cart-icon" has props that are not a JSON object; its fallback content stays.',
    ]);
  });

  it('waits for the interaction trigger before loading a widget', async () => {
    serveSettings();
    const loader = vi.fn(registry['cart-icon']);
    const [placeholder] = renderPage(cartIcon({ hydrate: 'interaction' }));
    const started = startWidgets(document, { 'cart-icon': loader }, loadMount);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loader).not.toHaveBeenCalled();
    placeholder!.dispatchEvent(new FocusEvent('focusin'));
    await act(() => started);
    await waitForState(placeholder!, 'mounted');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('mounts "visible" widgets at once where IntersectionObserver is missing', async () => {
    serveSettings();
    vi.stubGlobal('IntersectionObserver', undefined);
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    const [placeholder] = renderPage(cartIcon({ hydrate: 'visible' }));
    await act(() => startWidgets(document, registry, loadMount));
    await waitForState(placeholder!, 'mounted');
  });

  it('starts each placeholder once, however often the runtime runs', async () => {
    serveSettings();
    const loader = vi.fn(registry['cart-icon']);
    renderPage(cartIcon());
    await act(() => startWidgets(document, { 'cart-icon': loader }, loadMount));
    await act(() => startWidgets(document, { 'cart-icon': loader }, loadMount));
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
