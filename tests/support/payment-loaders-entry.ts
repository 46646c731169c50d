/** The payment loaders as one script for Chromium (tests/unit/payment-scripts-browser.test.ts). */
export { loadPaypalSdk } from '../../widgets/checkout/payments/paypal-sdk.ts';
export { loadKlarnaPayments } from '../../widgets/checkout/payments/klarna-script.ts';
export { authorizeKlarna, showKlarnaForm } from '../../widgets/checkout/payments/klarna-payments.ts';
