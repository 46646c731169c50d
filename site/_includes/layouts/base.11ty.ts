import { contentSecurityPolicy } from '../../../widgets/core/csp.ts';
import { html, raw } from '../../../widgets/core/html.ts';
import { documentTitle } from '../../../widgets/core/title.ts';
import { footer } from '../partials/footer.ts';
import { header } from '../partials/header.ts';
import type { PageData, TemplateContext } from '../page-types.ts';

/** The page frame for every language: head, shell, and the widget runtime's entry script. */
export function render(this: TemplateContext, data: PageData): string {
  const { lang, site, build, config } = data;
  const seo = site.project.seo[lang];
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({ connect: config.connectOrigins })}">
<title>${documentTitle(data.title, seo.title)}</title>
<meta name="description" content="${data.description ?? seo.description}">
<meta name="keywords" content="${seo.keywords}">
<link rel="icon" href="/assets/images/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/css/site.css">
<script type="module" src="${build.entryScript}"></script>
</head>
<body>
<a class="skip-link" href="#main">${this.t('site.skipToContent', lang)}</a>
${header.call(this, data)}
<main id="main" tabindex="-1">
${raw(data.content ?? '')}
</main>
${footer.call(this, data)}
</body>
</html>
`.toString();
}
