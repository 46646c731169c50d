import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { ConsentEntry } from '../../widgets/core/consents.ts';
import { renderPage, waitForState } from './helpers.ts';

/**
 * The analytics widget against Matomo's `_paq` queue (matomo.js itself is never fetched here: the
 * script element is caught on its way into the head). The browser suite checks the real requests.
 */
type Command = [string, ...unknown[]];
const matomo = { url: 'https://matomo.example.org/', siteId: '4' };
const consent = (given: boolean): ConsentEntry => ({
  display_name: 'Statistik (Matomo)', description: '', link: '', default_on: false, consentGiven: given, locked: false, function_id: 'matomo',
});

let withdrawLast: (() => void) | undefined;

/** Fresh modules per case: the tracker keeps per-page state (script requested, page view tracked). */
async function startPage() {
  vi.resetModules();
  const [{ registry }, { startWidgets }, store] = await Promise.all([
    import('../../widgets/runtime/registry.ts'),
    import('../../widgets/runtime/start.ts'),
    import('../../widgets/store/index.ts'),
  ]);
  const [placeholder] = renderPage(['analytics', matomo]);
  const started = startWidgets(document, registry, () => import('../../widgets/runtime/mount.tsx').then((module) => module.mount));
  // Without consent to Matomo the widget's code is not even loaded: it waits for the consent.
  if (store.isConsentGiven('matomo')) {
    await act(() => started);
    await waitForState(placeholder!, 'mounted');
  } else {
    // The runtime loads its consent gate as a chunk of its own. It must be bound to this case's store
    // before the case ends: loaded after the next case's vi.resetModules, it would read that case's
    // consent and mount this page's widget with that case's modules (a second Matomo start there).
    await import('../../widgets/runtime/consent-gate.ts');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(placeholder!.dataset.widgetState).toBe('pending');
  }
  withdrawLast = () => store.resetConsents();
  return store;
}

const queue = () => ((window as unknown as { _paq?: Command[] })._paq ?? []).map((command) => [...command]);
let added: Node[] = [];
const matomoScripts = () => added.filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement && node.src.includes('matomo'));

beforeEach(() => {
  delete (window as unknown as { _paq?: unknown })._paq;
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void added.push(...(nodes as Node[])));
});

// The page of the case before still listens (its root stays mounted): withdrawing detaches it.
afterEach(async () => {
  await act(() => withdrawLast?.());
});

describe('the analytics widget', () => {
  it('queues nothing and loads no script without consent, even for route changes', async () => {
    localStorage.setItem('int-consents', JSON.stringify({ v: 1, data: [consent(false)] }));
    const store = await startPage();
    store.trackPageView({ url: '/shop/uhren', title: 'Uhren' });
    expect(queue()).toEqual([]);
    expect(matomoScripts()).toEqual([]);
  });

  it('with consent: sets Matomo up, loads matomo.js once and tracks this page without what its query string carries', async () => {
    localStorage.setItem('int-consents', JSON.stringify({ v: 1, data: [consent(true)] }));
    window.history.replaceState(null, '', '/danke?email=anna%40example.org');
    await startPage();
    expect(queue()).toEqual([
      ['requireConsent'],
      ['setConsentGiven'],
      ['setTrackerUrl', 'https://matomo.example.org/matomo.php'],
      ['setSiteId', '4'],
      ['enableLinkTracking'],
      ['setCustomUrl', `${window.location.origin}/danke?email`],
      ['setReferrerUrl', ''],
      ['trackPageView'],
    ]);
    window.history.replaceState(null, '', '/');
    expect(matomoScripts().map((script) => [script.src, script.async])).toEqual([['https://matomo.example.org/matomo.js', true]]);
  });

  it('tracks every route change the shop reports, and script errors', async () => {
    localStorage.setItem('int-consents', JSON.stringify({ v: 1, data: [consent(true)] }));
    const store = await startPage();
    const before = queue().length;
    store.trackPageView({ url: '/shop/uhren', title: 'Uhren | Juwelier Albrecht' });
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename: 'https://site/assets/widgets/chunks/Shop-AAAAAAAA.js', lineno: 7 }));
    expect(queue().slice(before)).toEqual([
      ['setReferrerUrl', location.href],
      ['setCustomUrl', new URL('/shop/uhren', location.href).href],
      ['setDocumentTitle', 'Uhren | Juwelier Albrecht'],
      ['trackPageView'],
      ['trackEvent', 'JavaScript Errors', 'boom', 'https://site/assets/widgets/chunks/Shop-AAAAAAAA.js:7'],
    ]);
  });

  it('starts when consent is given later, and stops when it is withdrawn', async () => {
    localStorage.setItem('int-consents', JSON.stringify({ v: 1, data: [consent(false)] }));
    const store = await startPage();
    expect(queue()).toEqual([]);

    await act(() => store.saveConsents([consent(true)]));
    await waitForState(document.querySelector<HTMLElement>('[data-widget="analytics"]')!, 'mounted');
    await vi.waitFor(() => expect(queue().at(-1)).toEqual(['trackPageView']));
    expect(matomoScripts()).toHaveLength(1);

    await act(() => store.resetConsents());
    expect(queue().at(-1)).toEqual(['forgetConsentGiven']);
    const afterWithdrawal = queue().length;
    store.trackPageView({ url: '/shop/ringe', title: 'Ringe' });
    window.dispatchEvent(new ErrorEvent('error', { message: 'later' }));
    expect(queue()).toHaveLength(afterWithdrawal);

    // Given again on the same page: consent is renewed, the page itself is not counted twice.
    await act(() => store.saveConsents([consent(true)]));
    expect(queue().slice(afterWithdrawal)).toEqual([['setConsentGiven']]);
    expect(matomoScripts()).toHaveLength(1);
  });
});
