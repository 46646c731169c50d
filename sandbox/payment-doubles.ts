import type { ServerResponse } from 'node:http';

/**
 * Stand-ins for the two payment providers' browser scripts, under the third-party doubles. Both
 * act for the shopper at the providers' REST doubles (paypal-api-double.ts, klarna-api-double.ts)
 * on the origin they were loaded from (document.currentScript.src), as the real popups act at
 * PayPal and Klarna; the shop's server then captures or places the order there.
 *
 * /paypal/sdk/js   PayPal's JS SDK as @paypal/paypal-js loads it (client-id in the query, which it
 *                  requires, as PayPal does: 400 without one or with `invalid`). Defines
 *                  window.paypal.Buttons(options) → { isEligible, render, close, updateProps };
 *                  render puts one real <button> "PayPal" into the container. Pressing it runs the
 *                  flow of a server-side integration: orderID = await options.createOrder(data, actions)
 *                  (the page asks the shop's server, which created the order at the REST double), then
 *                  the buyer's approval at <origin>/paypal-api/__buyer/approve/<orderID>, then
 *                  options.onApprove({ orderID, payerID }, actions). A rejected createOrder or a refused
 *                  approval goes to options.onError. The client id picks a different ending: `cancel`
 *                  calls options.onCancel (nothing approved), `fail-capture` approves with an instrument
 *                  that declines, so the server's capture gets 422 INSTRUMENT_DECLINED.
 *                  For old callers: an order made with actions.order.create(body) stays in the page
 *                  (no approval at the REST double) and actions.order.capture() answers { id, status:
 *                  'COMPLETED', purchase_units } with the created amount and invoice_id (`fail-capture`:
 *                  it rejects with INSTRUMENT_DECLINED).
 * /klarna/api.js   Klarna Payments' api.js: defines window.Klarna.Payments with init({ client_token }),
 *                  load({ container, payment_method_category }, [data], callback), rendering a
 *                  visible "Klarna – Später bezahlen" box and answering { show_form: true }, and
 *                  authorize(options, [data], callback): the shopper's authorization at
 *                  <origin>/klarna-api/__buyer/authorize for that client token, answering { approved:
 *                  true, show_form: true, authorization_token } (a token the server places the order
 *                  with); then calls window.klarnaAsyncCallback as the real script does. The box has a
 *                  checkbox "Zahlung ablehnen (Test)": ticked, authorize answers { approved: false,
 *                  show_form: true }, as a declined shopper gets. A client token the REST double did not
 *                  make answers { approved: false, show_form: false }.
 *
 * Run outside a <script src> (happy-dom runs them with new Function), the scripts have no origin
 * of their own: paypalDoubleScript(clientId, doublesUrl) and klarnaDoubleScriptAt(doublesUrl) name it.
 */
const paypalDoubleScriptPath = '/paypal/sdk/js';
const klarnaDoubleScriptPath = '/klarna/api.js';

/** Where the script finds the doubles: the given URL, or the origin it was loaded from. */
const doublesOrigin = (doublesUrl: string | undefined) =>
  doublesUrl ? JSON.stringify(doublesUrl.replace(/\/$/, '')) : '(document.currentScript && document.currentScript.src ? new URL(document.currentScript.src).origin : null)';

/** The PayPal double's script for a client id (also run in happy-dom by the widget tests). */
export function paypalDoubleScript(clientId: string, doublesUrl?: string): string {
  return `(() => {
  const mode = ${JSON.stringify(clientId)};
  const doubles = ${doublesOrigin(doublesUrl)};
  let orders = 0;
  function Buttons(options = {}) {
    let host = null;
    const fail = (error) => { if (options.onError) options.onError(error); else console.error(error); };
    // What the buyer does in PayPal's popup: approve the order at the REST double.
    async function approveAtPaypal(orderID) {
      if (!doubles) throw new Error('The PayPal double does not know where it was loaded from');
      const outcome = mode === 'fail-capture' ? 'decline' : 'approve';
      const reply = await fetch(doubles + '/paypal-api/__buyer/approve/' + encodeURIComponent(orderID), { method: 'POST', body: JSON.stringify({ outcome }) });
      if (!reply.ok) throw new Error('PayPal could not approve order ' + orderID + ' (' + reply.status + ')');
    }
    async function pay(button) {
      button.disabled = true;
      try {
        let created = null;
        const orderID = await options.createOrder({ paymentSource: 'paypal' }, {
          order: { create: async (body) => { created = body; orders += 1; return 'PAYPAL-DOUBLE-' + Date.now() + '-' + orders; } },
        });
        if (!orderID) throw new Error('Expected an order id to be passed');
        if (mode === 'cancel') {
          if (options.onCancel) options.onCancel({ orderID }, { redirect() {} });
          return;
        }
        if (!created) await approveAtPaypal(orderID);
        const capture = async () => {
          if (!created) throw new Error('The PayPal double captures an order made by the server only through the REST API');
          if (mode === 'fail-capture') throw new Error('INSTRUMENT_DECLINED');
          const units = created.purchase_units || [];
          return {
            id: orderID,
            status: 'COMPLETED',
            payer: { payer_id: 'PAYER-DOUBLE', email_address: 'kaeufer@example.org' },
            purchase_units: units.map((unit, index) => ({
              reference_id: unit.reference_id || 'default',
              invoice_id: unit.invoice_id,
              amount: unit.amount,
              payments: { captures: [{ id: 'CAPTURE-' + orderID + '-' + index, status: 'COMPLETED', amount: unit.amount }] },
            })),
          };
        };
        await options.onApprove({ orderID, payerID: 'PAYERDOUBLE01', paymentSource: 'paypal' }, { order: { capture, get: capture }, restart() {}, redirect() {} });
      } catch (error) {
        fail(error);
      } finally {
        button.disabled = false;
      }
    }
    return {
      isEligible: () => true,
      render(container) {
        host = typeof container === 'string' ? document.querySelector(container) : container;
        if (!host) return Promise.reject(new Error('Document is ready and element ' + container + ' does not exist'));
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'paypal-double-button';
        button.textContent = 'PayPal';
        button.addEventListener('click', () => { void pay(button); });
        host.append(button);
        return Promise.resolve();
      },
      close() { if (host) host.replaceChildren(); return Promise.resolve(); },
      updateProps(next) { Object.assign(options, next); return Promise.resolve(); },
    };
  }
  window.paypal = { Buttons, version: 'double' };
})();`;
}

/** The Klarna double's script, finding the doubles at `doublesUrl` (for happy-dom) or where it was loaded from. */
export function klarnaDoubleScriptAt(doublesUrl?: string): string {
  return `(() => {
  const doubles = ${doublesOrigin(doublesUrl)};
  let clientToken = null;
  let declined = null;
  // load and authorize take an optional data object before the callback.
  const split = (data, callback) => (typeof data === 'function' ? [{}, data] : [data || {}, callback]);
  // What the shopper does in Klarna's popup: authorize (or refuse) the session at the REST double.
  async function authorizeAtKlarna(approve) {
    if (!doubles) return { approved: false, show_form: false, error: { invalid_fields: [] } };
    try {
      const reply = await fetch(doubles + '/klarna-api/__buyer/authorize', { method: 'POST', body: JSON.stringify({ client_token: clientToken, approve }) });
      const answer = await reply.json();
      if (!reply.ok) return { approved: false, show_form: false };
      return answer.approved ? { approved: true, show_form: true, authorization_token: answer.authorization_token } : { approved: false, show_form: true };
    } catch {
      return { approved: false, show_form: false, error: { invalid_fields: [] } };
    }
  }
  const Payments = {
    init(options) { clientToken = options && options.client_token; },
    load(options, data, callback) {
      const [, done] = split(data, callback);
      const container = typeof options.container === 'string' ? document.querySelector(options.container) : options.container;
      if (!clientToken || !container) { setTimeout(() => done({ show_form: false, error: { invalid_fields: [] } }), 0); return; }
      const box = document.createElement('div');
      box.className = 'klarna-double';
      box.style.cssText = 'border:1px solid #ffb3c7;padding:0.75rem;border-radius:4px';
      const title = document.createElement('p');
      title.textContent = 'Klarna – Später bezahlen';
      const label = document.createElement('label');
      declined = document.createElement('input');
      declined.type = 'checkbox';
      label.append(declined, ' Zahlung ablehnen (Test)');
      box.append(title, label);
      container.replaceChildren(box);
      setTimeout(() => done({ show_form: true }), 0);
    },
    authorize(options, data, callback) {
      const [customer, done] = split(data, callback);
      // What the shop told Klarna about the shopper, for the tests to read.
      Payments.authorizedWith = customer;
      if (!clientToken) { setTimeout(() => done({ approved: false, show_form: false, error: { invalid_fields: [] } }), 0); return; }
      void authorizeAtKlarna(!(declined && declined.checked)).then(done);
    },
  };
  window.Klarna = Object.assign(window.Klarna || {}, { Payments });
  if (typeof window.klarnaAsyncCallback === 'function') window.klarnaAsyncCallback();
})();`;
}

/** The Klarna double's script as served: it finds the doubles where it was loaded from. */
export const klarnaDoubleScript = klarnaDoubleScriptAt();

function sendScript(response: ServerResponse, script: string) {
  response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
  response.end(script);
}

/** Answers the two scripts; false for any other path. */
export function handlePaymentDoubles(response: ServerResponse, url: URL): boolean {
  if (url.pathname === paypalDoubleScriptPath) {
    const clientId = url.searchParams.get('client-id');
    if (!clientId || clientId === 'invalid') {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('client-id missing or not recognised');
    } else {
      sendScript(response, paypalDoubleScript(clientId));
    }
    return true;
  }
  if (url.pathname === klarnaDoubleScriptPath) {
    sendScript(response, klarnaDoubleScript);
    return true;
  }
  return false;
}
