import { html, raw, type SafeHtml } from '../../../widgets/core/html.ts';
import { canonicalPath } from '../../../widgets/core/routes.ts';
import type { PageData, TemplateContext } from '../page-types.ts';

/**
 * The footer's newsletter section; the sign-up form is the `newsletter` widget, which the build
 * renders as a plain form that works without JavaScript (widgets/newsletter/Newsletter.tsx).
 */
export function newsletter(this: TemplateContext, data: PageData): SafeHtml {
  const { lang } = data;
  const t = (key: string) => this.t(key, lang);
  const endpoint = data.config.forms.newsletterUrl;
  const returnPath = data.page.url ? canonicalPath(data.page.url) : '/';
  return html`<section class="site-footer__newsletter" aria-labelledby="newsletter-heading">
  <h2 id="newsletter-heading">${t('newsletter.heading')}</h2>
  <p>${t('newsletter.intro')}</p>
  ${raw(this.widget('newsletter', { endpoint, returnPath }, { lang }))}
</section>`;
}
