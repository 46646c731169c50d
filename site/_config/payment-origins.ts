/**
 * What the page's CSP must allow for the two payment providers, by directive. A provider's own
 * script pulls in more hosts than the one it is loaded from (frames for the payment sheet, calls
 * home, logos), as each documents for sites with a CSP:
 * PayPal  https://developer.paypal.com/sdk/js/best-practices (script, connect, frame, img: *.paypal.com, *.paypalobjects.com)
 * Klarna  https://docs.klarna.com/klarna-network-distribution/payment-presentation/web-sdk-configuration/browser-security-configuration/
 * A script served from elsewhere (the test doubles, a proxy) gets only its own origin.
 */
export interface PaymentUrls {
  paypalSdkUrl: string;
  klarnaScriptUrl: string;
}

export interface PaymentOrigins {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
}

const isHostOf = (url: URL, domain: string) => url.hostname === domain || url.hostname.endsWith(`.${domain}`);

function paypalOrigins(sdkUrl: URL): PaymentOrigins {
  const own = [sdkUrl.origin];
  if (!isHostOf(sdkUrl, 'paypal.com')) return { script: own, connect: own, frame: own, img: own };
  const hosts = [...own, 'https://*.paypal.com', 'https://*.paypalobjects.com'];
  return { script: hosts, connect: hosts, frame: hosts, img: hosts };
}

function klarnaOrigins(scriptUrl: URL): PaymentOrigins {
  const own = [scriptUrl.origin];
  if (!isHostOf(scriptUrl, 'klarnacdn.net') && !isHostOf(scriptUrl, 'klarna.com')) return { script: own, connect: own, frame: own, img: own };
  return {
    script: [...own, 'https://js.klarna.com'],
    connect: [...own, 'https://*.klarna.com', 'https://*.klarnaevt.com'],
    frame: [...own, 'https://*.klarna.com'],
    img: [...own, 'https://*.klarna.com'],
  };
}

export function paymentOrigins({ paypalSdkUrl, klarnaScriptUrl }: PaymentUrls): PaymentOrigins {
  const paypal = paypalOrigins(new URL(paypalSdkUrl));
  const klarna = klarnaOrigins(new URL(klarnaScriptUrl));
  return {
    script: [...paypal.script, ...klarna.script],
    connect: [...paypal.connect, ...klarna.connect],
    frame: [...paypal.frame, ...klarna.frame],
    img: [...paypal.img, ...klarna.img],
  };
}
