import { html, raw, type SafeHtml } from '../../../../widgets/core/html.ts';
import { widgetPlaceholder } from '../../../../widgets/runtime/build/placeholder.ts';
import { linkFor } from '../../../../widgets/core/routes.ts';
import type { LegalRenderData } from './context.ts';

/** The manager's place on the privacy page, linked from the footer. */
export const consentManagerAnchor = 'zustimmungen-verwalten';

/**
 * Where visitors revoke their consents: the consent-manager widget; without JavaScript, the link
 * explains the cookies in the privacy policy.
 * The privacy page of the visitor's language, else the German one (there is no French one).
 */
export function consentManagerSlot({ lang, t, matomoOptOutUrl }: LegalRenderData): SafeHtml {
  return html`<section class="legal-notice legal-notice--consentmanager" id="${consentManagerAnchor}">
<h2>${t('legal.notice.consentManager')}</h2>
${raw(widgetPlaceholder('consent-manager', matomoOptOutUrl ? { matomoOptOutUrl } : {}, {}, 'site/_includes/partials/legal/consent-manager-slot.ts'))}
<p><a href="${linkFor('privacy', lang)}#cookies">${t('legal.notice.cookiesLink')}</a></p>
</section>`;
}
