import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadKlarnaPayments } from '../../widgets/checkout/payments/klarna-script.ts';
import { klarnaDoubleScript } from '../../sandbox/payment-doubles.ts';

/**
 * happy-dom runs no fetched script: by default a script element fails to load at once; with
 * handleDisabledFileLoadingAsSuccess it "loads" without running, and the test plays Klarna's part
 * by running the browser suite's double of api.js.
 */
type HappyWindow = { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } }; Klarna?: unknown; klarnaAsyncCallback?: unknown };
const page = window as unknown as HappyWindow;

const scriptsFrom = (url: string) => document.head.querySelectorAll(`script[src="${url}"]`);

afterEach(() => {
  page.happyDOM.settings.handleDisabledFileLoadingAsSuccess = false;
  delete page.Klarna;
  delete page.klarnaAsyncCallback;
});

describe("loading Klarna Payments' script", () => {
  it('adds the script once, no inline code, and answers when Klarna says it is ready', async () => {
    page.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    const url = 'https://klarna.test/ready/api.js';
    const first = loadKlarnaPayments(url);
    const second = loadKlarnaPayments(url);
    expect(scriptsFrom(url)).toHaveLength(1);
    expect(scriptsFrom(url)[0]!.textContent).toBe('');

    let settled = false;
    void first.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);

    new Function(klarnaDoubleScript)();
    const result = await first;
    expect(result.ok && typeof result.value.authorize).toBe('function');
    expect(await second).toBe(result);
    expect(await loadKlarnaPayments(url)).toBe(result);
    expect(scriptsFrom(url)).toHaveLength(1);
  });

  it('answers a script that fails to load with a failure value, and tries again with a fresh element', async () => {
    const url = 'https://klarna.test/blocked/api.js';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadKlarnaPayments(url)).toEqual({ ok: false, error: 'load-failed' });
    expect(scriptsFrom(url)).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(url));

    page.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    const again = loadKlarnaPayments(url);
    expect(scriptsFrom(url)).toHaveLength(1);
    new Function(klarnaDoubleScript)();
    expect((await again).ok).toBe(true);
  });

  it('gives up when the script loads but Klarna never answers', async () => {
    page.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadKlarnaPayments('https://klarna.test/silent/api.js', { timeoutMs: 30 })).toEqual({ ok: false, error: 'load-failed' });
  });
});
