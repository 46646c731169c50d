import { vi } from 'vitest';
import { publicShopDefaults, type PublicShopSettings } from '../../widgets/core/public-shop-settings.ts';
import { widgetPlaceholder, type OwnRender, type PlaceholderOptions } from '../../widgets/runtime/build/placeholder.ts';
import { renderWidget, rendersItself } from '../../widgets/runtime/server/render-widget.tsx';

const demoSettings: PublicShopSettings = {
  ...publicShopDefaults,
  enable_cart: true,
  maintenance_mode: false,
  show_stock: true,
  allow_ratings: true,
  present_wrapping: true,
  default_sort: 'display_name',
};

/** Serves /data/settings.json like the built site does. */
export function serveSettings(settings: PublicShopSettings = demoSettings) {
  const fetchMock = vi.fn(async (url: string) =>
    url === '/data/settings.json' ? new Response(JSON.stringify(settings)) : new Response('not found', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What the build's shortcode puts inside: a widget that renders itself, rendered by its component. */
const ownRender: OwnRender = (name, props, lang) => (rendersItself(name) ? renderWidget(name, props, lang ?? 'de') : null);

/** Puts placeholders on the page exactly as the build's shortcode emits them. */
export function renderPage(...placeholders: Array<[string, Record<string, unknown>, PlaceholderOptions?]>): HTMLElement[] {
  document.body.innerHTML = placeholders
    .map(([name, props, options]) => widgetPlaceholder(name, props, { hydrate: 'eager', ...options }, 'a test page', ownRender))
    .join('\n');
  return [...document.querySelectorAll<HTMLElement>('[data-widget]')];
}

export async function waitForState(element: HTMLElement, state: 'mounted' | 'error') {
  await vi.waitFor(() => {
    if (element.dataset.widgetState !== state) {
      throw new Error(`widget "${element.dataset.widget}" is ${element.dataset.widgetState ?? 'not started'}, expected ${state}`);
    }
  }, { timeout: 5000 }); // loading a widget's chunks on a busy machine
}
