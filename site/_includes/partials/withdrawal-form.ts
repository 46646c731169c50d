import { html, raw, type SafeHtml } from '../../../widgets/core/html.ts';
import { primaryFirst } from '../../../widgets/core/legal/contact.ts';
import { withdrawalFieldId, withdrawalFormId, withdrawalStepHeadingId } from '../../../widgets/core/withdrawal/withdrawal-ids.ts';
import type { WithdrawalField } from '../../../widgets/core/withdrawal/withdrawal-rules.ts';
import type { PageData, TemplateContext } from '../page-types.ts';
import { pageLink } from './page-link.ts';

/**
 * The withdrawal page's form. The build writes the first step as the widget draws it (same ids
 * and names), so the first paint does not move and whatever is typed before the widget arrives
 * moves over to it. Sending needs the widget (the service takes JSON only); without JavaScript
 * the page says how to withdraw by e-mail instead, which the law accepts just as well.
 */
export function withdrawalForm(this: TemplateContext, data: PageData): SafeHtml {
  const { lang, site } = data;
  const t = (key: string, options?: Record<string, unknown>) => this.t(key, lang, options);
  const email = primaryFirst(site.company.emails)[0]?.email;

  const field = (name: WithdrawalField, control: (attributes: SafeHtml) => SafeHtml, { required = false, hint = '' } = {}) => {
    const id = withdrawalFieldId(name);
    const attributes = html`id="${id}" name="${name}" class="form-input"${required ? raw(' aria-required="true"') : ''}${hint ? html` aria-describedby="${id}-hint"` : ''}`;
    return html`<div class="form-field"><label class="form-label" for="${id}">${t(`withdrawal.fields.${name}`)}${
      required ? raw('<span class="form-required" aria-hidden="true"> *</span>') : ''
    }</label>${hint ? html`<p class="form-hint" id="${id}-hint">${hint}</p>` : ''}${control(attributes)}</div>`;
  };

  const fallback = html`<div class="product-form withdrawal"><form id="${withdrawalFormId}" class="product-form__form withdrawal__form" novalidate>
  <h2 id="${withdrawalStepHeadingId}" tabindex="-1">${t('withdrawal.entries.heading')}</h2>
  <noscript><p class="product-form__alert">${t('withdrawal.noScript')}${email ? html` <a href="mailto:${email}?subject=${encodeURIComponent(t('pages.withdrawContract'))}">${email}</a>` : ''}</p></noscript>
  <p class="product-form__note">${t('withdrawal.entries.requiredNote')}</p>
  ${field('name', (a) => html`<input ${a} type="text" autocomplete="name">`, { required: true })}
  ${field('email', (a) => html`<input ${a} type="email" autocomplete="email">`, { required: true, hint: t('withdrawal.hints.email') })}
  ${field('orderNumber', (a) => html`<input ${a} type="text">`, { required: true, hint: t('withdrawal.hints.orderNumber') })}
  ${field('orderDate', (a) => html`<input ${a} type="date">`)}
  ${field('reason', (a) => html`<textarea ${a} rows="5"></textarea>`, { hint: t('withdrawal.hints.reason') })}
</form></div>`;

  return html`<p>${t('withdrawal.page.intro')}</p>
<p>${t('withdrawal.page.policy')} ${pageLink.call(this, 'withdrawal', 'pages.withdrawal', lang)}</p>
${raw(this.widget('withdrawal', { orderServiceUrl: data.config.orderServiceUrl, project: data.config.projectDomain }, { fallback: fallback.value }))}`;
}
