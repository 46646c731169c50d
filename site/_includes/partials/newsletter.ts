import { html, raw, type SafeHtml } from '../../../widgets/core/html.ts';
import { newsletterEmailId, newsletterOutcomeId } from '../../../widgets/core/forms/form-ids.ts';
import { newsletterOutcomes } from '../../../widgets/core/forms/newsletter-rules.ts';
import { canonicalPath } from '../../../widgets/core/routes.ts';
import type { PageData, TemplateContext } from '../page-types.ts';

/**
 * The footer's newsletter sign-up as a plain form: without JavaScript it posts to the endpoint,
 * which redirects back to this page at #newsletter-<outcome>; each outcome is a hidden notice
 * here that the stylesheet shows via :target. The `newsletter` widget takes it over.
 */
export function newsletter(this: TemplateContext, data: PageData): SafeHtml {
  const { lang } = data;
  const t = (key: string) => this.t(key, lang);
  const endpoint = data.config.forms.newsletterUrl;
  const returnPath = data.page.url ? canonicalPath(data.page.url) : '/';
  const fallback = html`<form class="newsletter-form" method="post" action="${endpoint}">
  <input type="hidden" name="lang" value="${lang}">
  <input type="hidden" name="return" value="${returnPath}">
  <label for="${newsletterEmailId}">${t('newsletter.label')}</label>
  <div class="newsletter-form__row"><input type="email" id="${newsletterEmailId}" name="email" autocomplete="email"><button type="submit" class="button">${t('newsletter.submit')}</button></div>
  ${newsletterOutcomes.map(
    (outcome) => html`<p id="${newsletterOutcomeId(outcome)}" class="newsletter-form__message newsletter-form__notice" tabindex="-1" hidden>${t(`newsletter.${outcome}`)}</p>`,
  )}
</form>`;
  return html`<section class="site-footer__newsletter" aria-labelledby="newsletter-heading">
  <h2 id="newsletter-heading">${t('newsletter.heading')}</h2>
  <p>${t('newsletter.intro')}</p>
  ${raw(this.widget('newsletter', { endpoint }, { fallback: fallback.value }))}
</section>`;
}
