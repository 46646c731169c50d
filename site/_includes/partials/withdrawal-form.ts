import { html, raw, type SafeHtml } from '../../../widgets/core/html.ts';
import { primaryFirst } from '../../../widgets/core/legal/contact.ts';
import type { PageData, TemplateContext } from '../page-types.ts';
import { pageLink } from './page-link.ts';

/**
 * The withdrawal page: its introduction, and the `withdrawal` widget, whose first step the build
 * renders with the widget's own component (widgets/withdrawal/WithdrawalForm.tsx).
 */
export function withdrawalForm(this: TemplateContext, data: PageData): SafeHtml {
  const { lang, site } = data;
  const contactEmail = primaryFirst(site.company.emails)[0]?.email ?? '';
  return html`<p>${this.t('withdrawal.page.intro', lang)}</p>
<p>${this.t('withdrawal.page.policy', lang)} ${pageLink.call(this, 'withdrawal', 'pages.withdrawal', lang)}</p>
${raw(this.widget('withdrawal', { orderServiceUrl: data.config.orderServiceUrl, project: data.config.projectDomain, contactEmail }, { lang }))}`;
}
