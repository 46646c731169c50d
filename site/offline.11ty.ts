import { html } from '../widgets/core/html.ts';
import type { Language } from '../widgets/core/languages.ts';
import { linkFor } from '../widgets/core/routes.ts';
import { allResources } from '../widgets/i18n/all-resources.ts';
import { createTranslator } from '../widgets/i18n/translator.ts';
import { offlinePagePath } from '../widgets/service-worker/service-worker-rules.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';

const translator = createTranslator(allResources, 'de');

/** What the service worker shows for a page it has not kept while the visitor is offline, in each language. */
export const data = {
  layout: 'layouts/base.11ty.ts',
  pagination: { data: 'languages', size: 1, alias: 'lang' },
  permalink: (data: { lang: Language }) => offlinePagePath(data.lang),
  eleventyExcludeFromCollections: true,
  eleventyComputed: { title: (data: { lang: Language }) => translator.forLanguage(data.lang)('offline.title') },
};

export function render(this: TemplateContext, data: PageData): string {
  return html`<h1>${this.t('offline.title', data.lang)}</h1>
<p>${this.t('offline.text', data.lang)}</p>
<p><a href="${linkFor('home', data.lang)}">${this.t('offline.home', data.lang)}</a></p>`.toString();
}
