import { html, type SafeHtml } from '../../../../widgets/core/html.ts';
import { numbersOfType, primaryFirst } from '../../../../widgets/core/legal/contact.ts';
import type { CompanyRecord, NumberType } from '../../../../widgets/core/legal/types.ts';
import type { Translate } from './context.ts';
import { phoneNumber } from './phone.ts';

// A fax cannot be called from a browser: it is shown, not linked.
const numberKinds: Array<{ type: NumberType; label: string; callable: boolean }> = [
  { type: 'phone', label: 'legal.contact.phone', callable: true },
  { type: 'mobile', label: 'legal.contact.mobile', callable: true },
  { type: 'fax', label: 'legal.contact.fax', callable: false },
];

/** Phone, mobile, fax and e-mail of the company, primary entries first; nothing when it has none. */
export function contactList(company: CompanyRecord, t: Translate): SafeHtml {
  const groups = numberKinds
    .map((kind) => ({ ...kind, numbers: numbersOfType(company.numbers, kind.type) }))
    .filter((group) => group.numbers.length > 0);
  const emails = primaryFirst(company.emails);
  if (groups.length === 0 && emails.length === 0) return html``;
  return html`<h3>${t('legal.contact.heading')}</h3>
<dl class="legal-contact">${groups.map(
    (group) => html`<dt>${t(group.label)}</dt>${group.numbers.map(
      (entry) => html`<dd>${phoneNumber(entry.number, { t, callable: group.callable })}</dd>`,
    )}`,
  )}${emails.length > 0
    ? html`<dt>${t('legal.contact.email')}</dt>${emails.map((entry) => html`<dd><a href="mailto:${entry.email}">${entry.email}</a></dd>`)}`
    : ''}</dl>`;
}
