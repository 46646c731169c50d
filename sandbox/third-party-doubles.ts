import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleMapEmbed, handleMatomo } from './matomo-double.ts';
import { handleKlarnaApi } from './klarna-api-double.ts';
import { handlePaymentDoubles } from './payment-doubles.ts';
import { handlePaypalApi } from './paypal-api-double.ts';

/**
 * Local stand-ins for the third parties the widgets load by their real loading code, served on
 * 127.0.0.1 so no test leaves the machine. The browser builds of `npm test` point at them.
 *
 * /maps/api/js  the Google Maps JavaScript API bootstrap: defines google.maps.places.PlacesService
 *               and calls the page's callback, as the real script does. getDetails answers OK with
 *               a rating for the demo's place id and NOT_FOUND for any other.
 * /maps/embed   the contact page's map frame; /matomo/*  a Matomo installation (see matomo-double.ts).
 * /paypal/sdk/js  PayPal's JS SDK: window.paypal.Buttons with one "PayPal" button that creates,
 *               approves and captures an order (the client id `cancel`, `fail-capture` or `invalid`
 *               picks another ending); /klarna/api.js  Klarna Payments: init, load (a visible
 *               "Klarna – Später bezahlen" box) and authorize (see payment-doubles.ts).
 * /paypal-api/* PayPal's REST API (OAuth2 token, Orders v2, webhook verification) and
 * /klarna-api/* Klarna's (Payments v1, Order Management v1), in memory, for the order service
 *               (see paypal-api-double.ts and klarna-api-double.ts).
 */
const demoPlaceId = 'ChIJ-demo-albrecht';
const demoPlaceRating = { rating: 4.7, user_ratings_total: 128 };

function mapsScript(callback: string): string {
  return `(() => {
  class PlacesService {
    getDetails(request, done) {
      setTimeout(() => request.placeId === ${JSON.stringify(demoPlaceId)}
        ? done(${JSON.stringify(demoPlaceRating)}, 'OK')
        : done(null, 'NOT_FOUND'), 20);
    }
  }
  window.google = { maps: { places: { PlacesService, PlacesServiceStatus: { OK: 'OK', NOT_FOUND: 'NOT_FOUND' } } } };
  window[${JSON.stringify(callback)}]();
})();`;
}

export function startThirdPartyDoubles(port = 0): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/maps/api/js') {
      const callback = url.searchParams.get('callback') ?? '';
      if (!url.searchParams.get('key') || !/^[\w$]+$/.test(callback)) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('key and callback are required');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(mapsScript(callback));
      return;
    }
    if (handleMatomo(request, response, url) || handleMapEmbed(response, url) || handlePaymentDoubles(response, url)) return;
    if (handlePaypalApi(request, response, url) || handleKlarnaApi(request, response, url)) return;
    if (url.pathname === '/health') {
      response.writeHead(200).end('ok');
      return;
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server });
    });
  });
}
