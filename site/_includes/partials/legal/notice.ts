import { html, raw, type SafeHtml } from '../../../../widgets/core/html.ts';
import { isLegalNoticeBlockId, type LegalNoticeBlockId } from '../../../../widgets/core/legal/notice-blocks.ts';
import type { LegalTexts } from '../../../../widgets/core/legal/types.ts';
import { rolexNotice } from './brand-notice.ts';
import { consentManagerSlot } from './consent-manager-slot.ts';
import type { LegalRenderData } from './context.ts';
import { dataProtectionNotice } from './data-protection.ts';

type BlockRenderer = (data: LegalRenderData) => SafeHtml;

/** A block of editor HTML (sanitized when it was read), under a heading where it has one. */
function editorBlock(blockId: LegalNoticeBlockId, field: keyof LegalTexts, headingKey: string | null): BlockRenderer {
  const className = `legal-notice legal-notice--${blockId.replace(/_/g, '-')}`;
  return ({ legal, lang, t }) => {
    const text = legal.texts[lang][field];
    if (!text.html) return html``;
    // German text standing in for a missing translation is marked as German.
    const body = text.lang === lang
      ? html`<div class="legal-notice__text">${raw(text.html)}</div>`
      : html`<div class="legal-notice__text" lang="${text.lang}">${raw(text.html)}</div>`;
    return headingKey
      ? html`<section class="${className}">
<h2>${t(headingKey)}</h2>
${body}
</section>`
      : html`<div class="${className}">${body}</div>`;
  };
}

const renderers: Record<LegalNoticeBlockId, BlockRenderer> = {
  legal_authority: editorBlock('legal_authority', 'legalAuthority', 'legal.notice.legalAuthority'),
  insurance: editorBlock('insurance', 'insurance', 'legal.notice.insurance'),
  image_sources: editorBlock('image_sources', 'imageSources', 'legal.notice.imageSources'),
  // Free texts above and below the imprint: the editor writes their headings.
  additional_top_info: editorBlock('additional_top_info', 'additionalTopInfo', null),
  additional_bottom_info: editorBlock('additional_bottom_info', 'additionalBottomInfo', null),
  data_protection: dataProtectionNotice,
  rolex: rolexNotice,
  consentmanager: consentManagerSlot,
};

/**
 * One block of the legal notice, chosen by id (spec §2 "Legal-notice block"). An unknown id
 * renders nothing, so a page can list blocks that only some sites fill.
 */
export function legalNotice(blockId: string, data: LegalRenderData): SafeHtml {
  return isLegalNoticeBlockId(blockId) ? renderers[blockId](data) : html``;
}
