import { html, type SafeHtml } from '../../../../widgets/core/html.ts';
import type { LegalRenderData } from './context.ts';
import { cityLine, lines, streetLine } from './lines.ts';
import { phoneNumber } from './phone.ts';

/**
 * The data protection officer. Only the first commissioner is shown (spec §2): further entries
 * are deputies the content service keeps for internal use.
 */
export function dataProtectionNotice({ legal, t }: LegalRenderData): SafeHtml {
  const [commissioner] = legal.dataProtectionCommissioners;
  if (!commissioner) return html``;
  return html`<section class="legal-notice legal-notice--data-protection">
<h2>${t('legal.notice.dataProtection')}</h2>
<address>${lines([
    commissioner.name,
    streetLine(commissioner.street, commissioner.number),
    cityLine(commissioner.zipCode, commissioner.city),
    commissioner.phoneNumber ? html`${t('legal.contact.phone')}: ${phoneNumber(commissioner.phoneNumber, { t })}` : '',
    commissioner.email ? html`${t('legal.contact.email')}: <a href="mailto:${commissioner.email}">${commissioner.email}</a>` : '',
  ])}</address>
</section>`;
}
