import { html, raw, type SafeHtml } from '../../../widgets/core/html.ts';
import { absoluteUrl, hreflangLinks, serializeJsonLd, type Alternate } from '../../../widgets/core/seo.ts';
import type { PageData } from '../page-types.ts';

const ogLocale = { de: 'de_DE', en: 'en_GB', fr: 'fr_FR' } as const;

export interface SeoFacts {
  title: string;
  description: string;
  keywords: string;
  /** Absolute URL of the preview image, if any. */
  imageUrl: string | undefined;
  alternates: readonly Alternate[];
  structuredData: readonly unknown[];
}

/** Canonical URL, hreflang alternates, Open Graph and JSON-LD for the page's <head>. */
export function seoHead(data: PageData, facts: SeoFacts): SafeHtml {
  const { config, lang, page } = data;
  const canonical = page.url ? absoluteUrl(config.siteUrl, page.url) : undefined;
  return html`<meta name="description" content="${facts.description}">
${facts.keywords ? html`<meta name="keywords" content="${facts.keywords}">` : ''}
${canonical ? html`<link rel="canonical" href="${canonical}">` : ''}
${hreflangLinks(facts.alternates, config.siteUrl).map((link) => html`<link rel="alternate" hreflang="${link.hreflang}" href="${link.href}">\n`)}
<meta property="og:type" content="website">
<meta property="og:site_name" content="${data.site.project.seo[lang].title}">
<meta property="og:title" content="${facts.title}">
<meta property="og:description" content="${facts.description}">
<meta property="og:locale" content="${ogLocale[lang]}">
${canonical ? html`<meta property="og:url" content="${canonical}">` : ''}
${facts.imageUrl ? html`<meta property="og:image" content="${facts.imageUrl}">` : ''}
${facts.structuredData.map((item) => html`<script type="application/ld+json">${raw(serializeJsonLd(item))}</script>\n`)}`;
}
