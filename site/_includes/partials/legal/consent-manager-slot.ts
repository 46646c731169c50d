import { html, type SafeHtml } from '../../../../widgets/core/html.ts';
import { linkFor } from '../../../../widgets/core/routes.ts';
import type { LegalRenderData } from './context.ts';

/**
 * Where visitors revoke their consents. The consent-manager widget (a later issue) mounts into
 * the slot; until then, and without JavaScript, the link explains the cookies in the privacy policy.
 * The privacy page of the visitor's language, else the German one (there is no French one).
 */
export function consentManagerSlot({ lang, t }: LegalRenderData): SafeHtml {
  return html`<section class="legal-notice legal-notice--consentmanager">
<h2>${t('legal.notice.consentManager')}</h2>
<div id="consent-manager-slot"></div>
<p><a href="${linkFor('privacy', lang)}#cookies">${t('legal.notice.cookiesLink')}</a></p>
</section>`;
}
