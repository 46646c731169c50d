import type { Server } from 'node:http';
import { klarnaSandboxPassword, klarnaSandboxUser } from './klarna-api-double.ts';
import { paypalSandboxSecret } from './paypal-api-double.ts';
import { startThirdPartyDoubles } from './third-party-doubles.ts';

/**
 * The local payment sandbox `npm start` runs when no provider is configured: PayPal's JS SDK and
 * Orders API and Klarna's api.js and Payments API as their local stand-ins (the same the browser
 * tests use), on 127.0.0.1. Returns the environment that points the build (the scripts, and the
 * checkout's "no money moves" notice) and the order service (the REST APIs) at it.
 */
export async function startPaymentSandbox(port: number): Promise<{ url: string; server: Server; env: Record<string, string> }> {
  const { url, server } = await startThirdPartyDoubles(port);
  return {
    url,
    server,
    env: {
      PAYMENT_SANDBOX: '1',
      PAYPAL_SDK_URL: `${url}/paypal/sdk/js`,
      KLARNA_SCRIPT_URL: `${url}/klarna/api.js`,
      PAYPAL_API_URL: `${url}/paypal-api`,
      PAYPAL_CLIENT_SECRET: paypalSandboxSecret,
      KLARNA_API_URL: `${url}/klarna-api`,
      KLARNA_API_USERNAME: klarnaSandboxUser,
      KLARNA_API_PASSWORD: klarnaSandboxPassword,
    },
  };
}
