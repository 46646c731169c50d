import { html, type SafeHtml } from '../../../widgets/core/html.ts';
import type { PageKey } from '../../../widgets/core/routes.ts';
import { matomoOptOutUrl } from '../../../widgets/core/analytics/matomo.ts';
import { headOffice } from '../../../widgets/core/legal/contact.ts';
import type { PageEntry } from '../../_config/page-entries.ts';
import type { PageData, TemplateContext } from '../page-types.ts';
import type { LegalRenderData } from './legal/context.ts';
import { cityLine, lines, streetLine } from './legal/lines.ts';
import { legalNotice } from './legal/notice.ts';
import { legalSidebar } from './legal/sidebar.ts';

/** Which legal-notice blocks each legal page shows, in order. */
const noticeBlocks: Partial<Record<PageKey, readonly string[]>> = {
  imprint: ['additional_top_info', 'legal_authority', 'insurance', 'image_sources', 'rolex', 'additional_bottom_info'],
  privacy: ['data_protection', 'consentmanager'],
};

function renderData(this: TemplateContext, data: PageData): LegalRenderData {
  return {
    company: data.site.company,
    legal: data.site.legal,
    lang: data.lang,
    t: (key, options) => this.t(key, data.lang, options),
    ...(data.config.matomo ? { matomoOptOutUrl: matomoOptOutUrl(data.config.matomo.url) } : {}),
  };
}

/** The legal parts of a page: its notice blocks ('main'), the company sidebar, or the main address. */
export function legalSections(this: TemplateContext, data: PageData & { entry: PageEntry }, part: 'main' | 'sidebar' | 'address'): SafeHtml {
  const legal = renderData.call(this, data);
  if (part === 'sidebar') return legalSidebar(legal.company, legal.lang, legal.t);
  if (part === 'address') {
    const address = headOffice(legal.company);
    return address
      ? html`<address class="find-us__address">${lines([legal.company.companyName, streetLine(address.street, address.number), cityLine(address.zipCode, address.city)])}</address>`
      : html``;
  }
  return html`${(noticeBlocks[data.entry.key] ?? []).map((block) => legalNotice(block, legal))}`;
}
