import { headOffice, numbersOfType, primaryFirst } from '../../../widgets/core/legal/contact.ts';
import { formatPhone } from '../../../widgets/core/phone.ts';
import type { SiteContent } from '../../../widgets/core/site.ts';
import { absoluteUrl, type OrganizationFacts } from '../../../widgets/core/seo.ts';

/** The company as structured data: the same facts the imprint shows. */
export function organizationFacts(site: SiteContent, siteUrl: string): OrganizationFacts {
  const { company } = site;
  const address = headOffice(company);
  const phone = numbersOfType(company.numbers, 'phone')[0];
  return {
    name: company.displayName,
    legalName: company.companyName,
    url: siteUrl,
    logo: absoluteUrl(siteUrl, site.project.logo),
    telephone: phone ? (formatPhone(phone.number)?.href.replace(/^tel:/, '') ?? undefined) : undefined,
    email: primaryFirst(company.emails)[0]?.email,
    vatID: company.vatNumber || undefined,
    address: address && {
      streetAddress: [address.street, address.number].filter(Boolean).join(' '),
      postalCode: address.zipCode,
      addressLocality: address.city,
      addressCountry: 'DE',
    },
  };
}
