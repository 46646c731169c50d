import { html, raw, type SafeHtml } from '../widgets/core/html.ts';
import { formatMoney } from '../widgets/core/money.ts';
import { linkFor } from '../widgets/core/routes.ts';
import { shopPaths } from '../widgets/core/shop/shop-paths.ts';
import type { PageEntry } from './_config/page-entries.ts';
import { findUsMap } from './_includes/partials/find-us-map.ts';
import { legalSections } from './_includes/partials/legal-sections.ts';
import { contactForm } from './_includes/partials/contact-form.ts';
import { withdrawalForm } from './_includes/partials/withdrawal-form.ts';
import { shopImageTag } from './_includes/partials/shop/shop-image.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';
import type { OptionalStylesheet } from './_includes/stylesheets.ts';

/**
 * What each kind of page draws beyond the shell: the contact page its form and the gated map, the
 * thanks page the form's greeting, home and window their product teasers (prices, add to cart).
 */
export function stylesheetsOf(entry: PageEntry, featuredProducts: number): OptionalStylesheet[] {
  if (entry.kind === 'contact') return ['forms.css', 'external-content.css'];
  if (entry.kind === 'thanks') return ['forms.css'];
  if (entry.kind === 'withdraw-contract') return ['forms.css', 'product-forms.css'];
  if ((entry.kind === 'home' || entry.kind === 'window') && featuredProducts > 0) return ['shop.css'];
  return [];
}

/** Every page of the route table in every language it has content for (site/_config/page-entries.ts). */
export const data = {
  layout: 'layouts/base.11ty.ts',
  pagination: { data: 'pageEntries', size: 1, alias: 'entry', addAllPagesToCollections: true },
  permalink: (data: { entry: PageEntry }) => (data.entry.path === '/' ? '/index.html' : `${data.entry.path}/index.html`),
  eleventyComputed: {
    lang: (data: { entry: PageEntry }) => data.entry.lang,
    title: (data: { entry: PageEntry }) => data.entry.title,
    stylesheets: (data: PageData & { entry: PageEntry }) => stylesheetsOf(data.entry, data.site.featuredProducts[data.entry.lang].length),
  },
};

type Data = PageData & { entry: PageEntry };

async function heroImage(this: TemplateContext, entry: PageEntry): Promise<SafeHtml> {
  if (!entry.image) return html``;
  return html`<figure class="page-hero">${raw(await this.picture(entry.image, { sizes: '(min-width: 72rem) 72rem, 100vw', eager: true }))}</figure>`;
}

const teaserImageSizes = '(min-width: 72rem) 22rem, (min-width: 36rem) 45vw, 90vw';

/**
 * The home and window pages' "selected pieces": each card shows the product's first image and
 * leads to its page in the visitor's shop. They come after the page's hero and text, below the
 * fold on every screen, so their images load lazily.
 */
async function featuredProducts(this: TemplateContext, data: Data): Promise<SafeHtml> {
  const { lang, site } = data;
  const productPath = shopPaths(linkFor('shop', lang)).product;
  const cards = await Promise.all(
    site.featuredProducts[lang].map(async (product) => {
      const href = productPath(product.slug);
      const image = product.images[0] ? await this.shopImage(product.images[0]) : null;
      return html`<li class="product-teaser">
      ${image ? html`<a class="product-teaser__image" href="${href}" tabindex="-1" aria-hidden="true">${shopImageTag(image, { sizes: teaserImageSizes })}</a>` : ''}
      <h3><a href="${href}">${product.displayName}</a></h3>
      ${product.priceBrutto === null || product.variants.length > 0
        ? html``
        : html`<p class="price">${formatMoney(product.priceBrutto, lang)} <small>${this.t('home.withTax', lang)}</small></p>
      ${raw(
        this.widget('add-to-cart', {
          product: { id: product.id, display_name: product.displayName, slug: product.slug },
          priceBrutto: product.priceBrutto,
        }, { lang }),
      )}`}
    </li>`;
    }),
  );
  // Outside the page's search body already; "all" also keeps a teaser's picture from becoming the page's image in the search.
  return html`<section class="featured" aria-labelledby="featured-heading" data-pagefind-ignore="all">
  <h2 id="featured-heading">${this.t('home.featured', lang)}</h2>
  <ul class="product-teasers">${cards}</ul>
</section>`;
}

/**
 * What the site search indexes of a content page (Pagefind, site/_config/search-index.ts): the
 * page's own element, not the shell, the trail or the product teasers below it; the page's h1
 * titles its result, the first picture after it (Pagefind's automatic image) shows in it. The
 * thanks page, which only answers a form, is left out.
 */
const searchBody = raw(' data-pagefind-body data-pagefind-meta="kind:page" data-pagefind-filter="kind:page"');
const searchTitle = raw(' data-pagefind-meta="title"');

/**
 * A legal page whose text the shop has in German only (page-entries.ts): the line saying so in the
 * visitor's language, then title and text marked as German, so a screen reader reads them as such.
 */
function germanTextOnly(this: TemplateContext, data: Data, bodyHtml: string): string {
  const { entry, lang } = data;
  const textLang = entry.textLanguage!;
  const note = html`<p class="page__language-note">${this.t('site.germanTextOnly', lang)}</p>`;
  const text = html`<h1 lang="${textLang}"${searchTitle}>${entry.title}</h1>${note}<div class="rich-text" lang="${textLang}">${raw(bodyHtml)}</div>`;
  if (entry.kind === 'legal') {
    return html`<div class="page page--legal"${searchBody}>
  <article>${text}${legalSections.call(this, data, 'main')}</article>
  <aside class="legal-sidebar-column">${legalSections.call(this, data, 'sidebar')}</aside>
</div>`.toString();
  }
  return html`<article class="page page--${entry.kind}"${searchBody}>${text}</article>`.toString();
}

export async function render(this: TemplateContext, data: Data): Promise<string> {
  const { entry, lang } = data;
  const hero = await heroImage.call(this, entry);
  const bodyHtml = await this.bodyImages(entry.bodyHtml, `page ${entry.path}`);
  const body = () => html`<div class="rich-text">${raw(bodyHtml)}</div>`;
  const heading = html`<h1${searchTitle}>${entry.title}</h1>`;
  if (entry.textLanguage) return germanTextOnly.call(this, data, bodyHtml);
  switch (entry.kind) {
    case 'home':
      return html`<article class="page page--home"${searchBody}>
  ${hero}
  ${heading}
  ${body()}
</article>
${await featuredProducts.call(this, data)}`.toString();
    case 'window':
      return html`<article class="page page--window"${searchBody}>${hero}${heading}${body()}</article>
${await featuredProducts.call(this, data)}`.toString();
    case 'legal':
      return html`<div class="page page--legal"${searchBody}>
  <article>${heading}${body()}${legalSections.call(this, data, 'main')}</article>
  <aside class="legal-sidebar-column">${legalSections.call(this, data, 'sidebar')}</aside>
</div>`.toString();
    case 'contact':
      return html`<div class="page page--contact"${searchBody}>
  <article>${heading}${body()}${contactForm.call(this, data)}</article>
  <aside class="legal-sidebar-column">${legalSections.call(this, data, 'sidebar')}</aside>
  <section class="find-us" aria-labelledby="find-us-heading">
    <h2 id="find-us-heading">${this.t('contact.findUs', lang)}</h2>
    ${legalSections.call(this, data, 'address')}
    ${findUsMap.call(this, data)}
  </section>
</div>`.toString();
    case 'thanks':
      return html`<article class="page page--thanks"><h1>${entry.title}</h1>${raw(
        // The build renders the plain greeting; hydrated, the widget (or the local form service, without JS) names the visitor.
        this.widget('thanks-greeting', {}, { lang }),
      )}${body()}</article>`.toString();
    case 'withdraw-contract':
      return html`<article class="page page--withdraw-contract"${searchBody}>${heading}${withdrawalForm.call(this, data)}</article>`.toString();
    case 'display':
      return html`<article class="page page--display"${searchBody}>${hero}${heading}${body()}</article>`.toString();
    default:
      return html`<article class="page page--${entry.kind}"${searchBody}>${hero}${heading}${body()}</article>`.toString();
  }
}
