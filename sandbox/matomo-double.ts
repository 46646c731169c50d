import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A stand-in for a Matomo installation under /matomo/ of the third-party doubles:
 *
 * /matomo/matomo.js   implements enough of the `_paq` protocol: drains window._paq, replaces it
 *                     with an object whose push runs commands at once, honours requireConsent /
 *                     setConsentGiven / forgetConsentGiven / optUserOut, and sends trackPageView and
 *                     trackEvent as real GET requests (an image, as Matomo can) to matomo.php.
 * /matomo/matomo.php  records each hit (its query parameters) and answers with a 1×1 GIF.
 * /matomo/_hits       GET: the recorded hits as JSON; DELETE: forget them. Tests run in parallel,
 *                     so they filter by their own page URL, never count all hits.
 * /matomo/index.php   the opt-out page the consent manager frames.
 */
type MatomoHit = Record<string, string>;

const hits: MatomoHit[] = [];

const matomoScript = `(() => {
  const queued = Array.isArray(window._paq) ? window._paq : [];
  const state = { trackerUrl: '', siteId: '', customUrl: '', title: '', referrer: '', consentRequired: false, consentGiven: false, optedOut: false };
  const send = (params) => {
    if (!state.trackerUrl || state.optedOut || (state.consentRequired && !state.consentGiven)) return;
    const query = new URLSearchParams({ idsite: state.siteId, rec: '1', url: state.customUrl || location.href, urlref: state.referrer || document.referrer, ...params });
    new Image(1, 1).src = state.trackerUrl + '?' + query;
  };
  const commands = {
    setTrackerUrl: (url) => { state.trackerUrl = url; },
    setSiteId: (id) => { state.siteId = String(id); },
    setCustomUrl: (url) => { state.customUrl = new URL(url, location.href).href; },
    setDocumentTitle: (title) => { state.title = title; },
    setReferrerUrl: (url) => { state.referrer = url; },
    requireConsent: () => { state.consentRequired = true; },
    setConsentGiven: () => { state.consentGiven = true; },
    rememberConsentGiven: () => { state.consentGiven = true; },
    forgetConsentGiven: () => { state.consentGiven = false; },
    optUserOut: () => { state.optedOut = true; },
    forgetUserOptOut: () => { state.optedOut = false; },
    enableLinkTracking: () => {},
    trackPageView: (title) => send({ action_name: title || state.title || document.title }),
    trackEvent: (category, action, name, value) => send({ e_c: category, e_a: action, e_n: name ?? '', ...(value === undefined ? {} : { e_v: String(value) }) }),
  };
  const run = (command) => {
    if (typeof command === 'function') return command();
    const [name, ...args] = command;
    if (commands[name]) commands[name](...args);
    else console.warn('[matomo double] unknown command ' + name);
  };
  window._paq = { push: (...pushed) => { pushed.forEach(run); return 0; } };
  queued.forEach(run);
})();`;

const optOutPage = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Matomo Opt-out</title></head>
<body><p>Sie können sich hier entscheiden, ob in Ihrem Browser ein eindeutiger Webanalyse-Cookie abgelegt werden darf.</p>
<label><input type="checkbox" checked> Ihr Besuch dieser Webseite wird aktuell erfasst.</label></body></html>`;

// The smallest transparent GIF, as Matomo answers a tracking request.
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Answers the /matomo/* paths; false for any other path. */
export function handleMatomo(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
  switch (url.pathname) {
    case '/matomo/matomo.js':
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(matomoScript);
      return true;
    case '/matomo/matomo.php':
      hits.push({ ...Object.fromEntries(url.searchParams), at: new Date().toISOString() });
      response.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store' }).end(pixel);
      return true;
    case '/matomo/_hits':
      if (request.method === 'DELETE') hits.length = 0;
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(hits));
      return true;
    case '/matomo/index.php':
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(optOutPage);
      return true;
    default:
      return false;
  }
}

/** The contact page's map: an embed page at /maps/embed, as the map provider's frame would be. */
export function handleMapEmbed(response: ServerResponse, url: URL): boolean {
  if (url.pathname !== '/maps/embed') return false;
  const place = url.searchParams.get('q') ?? '';
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Karte</title></head>
<body><main><h1>Kartendouble</h1><p class="map-place">${place.replace(/[<>&"]/g, '')}</p></main></body></html>`);
  return true;
}
