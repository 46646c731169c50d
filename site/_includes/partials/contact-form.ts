import { html, raw, type SafeHtml } from '../../../widgets/core/html.ts';
import { contactLimits } from '../../../widgets/core/forms/contact-rules.ts';
import { contactFieldId, contactFormId, contactRefusedId } from '../../../widgets/core/forms/form-ids.ts';
import { privacyLinks, splitLinkedText } from '../../../widgets/core/forms/privacy-consent.ts';
import type { PageData, TemplateContext } from '../page-types.ts';

/**
 * The contact form as a plain HTML form that posts to the configured endpoint, so it works
 * without JavaScript (the browser enforces `required`; the endpoint answers with a redirect to
 * the thanks page, or back to #contact-form-refused, a notice the stylesheet shows via :target).
 * The `contact-form` widget takes it over for inline validation and sending in place.
 */
export function contactForm(this: TemplateContext, data: PageData): SafeHtml {
  const { lang } = data;
  const t = (key: string) => this.t(key, lang);
  const endpoint = data.config.forms.contactUrl;
  const consent = splitLinkedText(t('contactForm.privacy'));
  const fallback = html`<form id="${contactFormId}" class="contact-form" method="post" action="${endpoint}">
  <p id="${contactRefusedId}" class="form-notice form-notice--error" role="alert" tabindex="-1" hidden>${t('contactForm.refused')}</p>
  <p class="contact-form__note">${t('contactForm.requiredNote')}</p>
  <input type="hidden" name="lang" value="${lang}">
  <div class="form-field"><label class="form-label" for="${contactFieldId('name')}">${t('contactForm.name')}</label><input type="text" class="form-input" id="${contactFieldId('name')}" name="name" autocomplete="name" required maxlength="${contactLimits.name}"></div>
  <div class="form-field"><label class="form-label" for="${contactFieldId('email')}">${t('contactForm.email')}</label><input type="email" class="form-input" id="${contactFieldId('email')}" name="email" autocomplete="email" required maxlength="${contactLimits.email}"></div>
  <div class="form-field"><label class="form-label" for="${contactFieldId('message')}">${t('contactForm.message')}</label><textarea class="form-input" id="${contactFieldId('message')}" name="message" rows="6" required maxlength="${contactLimits.message}"></textarea></div>
  <div class="form-field form-field--check"><input type="checkbox" id="${contactFieldId('privacy')}" name="privacy" value="yes" required><label for="${contactFieldId('privacy')}">${consent.before}<a href="${privacyLinks[lang]}">${consent.link}</a>${consent.after}</label></div>
  <button type="submit" class="button">${t('contactForm.submit')}</button>
</form>`;
  return html`<section class="contact-form-section" aria-labelledby="contact-form-heading">
  <h2 id="contact-form-heading">${t('contactForm.heading')}</h2>
  ${raw(this.widget('contact-form', { endpoint }, { fallback: fallback.value }))}
</section>`;
}
