import type { HydrationTrigger } from '../../core/hydration.ts';
import { isRecord } from '../../core/shapes.ts';
import { matomoConsentId } from '../../core/consents.ts';
import { isMoney } from '../../core/money.ts';
import { mapsConsentId } from '../../core/place-rating.ts';

/**
 * Every widget a template may place, with the checks its props must pass at build time and
 * sample props for the widget gallery. Pure data: the build reads it without loading React.
 */
export interface WidgetSpec {
  /**
   * When the widget mounts unless the template says otherwise. What shows at first paint comes
   * from the server HTML; the framework loads on interaction wherever the widget can wait for it.
   */
  hydrate: HydrationTrigger;
  /** A cookie-banner entry (function_id) the widget waits for: it talks to that third party. */
  consent?: string;
  /** Returns one readable line per problem; empty when the props are fine. */
  checkProps(props: Record<string, unknown>): string[];
  /** Props for the gallery page, where each widget is mounted alone. */
  sample: Record<string, unknown>;
}

function allowOnly(props: Record<string, unknown>, allowed: readonly string[]): string[] {
  return Object.keys(props)
    .filter((key) => !allowed.includes(key))
    .map((key) => `unknown prop "${key}" (allowed: ${allowed.join(', ') || 'none'})`);
}

function requireString(props: Record<string, unknown>, key: string): string[] {
  return typeof props[key] === 'string' ? [] : [`prop "${key}" must be a string`];
}

const sampleMenu = [
  { label: 'Uhren', href: '/uhren', external: false, children: [], groups: [] },
  {
    label: 'Schmuck',
    href: '/schmuck',
    external: false,
    children: [{ label: 'Trauringe', href: '/trauringe', external: false }],
    groups: [],
  },
  { label: 'Kontakt', href: '/kontakt', external: false, children: [], groups: [] },
];

export const widgetSpecs = {
  'header-menu': {
    hydrate: 'interaction',
    checkProps: (props) => [
      ...allowOnly(props, ['entries']),
      ...(Array.isArray(props.entries) ? [] : ['prop "entries" must be a list of menu entries']),
    ],
    sample: { entries: sampleMenu },
  },
  'cart-icon': {
    hydrate: 'idle',
    checkProps: (props) => [
      ...allowOnly(props, ['cartPath', 'label']),
      ...requireString(props, 'cartPath'),
      ...(typeof props.label === 'string' && props.label.includes('{count}') ? [] : ['prop "label" must hold "{count}" where the number goes']),
    ],
    sample: { cartPath: '/shop/warenkorb', label: 'Warenkorb ({count})' },
  },
  'add-to-cart': {
    hydrate: 'visible',
    checkProps: (props) => [
      ...allowOnly(props, ['product', 'priceBrutto']),
      ...(isRecord(props.product) && props.product.id !== undefined && typeof props.product.display_name === 'string'
        ? []
        : ['prop "product" must have an id and a display_name']),
      ...(isMoney(props.priceBrutto) ? [] : ['prop "priceBrutto" must be a price such as "129.00"']),
    ],
    sample: { product: { id: 'sample-ring', display_name: 'Musterring' }, priceBrutto: '129.00' },
  },
  phone: {
    hydrate: 'visible',
    checkProps: (props) => [
      ...allowOnly(props, ['number', 'country', 'callable']),
      ...requireString(props, 'number'),
      ...(props.country === undefined || (typeof props.country === 'string' && /^[A-Z]{2}$/.test(props.country))
        ? []
        : ['prop "country" must be a two-letter country code such as "DE"']),
      ...(props.callable === undefined || typeof props.callable === 'boolean' ? [] : ['prop "callable" must be true or false']),
    ],
    sample: { number: '0761 2021010' },
  },
  'rating-box': {
    hydrate: 'idle',
    consent: mapsConsentId,
    checkProps: (props) => [
      ...allowOnly(props, ['scriptUrl', 'apiKey', 'placeId']),
      ...requireString(props, 'scriptUrl'),
      ...requireString(props, 'apiKey'),
      ...requireString(props, 'placeId'),
    ],
    sample: { scriptUrl: 'https://maps.googleapis.com/maps/api/js', apiKey: 'gallery-key', placeId: 'ChIJ-demo-albrecht' },
  },
  'cookie-banner': {
    hydrate: 'interaction',
    checkProps: (props) => [
      ...allowOnly(props, ['entries', 'privacyPath']),
      ...requireString(props, 'privacyPath'),
      ...(Array.isArray(props.entries) && props.entries.every((entry) => isRecord(entry) && typeof entry.function_id === 'string')
        ? []
        : ['prop "entries" must be a list of consent entries']),
    ],
    sample: {
      privacyPath: '/datenschutz',
      entries: [
        { display_name: 'Funktional', description: 'Warenkorb und Einstellungen.', link: '', default_on: true, consentGiven: true, locked: true, function_id: 'functional' },
        { display_name: 'Google Maps', description: 'Karte und Bewertung.', link: '', default_on: false, consentGiven: false, locked: false, function_id: 'google_maps' },
      ],
    },
  },
  'cookie-settings': {
    hydrate: 'idle',
    checkProps: (props) => allowOnly(props, []),
    sample: {},
  },
  'consent-manager': {
    hydrate: 'visible',
    checkProps: (props) => [
      ...allowOnly(props, ['matomoOptOutUrl']),
      ...(props.matomoOptOutUrl === undefined || typeof props.matomoOptOutUrl === 'string' ? [] : ['prop "matomoOptOutUrl" must be a URL']),
    ],
    sample: {},
  },
  shop: {
    hydrate: 'eager',
    checkProps: (props) => [
      ...allowOnly(props, ['root', 'source', 'orderServiceUrl', 'project', 'shippingInfoPath', 'payments']),
      ...requireString(props, 'root'),
      ...requireString(props, 'orderServiceUrl'),
      ...requireString(props, 'project'),
      ...requireString(props, 'shippingInfoPath'),
      ...(isRecord(props.source) &&
      (props.source.kind === 'static' ||
        (props.source.kind === 'live' && typeof props.source.contentUrl === 'string' && typeof props.source.projectDomain === 'string'))
        ? []
        : ['prop "source" must be { kind: "static" } or { kind: "live", contentUrl, projectDomain }']),
      ...(isRecord(props.payments) && typeof props.payments.paypalSdkUrl === 'string' && typeof props.payments.klarnaScriptUrl === 'string'
        ? []
        : ['prop "payments" must be { paypalSdkUrl, klarnaScriptUrl }']),
    ],
    sample: {
      root: '/shop',
      source: { kind: 'static' },
      orderServiceUrl: '',
      project: 'juwelier-albrecht.de',
      shippingInfoPath: '/versand-und-zahlung',
      payments: { paypalSdkUrl: 'https://www.paypal.com/sdk/js', klarnaScriptUrl: 'https://x.klarnacdn.net/kp/lib/v1/api.js' },
    },
  },
  'contact-form': {
    hydrate: 'interaction',
    checkProps: (props) => [...allowOnly(props, ['endpoint']), ...requireString(props, 'endpoint')],
    sample: { endpoint: '/forms/contact' },
  },
  // Eager: the page exists for this form alone, and entries kept from before a reload must show at once.
  withdrawal: {
    hydrate: 'eager',
    checkProps: (props) => [...allowOnly(props, ['orderServiceUrl', 'project']), ...requireString(props, 'orderServiceUrl'), ...requireString(props, 'project')],
    sample: { orderServiceUrl: '', project: 'juwelier-albrecht.de' },
  },
  'thanks-greeting': {
    hydrate: 'eager',
    checkProps: (props) => allowOnly(props, []),
    sample: {},
  },
  newsletter: {
    hydrate: 'interaction',
    checkProps: (props) => [...allowOnly(props, ['endpoint']), ...requireString(props, 'endpoint')],
    sample: { endpoint: '/forms/newsletter' },
  },
  'color-mode': {
    hydrate: 'idle',
    checkProps: (props) => allowOnly(props, []),
    sample: {},
  },
  analytics: {
    hydrate: 'idle',
    consent: matomoConsentId,
    checkProps: (props) => [
      ...allowOnly(props, ['url', 'siteId']),
      ...(typeof props.url === 'string' && /^https?:\/\/.+\/$/.test(props.url) ? [] : ['prop "url" must be the Matomo address, ending in "/"']),
      ...(typeof props.siteId === 'string' && /^\d+$/.test(props.siteId) ? [] : ['prop "siteId" must be the site\'s number in Matomo, as a string']),
    ],
    sample: { url: 'https://matomo.example.org/', siteId: '1' },
  },
  'external-content': {
    hydrate: 'visible',
    checkProps: (props) => [
      ...allowOnly(props, ['name', 'consentId', 'title', 'kind', 'embedUrl', 'provider', 'privacyPath']),
      ...requireString(props, 'name'),
      ...requireString(props, 'title'),
      ...requireString(props, 'provider'),
      ...requireString(props, 'privacyPath'),
      ...(props.consentId === undefined || typeof props.consentId === 'string' ? [] : ['prop "consentId" must be a cookie consent\'s function_id']),
      ...(props.kind === 'map' ? [] : ['prop "kind" must be "map"']),
      ...(typeof props.embedUrl === 'string' && /^https?:\/\//.test(props.embedUrl) ? [] : ['prop "embedUrl" must be an http(s) URL']),
    ],
    sample: {
      name: 'Google Maps',
      title: 'Karte mit unserem Standort',
      kind: 'map',
      embedUrl: 'https://www.google.com/maps?q=Freiburg&output=embed',
      provider: 'Google Maps',
      privacyPath: '/datenschutz',
    },
  },
} satisfies Record<string, WidgetSpec>;

export type WidgetName = keyof typeof widgetSpecs;
export const widgetNames = Object.keys(widgetSpecs) as WidgetName[];

export function isWidgetName(name: unknown): name is WidgetName {
  return typeof name === 'string' && Object.hasOwn(widgetSpecs, name);
}
