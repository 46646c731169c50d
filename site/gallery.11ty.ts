import { html, raw } from '../widgets/core/html.ts';
import { widgetSpecs, widgetNames, type WidgetName } from '../widgets/runtime/build/widget-specs.ts';
import { cartIconLink } from './_includes/partials/cart-icon.ts';
import { colorModeButton } from './_includes/partials/color-mode-button.ts';
import { optionalStylesheets } from './_includes/stylesheets.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';

/** The server HTML of the widgets that only bring it to life: without it they would show nothing here. */
function serverHtml(this: TemplateContext, name: WidgetName, data: PageData): string | undefined {
  if (name === 'cart-icon') return cartIconLink('/shop/warenkorb', this.t('cart.tooltip', data.lang, { count: 0 })).value;
  if (name === 'color-mode') return colorModeButton(this.t('site.darkMode', data.lang)).value;
  if (name === 'cookie-settings') return html`<a href="/datenschutz#cookies">${this.t('consent.reopen', data.lang)}</a>`.value;
  return undefined;
}

/**
 * The widget gallery: every widget mounted alone with its sample props, for developers.
 * Only the dev server builds it (`npm run dev`, then /_gallery/).
 */
export const data = {
  layout: 'layouts/base.11ty.ts',
  lang: 'de',
  title: 'Widget-Galerie',
  // Without the site's header, footer and cookie banner: each widget once, as the gallery shows it.
  bare: true,
  eleventyExcludeFromCollections: true,
  permalink: (data: PageData) => (data.build.dev ? '/_gallery/index.html' : false),
  // Every widget is on this page: every stylesheet too (and no such bundle where the page is not written).
  eleventyComputed: { stylesheets: (data: PageData) => (data.build.dev ? optionalStylesheets : []) },
};

export function render(this: TemplateContext, data: PageData): string {
  return html`<h1>${this.t('gallery.title', data.lang)}</h1>
<p>${this.t('gallery.intro', data.lang)}</p>
${widgetNames.map(
  (name) => html`<section class="gallery-item" aria-labelledby="gallery-${name}">
  <h2 id="gallery-${name}"><code>${name}</code></h2>
  <pre>${JSON.stringify(widgetSpecs[name].sample, null, 2)}</pre>
  <div class="gallery-item__stage">${raw(this.widget(name, widgetSpecs[name].sample, { hydrate: 'eager', lang: data.lang, fallback: serverHtml.call(this, name, data) }))}</div>
</section>`,
)}`.toString();
}
