import { html, type SafeHtml } from '../../../../widgets/core/html.ts';
import type { Language } from '../../../../widgets/core/languages.ts';
import { addressTypeLabelKey } from '../../../../widgets/core/legal/address-type.ts';
import { legalFormHeadingKey } from '../../../../widgets/core/legal/legal-form.ts';
import type { CompanyAddress, CompanyRecord } from '../../../../widgets/core/legal/types.ts';
import { contactList } from './contact-list.ts';
import type { Translate } from './context.ts';
import { cityLine, lines, streetLine } from './lines.ts';

function postalAddress(address: CompanyAddress, t: Translate): SafeHtml {
  const labelKey = addressTypeLabelKey(address.addressType);
  return html`<address class="legal-sidebar__address">${lines([
    labelKey ? html`<strong>${t(labelKey)}</strong>` : '',
    streetLine(address.street, address.number),
    cityLine(address.zipCode, address.city),
  ])}</address>`;
}

function executives(company: CompanyRecord, t: Translate): SafeHtml {
  if (company.executives.length === 0) return html``;
  return html`<h3>${t(legalFormHeadingKey(company.legalForm))}</h3>
<ul class="legal-sidebar__executives">${company.executives.map((executive) => html`<li>${executive.name}</li>`)}</ul>`;
}

function registers(company: CompanyRecord, t: Translate): SafeHtml {
  if (company.registers.length === 0) return html``;
  return html`<h3>${t('legal.register.heading')}</h3>
<dl class="legal-sidebar__registers">${company.registers.map(
    (register) => html`<dt>${register.registerType}</dt><dd>${register.number}</dd>${register.registrar
      ? html`<dd>${t('legal.register.registrar')}: ${register.registrar}</dd>`
      : ''}`,
  )}</dl>`;
}

function taxIds(company: CompanyRecord, t: Translate): SafeHtml {
  if (!company.ustId && !company.vatNumber) return html``;
  return html`<h3>${t('legal.tax.heading')}</h3>
<dl class="legal-sidebar__tax">${company.ustId ? html`<dt>${t('legal.tax.taxNumber')}</dt><dd>${company.ustId}</dd>` : ''}${company.vatNumber
    ? html`<dt>${t('legal.tax.vatNumber')}</dt><dd>${company.vatNumber}</dd>`
    : ''}</dl>`;
}

/**
 * The legal sidebar (spec §2): who runs the site, where, how to reach them, and the register and
 * tax entries the imprint must show under § 5 DDG.
 */
export function legalSidebar(company: CompanyRecord, lang: Language, t: Translate): SafeHtml {
  return html`<aside class="legal-sidebar" lang="${lang}" aria-label="${t('legal.sidebarLabel')}">
<h2 class="legal-sidebar__company">${company.companyName}</h2>
${company.addresses.map((address) => postalAddress(address, t))}
${executives(company, t)}
${contactList(company, t)}
${registers(company, t)}
${taxIds(company, t)}
</aside>`;
}
