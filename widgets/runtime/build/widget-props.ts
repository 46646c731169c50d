import type { ShopInitial } from '../../shop/shop-answers.ts';
import * as v from 'valibot';
import type { CartProduct } from '../../core/cart.ts';
import type { ConsentEntry } from '../../core/consents.ts';
import type { MenuEntry } from '../../core/menu.ts';
import { isMoney, type Money } from '../../core/money.ts';
import { isRecord } from '../../core/shapes.ts';

/**
 * The props each widget accepts, one strict schema per widget: a template that passes an unknown
 * prop or a wrong value fails the build. Each prop carries the one line the build error shows for
 * it. Browser code imports the derived types only (`import type`), so valibot stays out of the bundle.
 */

const text = (prop: string) => v.string(`prop "${prop}" must be a string`);

/** A plain object (not a list) with at least these fields; further fields are the content layer's business. */
const record = <const TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.pipe(v.custom<Record<string, unknown>>(isRecord), v.looseObject(entries));

export const headerMenuProps = v.strictObject({
  // Each entry's shape is the content layer's (core/menu.ts): the build made them from the CMS menu.
  entries: v.custom<MenuEntry[]>(Array.isArray, 'prop "entries" must be a list of menu entries'),
});

export const cartIconProps = v.strictObject({
  cartPath: text('cartPath'),
  /** The tooltip, with "{count}" where the number goes ('Warenkorb ({count})'). */
  label: v.message(v.pipe(v.string(), v.includes('{count}')), 'prop "label" must hold "{count}" where the number goes'),
});

export const siteSearchProps = v.strictObject({
  /** The shop's list in the page's language: where the field leads without script, with the query. */
  shopPath: text('shopPath'),
});

export const addToCartProps = v.strictObject({
  product: v.message(
    record({
      // Any id the content layer gave the product (a string or a number); only a missing one is a mistake.
      id: v.custom<CartProduct['id']>((id) => id !== undefined),
      display_name: v.string(),
    }),
    'prop "product" must have an id and a display_name',
  ),
  priceBrutto: v.custom<Money>(isMoney, 'prop "priceBrutto" must be a price such as "129.00"'),
});

export const phoneProps = v.strictObject({
  number: text('number'),
  /** Country of national numbers without +prefix (spec §9: DE). */
  country: v.optional(v.message(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)), 'prop "country" must be a two-letter country code such as "DE"')),
  /** A tel: link titled 'Telefon' (default), or plain text. */
  callable: v.optional(v.boolean('prop "callable" must be true or false')),
});

export const ratingBoxProps = v.strictObject({
  scriptUrl: text('scriptUrl'),
  apiKey: text('apiKey'),
  placeId: text('placeId'),
});

/** What the build checks of each consent entry; the rest of its shape is the build's own list (core/consents.ts). */
const consentEntries = v.array(record({ function_id: v.string() }));

export const cookieBannerProps = v.strictObject({
  /** The page language's consent list, as the build made it (everything but functional off). */
  entries: v.custom<ConsentEntry[]>((value) => v.is(consentEntries, value), 'prop "entries" must be a list of consent entries'),
  privacyPath: text('privacyPath'),
});

export const noProps = v.strictObject({});

export const consentManagerProps = v.strictObject({
  matomoOptOutUrl: v.optional(v.string('prop "matomoOptOutUrl" must be a URL')),
});

export const shopProps = v.strictObject({
  root: text('root'),
  source: v.message(
    v.pipe(
      v.custom<Record<string, unknown>>(isRecord),
      v.variant('kind', [
        v.looseObject({ kind: v.literal('static') }),
        v.looseObject({ kind: v.literal('live'), contentUrl: v.string(), projectDomain: v.string() }),
      ]),
    ),
    'prop "source" must be { kind: "static" } or { kind: "live", contentUrl, projectDomain }',
  ),
  orderServiceUrl: text('orderServiceUrl'),
  project: text('project'),
  shippingInfoPath: text('shippingInfoPath'),
  /** Where the battery notes are read (BattDG); empty where the content holds none. */
  batteryInfoPath: text('batteryInfoPath'),
  /** Where PayPal's and Klarna's scripts load from (the test builds point them at local doubles). */
  payments: v.message(record({ paypalSdkUrl: v.string(), klarnaScriptUrl: v.string() }), 'prop "payments" must be { paypalSdkUrl, klarnaScriptUrl }'),
  /** What the build rendered the page with (shop-answers.ts): the browser's first render draws the same. */
  initial: v.message(
    v.custom<ShopInitial>((value) => isRecord(value) && isRecord(value.address) && isRecord(value.settings) && isRecord(value.answers)),
    'prop "initial" must be { address, settings, answers }',
  ),
});

export const formEndpointProps = v.strictObject({ endpoint: text('endpoint') });

export const newsletterProps = v.strictObject({
  endpoint: text('endpoint'),
  /** The page the sign-up sits on: without JavaScript the endpoint leads back to it with its verdict. */
  returnPath: text('returnPath'),
});

export const withdrawalProps = v.strictObject({
  /** Origin of /ecom/*; '' is the site's own. */
  orderServiceUrl: text('orderServiceUrl'),
  project: text('project'),
  /** Where a visitor without JavaScript may send the withdrawal by e-mail instead; '' when the company has no address. */
  contactEmail: text('contactEmail'),
});

export const analyticsProps = v.strictObject({
  /** The Matomo installation (MATOMO_URL, ending in "/"). */
  url: v.message(v.pipe(v.string(), v.regex(/^https?:\/\/.+\/$/)), 'prop "url" must be the Matomo address, ending in "/"'),
  siteId: v.message(v.pipe(v.string(), v.regex(/^\d+$/)), 'prop "siteId" must be the site\'s number in Matomo, as a string'),
});

export const externalContentProps = v.strictObject({
  /** The consent name, stored as contentConsent:<name> and shown in the consent manager. */
  name: text('name'),
  /** A cookie-banner entry (function_id) that covers this content too, e.g. google_maps. */
  consentId: v.optional(v.string('prop "consentId" must be a cookie consent\'s function_id')),
  /** What the content is, for the placeholder and the frame's title. */
  title: text('title'),
  kind: v.literal('map', 'prop "kind" must be "map"'),
  /** The frame's address on the provider's site. */
  embedUrl: v.message(v.pipe(v.string(), v.regex(/^https?:\/\//)), 'prop "embedUrl" must be an http(s) URL'),
  /** Who provides it, named in the placeholder. */
  provider: text('provider'),
  privacyPath: text('privacyPath'),
  /** The content on the provider's own site: the way to it before (or without) the widget's script. */
  linkUrl: v.message(v.pipe(v.string(), v.regex(/^https?:\/\//)), 'prop "linkUrl" must be an http(s) URL'),
});

/** What every widget's props schema is: a strict object, so an unknown prop is refused. */
export type WidgetPropsSchema = v.StrictObjectSchema<v.ObjectEntries, undefined>;
