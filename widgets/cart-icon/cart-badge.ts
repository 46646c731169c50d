import { effect } from '@preact/signals-core';
import { cartStorageKey, storedCartCount } from '../core/cart-storage.ts';
import { isCartVisible } from '../core/public-shop-settings.ts';
import { storedEvent } from '../core/stored-envelope.ts';
import { loadSettings, settings } from '../store/settings.ts';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';

function readCount(): number {
  try {
    return storedCartCount(localStorage.getItem(cartStorageKey));
  } catch {
    return 0;
  }
}

/**
 * The header's cart link, drawn by the server: this keeps its tooltip and red dot in step with the
 * stored cart (this tab's and other tabs' changes) and hides it when the operator switched the
 * cart off. No framework: it runs on every page.
 */
export function enhance(element: HTMLElement, { label }: WidgetProps<'cart-icon'>): void {
  const link = element.querySelector<HTMLAnchorElement>('a.cart-icon');
  if (!link) return;
  const show = () => {
    const count = readCount();
    const text = label.replace('{count}', String(count));
    link.title = text;
    link.setAttribute('aria-label', text);
    link.dataset.count = String(count);
    link.classList.toggle('cart-icon--filled', count > 0);
  };
  show();
  addEventListener(storedEvent, (event) => {
    if ((event as CustomEvent<string>).detail === cartStorageKey) show();
  });
  addEventListener('storage', (event) => {
    if (event.key === cartStorageKey || event.key === null) show();
  });
  void loadSettings();
  effect(() => {
    const state = settings.value;
    link.hidden = state.status === 'ready' && !isCartVisible(state.data);
  });
}
