import { formatPhone } from '../../../../widgets/core/phone.ts';
import { html, type SafeHtml } from '../../../../widgets/core/html.ts';
import type { Translate } from './context.ts';

export interface PhoneOptions {
  t: Translate;
  /** A tel: link (default) or plain text, as for a fax number. */
  callable?: boolean;
  /** Country of national numbers without +prefix; DE by default (spec §9). */
  country?: string;
}

// The legal sidebar is built once per language and page: name a broken number once per build,
// not a dozen times.
const reported = new Set<string>();

function reportUnparseable(number: string): void {
  if (reported.has(number)) return;
  reported.add(number);
  console.warn(`Phone number "${number}" is not a valid phone number; it is shown as it was entered.`);
}

/**
 * A phone number in international format, as a tel: link titled "Telefon" in the page's language
 * (spec §2 "Phone display element"). A number that does not parse is shown as entered and only
 * logged: a typo in the content must not stop the build.
 */
export function phoneNumber(number: string, { t, callable = true, country }: PhoneOptions): SafeHtml {
  const phone = formatPhone(number, country);
  if (!phone) {
    reportUnparseable(number);
    return html`${number}`;
  }
  return callable ? html`<a href="${phone.href}" title="${t('phone.title')}">${phone.display}</a>` : html`${phone.display}`;
}
