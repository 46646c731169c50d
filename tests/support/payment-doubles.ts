import type { ServerResponse } from 'node:http';

/**
 * Stand-ins for the two payment providers' browser scripts, under the third-party doubles:
 *
 * /paypal/sdk/js   PayPal's JS SDK as @paypal/paypal-js loads it (client-id in the query, which it
 *                  requires, as PayPal does: 400 without one or with `invalid`). Defines
 *                  window.paypal.Buttons(options) → { isEligible, render, close, updateProps };
 *                  render puts one real <button> "PayPal" into the container. Pressing it runs the
 *                  flow PayPal's popup would: options.createOrder(data, actions) (actions.order.create
 *                  keeps the body and answers an order id), then options.onApprove({ orderID, payerID },
 *                  actions) whose actions.order.capture() answers { id, status: 'COMPLETED',
 *                  purchase_units } carrying the created amount and invoice_id. The client id picks
 *                  a different ending: `cancel` calls options.onCancel instead, `fail-capture` makes
 *                  capture() reject (PayPal's INSTRUMENT_DECLINED), which the SDK hands to onError.
 * /klarna/api.js   Klarna Payments' api.js: defines window.Klarna.Payments with init({ client_token }),
 *                  load({ container, payment_method_category }, [data], callback), rendering a
 *                  visible "Klarna – Später bezahlen" box and answering { show_form: true }, and
 *                  authorize(options, [data], callback), answering { approved: true, show_form: true,
 *                  authorization_token: 'klarna-auth-…' }; then calls window.klarnaAsyncCallback as
 *                  the real script does. The box has a checkbox "Zahlung ablehnen (Test)": ticked,
 *                  authorize answers { approved: false, show_form: true }, as a declined shopper gets.
 */
const paypalDoubleScriptPath = '/paypal/sdk/js';
const klarnaDoubleScriptPath = '/klarna/api.js';

/** The PayPal double's script for a client id (also run in happy-dom by the widget tests). */
export function paypalDoubleScript(clientId: string): string {
  return `(() => {
  const mode = ${JSON.stringify(clientId)};
  let orders = 0;
  function Buttons(options = {}) {
    let host = null;
    const fail = (error) => { if (options.onError) options.onError(error); else console.error(error); };
    async function pay(button) {
      button.disabled = true;
      try {
        let created = null;
        const orderID = await options.createOrder({ paymentSource: 'paypal' }, {
          order: { create: async (body) => { created = body; orders += 1; return 'PAYPAL-DOUBLE-' + Date.now() + '-' + orders; } },
        });
        if (mode === 'cancel') {
          if (options.onCancel) options.onCancel({ orderID }, { redirect() {} });
          return;
        }
        const capture = async () => {
          if (mode === 'fail-capture') throw new Error('INSTRUMENT_DECLINED');
          const units = (created && created.purchase_units) || [];
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
        await options.onApprove({ orderID, payerID: 'PAYER-DOUBLE', paymentSource: 'paypal' }, { order: { capture, get: capture }, restart() {}, redirect() {} });
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

/** The Klarna double's script (also run in happy-dom by the widget tests). */
export const klarnaDoubleScript = `(() => {
  let clientToken = null;
  let declined = null;
  // load and authorize take an optional data object before the callback.
  const split = (data, callback) => (typeof data === 'function' ? [{}, data] : [data || {}, callback]);
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
      setTimeout(() => {
        if (!clientToken) done({ approved: false, show_form: false, error: { invalid_fields: [] } });
        else if (declined && declined.checked) done({ approved: false, show_form: true });
        else done({ approved: true, show_form: true, authorization_token: 'klarna-auth-' + Date.now() });
      }, 0);
    },
  };
  window.Klarna = Object.assign(window.Klarna || {}, { Payments });
  if (typeof window.klarnaAsyncCallback === 'function') window.klarnaAsyncCallback();
})();`;

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
