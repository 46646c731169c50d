import { html, type SafeHtml } from '../../../../widgets/core/html.ts';
import type { LegalRenderData } from './context.ts';

/** The third-party brand notice an official Rolex retailer shows; only on sites with a Rolex area. */
export function rolexNotice({ company, legal, t }: LegalRenderData): SafeHtml {
  if (!legal.rolexArea) return html``;
  return html`<section class="legal-notice legal-notice--rolex">
<h2>${t('legal.notice.brandNotice')}</h2>
<p>${t('legal.notice.rolex', { company: company.displayName })}</p>
</section>`;
}
