import { html } from '../widgets/core/html.ts';
import type { Redirect } from '../widgets/core/redirects.ts';
import type { PageData, TemplateContext } from './_includes/page-types.ts';

/**
 * One page per redirect, for hosts that do not read `_redirects`: a meta refresh (no script
 * needed, none allowed inline) and a visible link. The not-found script handles other letter cases.
 */
export const data = {
  pagination: { data: 'redirects', size: 1, alias: 'redirect' },
  permalink: (data: { redirect: Redirect }) => `${data.redirect.from}/index.html`,
  eleventyExcludeFromCollections: true,
};

export function render(this: TemplateContext, data: PageData & { redirect: Redirect }): string {
  const { redirect } = data;
  return html`<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${redirect.to}">
<link rel="canonical" href="${redirect.to}">
<title>${this.t('redirect.text', 'de')}</title>
</head>
<body>
<p>${this.t('redirect.text', 'de')} <a href="${redirect.to}">${this.t('redirect.link', 'de')}</a></p>
</body>
</html>
`.toString();
}
