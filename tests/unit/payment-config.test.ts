import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../widgets/core/csp.ts';
import { cspOrigins, readBuildConfig } from '../../site/_config/build-options.ts';
import { paymentProps } from '../../site/_config/payment-props.ts';

/** The sources one directive of the built policy allows. */
function sourcesOf(policy: string, directive: string): string[] {
  const match = new RegExp(`(?:^|; )${directive} ([^;]*)`).exec(policy);
  if (!match) throw new Error(`no ${directive} in ${policy}`);
  return match[1]!.split(' ');
}

describe('the payment providers in the build configuration', () => {
  it("loads PayPal's and Klarna's own scripts unless told otherwise, and hands their addresses to the checkout", () => {
    expect(paymentProps(readBuildConfig({}))).toEqual({
      paypalSdkUrl: 'https://www.paypal.com/sdk/js',
      klarnaScriptUrl: 'https://x.klarnacdn.net/kp/lib/v1/api.js',
      sandbox: false,
    });
  });

  it('names the local payment sandbox to the checkout only when npm start runs it (PAYMENT_SANDBOX=1)', () => {
    expect(paymentProps(readBuildConfig({ PAYMENT_SANDBOX: '1' })).sandbox).toBe(true);
    expect(paymentProps(readBuildConfig({ PAYMENT_SANDBOX: 'yes' })).sandbox).toBe(false);
  });

  it('lets the page load and talk to both providers, their payment sheets and logos included', () => {
    const policy = contentSecurityPolicy(cspOrigins(readBuildConfig({})));
    for (const directive of ['script-src', 'connect-src', 'frame-src', 'img-src']) {
      expect(sourcesOf(policy, directive), directive).toEqual(expect.arrayContaining(['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com']));
    }
    expect(sourcesOf(policy, 'script-src')).toContain('https://x.klarnacdn.net');
    expect(sourcesOf(policy, 'connect-src')).toEqual(expect.arrayContaining(['https://*.klarna.com', 'https://*.klarnaevt.com']));
    expect(sourcesOf(policy, 'frame-src')).toContain('https://*.klarna.com');
    // Still no inline script: both scripts are loaded as files.
    expect(sourcesOf(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('follows PAYPAL_SDK_URL and KLARNA_SCRIPT_URL to other hosts, allowing only those', () => {
    const config = readBuildConfig({ PAYPAL_SDK_URL: 'http://127.0.0.1:7602/paypal/sdk/js', KLARNA_SCRIPT_URL: 'http://127.0.0.1:7603/klarna/api.js' });
    expect(paymentProps(config)).toEqual({ paypalSdkUrl: 'http://127.0.0.1:7602/paypal/sdk/js', klarnaScriptUrl: 'http://127.0.0.1:7603/klarna/api.js', sandbox: false });
    const policy = contentSecurityPolicy(cspOrigins(config));
    expect(sourcesOf(policy, 'script-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:7602', 'http://127.0.0.1:7603']));
    expect(policy).not.toMatch(/paypal\.com|paypalobjects|klarna\.com|klarnacdn/);
  });
});
