// The configuration the browser suite's builds are made with: third parties point at the local
// doubles (tests/support/third-party-doubles.ts), started by playwright.config.ts on this port.
// E2E_PORT_BASE moves all ports (sites on base and base+1, doubles on base+2, the XSS corpus's
// sites on base+3 and base+4 and its content service on base+5), so two checkouts can run the
// suite side by side; E2E_DIST moves the builds' folder likewise.
export const portBase = Number(process.env.E2E_PORT_BASE || 4173);
export const doublesPort = portBase + 2;
export const distDir = process.env.E2E_DIST || 'dist';

// The sites built from hostile content (tests/xss/), one per runtime, and the Directus double
// their builds read it from.
export const xssDir = `${distDir}/xss`;
export const xssSitePorts = { react: portBase + 3, preact: portBase + 4 };
export const xssContentPort = portBase + 5;

export const e2eBuildEnv = {
  GOOGLE_MAPS_API_KEY: 'test-maps-key',
  MAPS_SCRIPT_URL: `http://127.0.0.1:${doublesPort}/maps/api/js`,
  MAPS_EMBED_URL: `http://127.0.0.1:${doublesPort}/maps/embed?q=Juwelier+Albrecht`,
  MATOMO_URL: `http://127.0.0.1:${doublesPort}/matomo/`,
  MATOMO_SITE_ID: '1',
  PAYPAL_SDK_URL: `http://127.0.0.1:${doublesPort}/paypal/sdk/js`,
  KLARNA_SCRIPT_URL: `http://127.0.0.1:${doublesPort}/klarna/api.js`,
};

// Where each runtime's preview server keeps its order service's journals and mail outbox, so a
// test can read the .eml a shopper would receive (one folder per port base and runtime).
export const orderServiceDataDir = (runtime) => `.data/e2e/${portBase}-${runtime}`;

// What each runtime's order service is started with: PayPal's and Klarna's REST APIs at the
// doubles (tests/support/paypal-api-double.ts, klarna-api-double.ts) with their sandbox
// credentials; each runtime its own invoice prefix, since PayPal refuses an invoice id paid before.
export const paymentServiceEnv = (runtime) => ({
  PAYPAL_API_URL: `http://127.0.0.1:${doublesPort}/paypal-api`,
  PAYPAL_CLIENT_SECRET: 'sandbox-secret',
  PAYPAL_WEBHOOK_ID: 'WH-E2E',
  PAYPAL_INVOICE_PREFIX: `${runtime}-`,
  KLARNA_API_URL: `http://127.0.0.1:${doublesPort}/klarna-api`,
  KLARNA_API_USERNAME: 'sandbox-user',
  KLARNA_API_PASSWORD: 'sandbox-password',
});
