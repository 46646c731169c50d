import { html } from '../widgets/core/html.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';

/** Served for every unknown path. */
export const data = {
  layout: 'layouts/base.11ty.ts',
  lang: 'de',
  title: 'Seite nicht gefunden',
  permalink: '/404.html',
  eleventyExcludeFromCollections: true,
};

export function render(this: TemplateContext, data: PageData): string {
  return html`<h1>${data.title}</h1>
<p>Diese Seite gibt es nicht (mehr). <a href="/">${this.t('site.home', data.lang)}</a></p>`.toString();
}
