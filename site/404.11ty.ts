import { html } from '../widgets/core/html.ts';
import type { Language } from '../widgets/core/languages.ts';
import { notFoundFile } from '../widgets/core/rewrites.ts';
import { pathFor } from '../widgets/core/routes.ts';
import { allResources } from '../widgets/i18n/all-resources.ts';
import { createTranslator } from '../widgets/i18n/translator.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';

const translator = createTranslator(allResources, 'de');

/**
 * The not-found page of each language: the host serves /en/404.html for unknown addresses below
 * /en (the rules in `_redirects`), so header, message and footer are in the visitor's language,
 * with or without JavaScript; /404.html is the fallback for everything else. Its script retries
 * the path in lower case against redirects and routes.
 */
export const data = {
  layout: 'layouts/base.11ty.ts',
  pagination: { data: 'languages', size: 1, alias: 'lang' },
  permalink: (data: { lang: Language }) => notFoundFile(data.lang),
  eleventyExcludeFromCollections: true,
  eleventyComputed: { title: (data: { lang: Language }) => translator.forLanguage(data.lang)('notFound.title') },
};

export function render(this: TemplateContext, data: PageData): string {
  const { lang } = data;
  return html`<div class="not-found">
<h1>${this.t('notFound.title', lang)}</h1>
<p>${this.t('notFound.text', lang)}</p>
<p><a href="${pathFor('home', lang)}">${this.t('notFound.home', lang)}</a></p>
</div>
<script type="module" src="${data.build.notFoundScript}"></script>`.toString();
}
