import type { HydrationTrigger } from '../../core/hydration.ts';
import { matomoConsentId } from '../../core/consents.ts';
import { mapsConsentId } from '../../core/place-rating.ts';
import { publicShopDefaults } from '../../core/public-shop-settings.ts';
import type * as v from 'valibot';
import {
  addToCartProps,
  analyticsProps,
  cartIconProps,
  consentManagerProps,
  cookieBannerProps,
  externalContentProps,
  formEndpointProps,
  headerMenuProps,
  newsletterProps,
  noProps,
  phoneProps,
  ratingBoxProps,
  shopProps,
  siteSearchProps,
  withdrawalProps,
  type WidgetPropsSchema,
} from './widget-props.ts';

/**
 * Every widget a template may place, with the schema its props must pass at build time and
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
  /** The props a template may pass: anything else fails the build with a line naming the prop. */
  props: WidgetPropsSchema;
  /** Props for the gallery page, where each widget is mounted alone. */
  sample: Record<string, unknown>;
  /**
   * String props that differ from page to page and reach the widget's HTML only as given (text or
   * an attribute value): the build renders the widget once per language and puts each page's value
   * in (widgets/runtime/build/per-page-render.ts), instead of rendering 30,000 times.
   */
  perPage?: readonly string[];
  /** Props that differ on every page (the shop's answers): rendered each time, never looked up in the build's memo. */
  uniquePerPage?: boolean;
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
    props: headerMenuProps,
    sample: { entries: sampleMenu },
  },
  'cart-icon': {
    hydrate: 'idle',
    props: cartIconProps,
    sample: { cartPath: '/shop/warenkorb', label: 'Warenkorb ({count})' },
  },
  'add-to-cart': {
    // Drawn by the build; the framework comes with the shopper's hand on it.
    hydrate: 'interaction',
    props: addToCartProps,
    sample: { product: { id: 'sample-ring', display_name: 'Musterring' }, priceBrutto: '129.00' },
  },
  phone: {
    hydrate: 'visible',
    props: phoneProps,
    sample: { number: '0761 2021010' },
  },
  'rating-box': {
    hydrate: 'idle',
    consent: mapsConsentId,
    props: ratingBoxProps,
    sample: { scriptUrl: 'https://maps.googleapis.com/maps/api/js', apiKey: 'gallery-key', placeId: 'ChIJ-demo-albrecht' },
  },
  'cookie-banner': {
    hydrate: 'interaction',
    props: cookieBannerProps,
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
    props: noProps,
    sample: {},
  },
  'consent-manager': {
    hydrate: 'visible',
    props: consentManagerProps,
    sample: {},
  },
  shop: {
    hydrate: 'eager',
    uniquePerPage: true,
    props: shopProps,
    sample: {
      root: '/shop',
      source: { kind: 'static' },
      orderServiceUrl: '',
      project: 'juwelier-albrecht.de',
      shippingInfoPath: '/versand-und-zahlung',
      batteryInfoPath: '/batteriehinweise',
      payments: { paypalSdkUrl: 'https://www.paypal.com/sdk/js', klarnaScriptUrl: 'https://x.klarnacdn.net/kp/lib/v1/api.js' },
      // The cart, drawn empty: the one view that needs no catalog answers.
      initial: {
        address: { pathname: '/shop/warenkorb', search: '' },
        settings: {
          ...publicShopDefaults,
          enable_cart: true,
          maintenance_mode: false,
          show_stock: true,
          allow_ratings: true,
          present_wrapping: false,
          default_sort: 'display_name',
          call_to_action_text: '',
          payment_methods: [],
          shipping_methods: [],
          shipping_cost: '4.90',
          shipping_countries: [],
          bank_details: null,
          paypal_client_id: null,
          default_tax_percent: 19,
          default_shipping_time: 3,
        },
        answers: {},
      },
    },
  },
  'contact-form': {
    hydrate: 'interaction',
    props: formEndpointProps,
    sample: { endpoint: '/forms/contact' },
  },
  // Eager: the page exists for this form alone, and entries kept from before a reload must show at once.
  withdrawal: {
    hydrate: 'eager',
    props: withdrawalProps,
    sample: { orderServiceUrl: '', project: 'juwelier-albrecht.de', contactEmail: 'info@juwelier-albrecht.de' },
  },
  'thanks-greeting': {
    hydrate: 'eager',
    props: noProps,
    sample: {},
  },
  newsletter: {
    hydrate: 'interaction',
    props: newsletterProps,
    perPage: ['returnPath'],
    sample: { endpoint: '/forms/newsletter', returnPath: '/' },
  },
  'color-mode': {
    hydrate: 'idle',
    props: noProps,
    sample: {},
  },
  // The magnifier and the field come from the build; Pagefind and the framework with the first use.
  'site-search': {
    hydrate: 'interaction',
    props: siteSearchProps,
    sample: { shopPath: '/shop' },
  },
  analytics: {
    hydrate: 'idle',
    consent: matomoConsentId,
    props: analyticsProps,
    sample: { url: 'https://matomo.example.org/', siteId: '1' },
  },
  'external-content': {
    hydrate: 'visible',
    props: externalContentProps,
    sample: {
      name: 'Google Maps',
      title: 'Karte mit unserem Standort',
      kind: 'map',
      embedUrl: 'https://www.google.com/maps?q=Freiburg&output=embed',
      linkUrl: 'https://www.google.com/maps/search/?api=1&query=Freiburg',
      provider: 'Google Maps',
      privacyPath: '/datenschutz',
    },
  },
} satisfies Record<string, WidgetSpec>;

export type WidgetName = keyof typeof widgetSpecs;
/** The props a widget gets, as the build checked them (browser code imports this type only). */
export type WidgetProps<TName extends WidgetName> = v.InferOutput<(typeof widgetSpecs)[TName]['props']>;
export const widgetNames = Object.keys(widgetSpecs) as WidgetName[];

export function isWidgetName(name: unknown): name is WidgetName {
  return typeof name === 'string' && Object.hasOwn(widgetSpecs, name);
}
