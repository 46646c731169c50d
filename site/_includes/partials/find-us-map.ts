import { html, raw, type SafeHtml } from '../../../widgets/core/html.ts';
import { mapEmbedUrl, mapLinkUrl, type MapAddress } from '../../../widgets/core/external-content.ts';
import { headOffice } from '../../../widgets/core/legal/contact.ts';
import { linkFor } from '../../../widgets/core/routes.ts';
import type { PageData, TemplateContext } from '../page-types.ts';

/** The consent name of the contact page's map (contentConsent:Google Maps, as the consent manager lists it). */
const mapConsentName = 'Google Maps';
const mapProvider = 'Google Maps';
/** The cookie-banner entry whose description promises the map too. */
const mapCookieConsentId = 'google_maps';

/**
 * The contact page's map, gated: a placeholder until the visitor loads it (the widget draws it at
 * build time too). Without JavaScript it offers the map on the provider's own site. No address, no map.
 */
export function findUsMap(this: TemplateContext, data: PageData): SafeHtml {
  const { lang, site, config } = data;
  const address = headOffice(site.company);
  if (!address) return html``;
  const where: MapAddress = { companyName: site.company.companyName, ...address };
  const t = (key: string, options?: Record<string, unknown>) => this.t(key, lang, options);
  const title = t('externalContent.mapTitle');
  const privacyPath = linkFor('privacy', lang);
  return html`${raw(
    this.widget(
      'external-content',
      {
        name: mapConsentName,
        consentId: mapCookieConsentId,
        title,
        kind: 'map',
        embedUrl: mapEmbedUrl(config.mapsEmbedUrl, where),
        linkUrl: mapLinkUrl(where),
        provider: mapProvider,
        privacyPath,
      },
      { lang },
    ),
  )}`;
}
