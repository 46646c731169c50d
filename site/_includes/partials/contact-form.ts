import { html, raw, type SafeHtml } from '../../../widgets/core/html.ts';
import type { PageData, TemplateContext } from '../page-types.ts';

/**
 * The contact page's form section; the form is the `contact-form` widget, which the build renders
 * as a plain form that posts without JavaScript (widgets/contact-form/ContactForm.tsx).
 */
export function contactForm(this: TemplateContext, data: PageData): SafeHtml {
  const { lang } = data;
  return html`<section class="contact-form-section" aria-labelledby="contact-form-heading">
  <h2 id="contact-form-heading">${this.t('contactForm.heading', lang)}</h2>
  ${raw(this.widget('contact-form', { endpoint: data.config.forms.contactUrl }, { lang }))}
</section>`;
}
