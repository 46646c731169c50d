import { html, raw } from '../widgets/core/html.ts';
import type { Language } from '../widgets/core/languages.ts';
import { formatMoney } from '../widgets/core/money.ts';
import { pathFor } from '../widgets/core/routes.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';

/** The home page, once per language. */
export const data = {
  layout: 'layouts/base.11ty.ts',
  pagination: { data: 'languages', size: 1, alias: 'lang' },
  permalink: (data: { lang: Language }) => `${pathFor('home', data.lang)}/index.html`.replace('//', '/'),
};

export function render(this: TemplateContext, data: PageData): string {
  const { lang, site } = data;
  const products = site.featuredProducts;
  return html`<section class="home-hero">
  <h1>${site.project.seo[lang].title}</h1>
  <p>${site.project.seo[lang].description}</p>
</section>
<section class="featured" aria-labelledby="featured-heading">
  <h2 id="featured-heading">${this.t('home.featured', lang)}</h2>
  <ul class="product-teasers">${products.map(
    (product) => html`<li class="product-teaser">
      <h3>${product.displayName}</h3>
      ${product.priceBrutto === null
        ? html``
        : html`<p class="price">${formatMoney(product.priceBrutto, lang)} <small>${this.t('home.withTax', lang)}</small></p>
      ${raw(
        this.widget('add-to-cart', {
          product: { id: product.id, display_name: product.displayName, slug: product.slug },
          priceBrutto: product.priceBrutto,
        }),
      )}`}
    </li>`,
  )}</ul>
</section>`.toString();
}
