import { html, type SafeHtml } from '../widgets/core/html.ts';
import { defaultLanguage, type Language } from '../widgets/core/languages.ts';
import { pathFor } from '../widgets/core/routes.ts';
import { documentTitle } from '../widgets/core/title.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';

/**
 * Served for every unknown path; its script retries the path in lower case against redirects and
 * routes. The host serves this one file for /en/… and /fr/… too, so the other languages' message
 * waits in inert <template>s and the script shows the one the path's language asks for (no inline
 * script under the CSP; without JavaScript the German message stays).
 */
export const data = {
  layout: 'layouts/base.11ty.ts',
  lang: 'de',
  permalink: '/404.html',
  eleventyExcludeFromCollections: true,
  eleventyComputed: { title: () => 'Seite nicht gefunden' },
};

function message(this: TemplateContext, lang: Language): SafeHtml {
  return html`<div class="not-found" data-not-found-message>
<h1>${this.t('notFound.title', lang)}</h1>
<p>${this.t('notFound.text', lang)}</p>
<p><a href="${pathFor('home', lang)}">${this.t('notFound.home', lang)}</a></p>
</div>`;
}

export function render(this: TemplateContext, data: PageData): string {
  const otherLanguages = data.languages.filter((lang) => lang !== defaultLanguage);
  return html`${message.call(this, defaultLanguage)}
${otherLanguages.map(
  (lang) => html`<template data-not-found-lang="${lang}" data-title="${documentTitle(this.t('notFound.title', lang), data.site.project.seo[lang].title)}">${message.call(this, lang)}</template>
`,
)}<script type="module" src="${data.build.notFoundScript}"></script>`.toString();
}
