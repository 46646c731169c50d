import type { BuildSession, ProductPass } from './build-passes.ts';
import { parseMatomoConfig, type MatomoConfig } from '../../widgets/core/analytics/matomo.ts';
import { mapFrameOrigin } from '../../widgets/core/external-content.ts';
import { liveImageOrigin } from '../../widgets/content/shop/live-url.ts';
import { paymentOrigins, type PaymentUrls } from './payment-origins.ts';
import { draftsWanted } from '../../widgets/content/build/shown-status.ts';

/** Where the browser loads the payment providers' scripts from unless the build is told otherwise. */
const defaultPaymentUrls: PaymentUrls = {
  paypalSdkUrl: 'https://www.paypal.com/sdk/js',
  klarnaScriptUrl: 'https://x.klarnacdn.net/kp/lib/v1/api.js',
};

/** How this build was started (set by build.mjs; defaults for a plain production build). */
export interface BuildOptions {
  /** The widget runtime's entry script, as the pages reference it. */
  entryScript: string;
  /** The 404 page's script. */
  notFoundScript: string;
  /** The service worker, bundled by build.mjs without its config; null in a build of the pages alone (no /sw.js then). */
  serviceWorkerScript: string | null;
  runtime: 'react' | 'preact';
  /** Dev server: adds the widget gallery. */
  dev: boolean;
  /** Which products this Eleventy run renders, when build.mjs renders a large catalog in passes; none: all of them. */
  pass?: ProductPass;
  /** What the passes of one build load once and share; none: this run loads its own. */
  session?: BuildSession;
}

export interface BuildConfig {
  projectDomain: string;
  /** The preview of drafts (CONTENT_DRAFTS=1): draft pages and products are built as if published, under a note saying so. */
  drafts: boolean;
  /** The public address of the site, for canonical URLs, hreflang, sitemap and structured data. */
  siteUrl: string;
  /** Where /login leads (permanently): the customer portal on another host. */
  customerPortalUrl: string;
  contentUrl: string | undefined;
  /** Extra origins the browser may connect to (order service, live content API). */
  connectOrigins: string[];
  /** The maps service for the rating box; null when no API key is configured (the box is left out). */
  maps: { scriptUrl: string; apiKey: string } | null;
  /** Where orders, product requests and ratings go (ORDER_SERVICE_URL, without a trailing slash); '' is the site's own origin, the local order service. */
  orderServiceUrl: string;
  /** Where the contact form and the newsletter sign-up post (same origin by default: the local form service). */
  forms: { contactUrl: string; newsletterUrl: string };
  /** Matomo (MATOMO_URL, MATOMO_SITE_ID); null: no analytics at all, and no Matomo consent entry. */
  matomo: MatomoConfig | null;
  /** The contact page's map frame (MAPS_EMBED_URL); null: Google Maps searched by the company address. */
  mapsEmbedUrl: string | null;
  /** Where the shop router reads products (SHOP_SOURCE): the build's static catalog, or the content API live. */
  shopSource: 'static' | 'live';
  /**
   * PayPal's JS SDK (PAYPAL_SDK_URL, paypal-js's sdkBaseUrl) and Klarna Payments' script (KLARNA_SCRIPT_URL);
   * sandbox (PAYMENT_SANDBOX=1, set by `npm start` when it runs the local payment sandbox): the
   * checkout says plainly that no money moves.
   */
  payments: PaymentUrls & { sandbox: boolean };
}

/** Origins the page's CSP must allow, from the configuration. */
/** `inlineScripts`: the CSP hashes of the scripts inline in the pages (the first-paint script's). */
export function cspOrigins(config: BuildConfig, inlineScripts: readonly string[] = []) {
  const maps = config.maps ? [new URL(config.maps.scriptUrl).origin] : [];
  const forms = formOrigins(config.forms);
  const matomo = config.matomo ? [new URL(config.matomo.url).origin] : [];
  // On every page, since the policy is one for the whole site; the scripts themselves load only in the checkout.
  const payments = paymentOrigins(config.payments);
  // The live shop shows product images straight from the content service; a static build copies
  // them into the site, so then the content service stays out of img-src.
  const liveImages = config.shopSource === 'live' && config.contentUrl ? [liveImageOrigin(config.contentUrl)] : [];
  return {
    script: [...inlineScripts, ...maps, ...matomo, ...payments.script],
    connect: [...config.connectOrigins, ...maps, ...forms, ...matomo, ...payments.connect],
    img: [...maps, ...matomo, ...payments.img, ...liveImages],
    form: forms,
    frame: [mapFrameOrigin(config.mapsEmbedUrl), ...matomo, ...payments.frame],
  };
}

/** The origins of form endpoints on another host; a path (the default) is the site's own origin, already allowed. */
function formOrigins(forms: BuildConfig['forms']): string[] {
  return [forms.contactUrl, forms.newsletterUrl].flatMap((url) => (/^https?:\/\//i.test(url) ? [new URL(url).origin] : []));
}

export function readBuildConfig(env: NodeJS.ProcessEnv = process.env): BuildConfig {
  const origins = [env.ORDER_SERVICE_URL, env.CONTENT_URL]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  const projectDomain = env.PROJECT_DOMAIN || 'juwelier-albrecht.de';
  const matomo = parseMatomoConfig(env.MATOMO_URL, env.MATOMO_SITE_ID);
  if (!matomo.ok) throw new Error(matomo.error);
  const shopSource = env.SHOP_SOURCE || 'static';
  if (shopSource !== 'static' && shopSource !== 'live') throw new Error(`SHOP_SOURCE must be "static" or "live", not "${shopSource}"`);
  // The live shop asks the content API from the browser, anonymously: it needs the API's address.
  if (shopSource === 'live' && !env.CONTENT_URL) throw new Error('SHOP_SOURCE=live needs CONTENT_URL (the content API the shop reads in the browser)');
  return {
    projectDomain,
    drafts: draftsWanted(env),
    siteUrl: (env.SITE_URL || `https://www.${projectDomain}`).replace(/\/+$/, ''),
    customerPortalUrl: env.CUSTOMER_PORTAL_URL || `https://kundenportal.${projectDomain}/login`,
    contentUrl: env.CONTENT_URL || undefined,
    connectOrigins: origins,
    orderServiceUrl: (env.ORDER_SERVICE_URL || '').replace(/\/+$/, ''),
    maps: env.GOOGLE_MAPS_API_KEY
      ? { scriptUrl: env.MAPS_SCRIPT_URL || 'https://maps.googleapis.com/maps/api/js', apiKey: env.GOOGLE_MAPS_API_KEY }
      : null,
    forms: {
      contactUrl: env.CONTACT_FORM_URL || '/forms/contact',
      newsletterUrl: env.NEWSLETTER_URL || '/forms/newsletter',
    },
    matomo: matomo.value,
    mapsEmbedUrl: env.MAPS_EMBED_URL || null,
    shopSource,
    payments: {
      paypalSdkUrl: env.PAYPAL_SDK_URL || defaultPaymentUrls.paypalSdkUrl,
      klarnaScriptUrl: env.KLARNA_SCRIPT_URL || defaultPaymentUrls.klarnaScriptUrl,
      sandbox: env.PAYMENT_SANDBOX === '1',
    },
  };
}
