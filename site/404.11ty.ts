import { html } from '../widgets/core/html.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';

/** Served for every unknown path; its script retries the path in lower case against redirects and routes. */
export const data = {
  layout: 'layouts/base.11ty.ts',
  lang: 'de',
  permalink: '/404.html',
  eleventyExcludeFromCollections: true,
  eleventyComputed: { title: () => 'Seite nicht gefunden' },
};

export function render(this: TemplateContext, data: PageData): string {
  return html`<h1>${this.t('notFound.title', data.lang)}</h1>
<p>${this.t('notFound.text', data.lang)}</p>
<p><a href="/">${this.t('notFound.home', data.lang)}</a></p>
<script type="module" src="${data.build.notFoundScript}"></script>`.toString();
}
