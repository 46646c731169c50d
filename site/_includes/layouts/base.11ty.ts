import { contentSecurityPolicy } from '../../../widgets/core/csp.ts';
import { html, raw } from '../../../widgets/core/html.ts';
import { buildConsentList } from '../../../widgets/core/consents.ts';
import { canonicalPath, linkFor, pathFor } from '../../../widgets/core/routes.ts';
import { absoluteUrl, breadcrumbJsonLd } from '../../../widgets/core/seo.ts';
import { documentTitle } from '../../../widgets/core/title.ts';
import { breadcrumbs, type Crumb } from '../partials/breadcrumbs.ts';
import { footer } from '../partials/footer.ts';
import { header } from '../partials/header.ts';
import { seoHead } from '../partials/seo-head.ts';
import { sameOnEveryPage } from '../partials/same-on-every-page.ts';
import { organizationFacts } from '../partials/organization.ts';
import { organizationJsonLd } from '../../../widgets/core/seo.ts';
import type { PageData, TemplateContext } from '../page-types.ts';
import { cspOrigins } from '../../_config/build-options.ts';

/**
 * The page frame for every language: head with SEO facts, the shell, and the widget runtime. What
 * the first paint needs (the stored colour mode, the marks CSS reads, the view-transition
 * listeners) runs from a small script inline in the head, allowed by its CSP hash
 * (widgets/runtime/head-script.ts); the runtime's entry module holds back nothing.
 * One stylesheet, chosen by the page's `stylesheets` (the shell and what its markup needs).
 */
export async function render(this: TemplateContext, data: PageData): Promise<string> {
  const { lang, site, build, config } = data;
  const seo = site.project.seo[lang];
  const title = documentTitle(data.title, seo.title);
  const alternates = data.entry?.alternates ?? data.alternates ?? [];
  const trail: Crumb[] =
    data.breadcrumbs ?? (data.entry && data.entry.kind !== 'home' ? [{ name: data.entry.title, path: data.entry.path }] : []);
  const fullTrail = trail.length ? [{ name: this.t('site.home', lang), path: pathFor('home', lang)! }, ...trail] : [];
  const image = data.entry?.image ?? null;
  const structuredData = [
    organizationJsonLd(organizationFacts(site, config.siteUrl)),
    ...(fullTrail.length ? [breadcrumbJsonLd(fullTrail.map((crumb) => ({ name: crumb.name, url: absoluteUrl(config.siteUrl, crumb.path) })))] : []),
    ...(data.structuredData ?? []),
  ];

  const main = html`<main id="main" tabindex="-1">
${breadcrumbs.call(this, data, fullTrail)}
${raw(data.content ?? '')}
</main>`;
  // The site's shell around it; a bare page (the widget gallery) shows its widgets once, alone.
  const banner = () => raw(
    this.widget('cookie-banner', {
      entries: buildConsentList(site.consents[lang], config.matomo !== null, {
        functional: { display_name: this.t('consent.functionalName', lang), description: this.t('consent.functionalDescription', lang), link: '' },
        matomo: { display_name: this.t('consent.matomoName', lang), description: this.t('consent.matomoDescription', lang), link: `${linkFor('privacy', lang)}#matomo-ehemals-piwik` },
      }),
      privacyPath: linkFor('privacy', lang),
    }, { lang }),
  );
  const shell = () => html`${sameOnEveryPage('cookie-banner', lang, banner)}
${header.call(this, data, alternates)}
${main}
${footer.call(this, data)}
${config.maps && site.project.googlePlaceId
  ? raw(this.widget('rating-box', { ...config.maps, placeId: site.project.googlePlaceId }, { tag: 'div', className: 'rating-box-slot' }))
  : ''}
${config.matomo ? raw(this.widget('analytics', { url: config.matomo.url, siteId: config.matomo.siteId })) : ''}`;

  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${sameOnEveryPage('csp', lang, () => contentSecurityPolicy(cspOrigins(config, [data.headScript.hash])))}">
<title>${title}</title>
${seoHead(
  { ...data, page: { ...data.page, url: data.page.url ? canonicalPath(data.page.url) : data.page.url } },
  {
    title,
    description: data.entry?.description || data.description || seo.description,
    keywords: data.entry?.keywords || seo.keywords,
    imageUrl: image ? absoluteUrl(config.siteUrl, await this.previewImage(image)) : undefined,
    alternates,
    structuredData,
  },
)}
<link rel="icon" href="/assets/images/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${await this.stylesheet(data.stylesheets ?? [])}">
<script>${raw(data.headScript.code)}</script>
<script type="module" src="${build.entryScript}"></script>
</head>
<body data-loading-notice="${this.t('site.loading', lang)}">
<a class="skip-link" href="#main">${this.t('site.skipToContent', lang)}</a>
${config.drafts ? html`<p class="draft-preview-note">${this.t('site.draftPreview', lang)}</p>` : ''}
${data.bare ? main : shell()}
</body>
</html>
`.toString();
}
