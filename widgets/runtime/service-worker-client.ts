/**
 * The page's side of the service worker (spec §4): registered at /sw.js over a secure connection
 * or on localhost only, else one console line and nothing more. Part of the entry script, so it
 * stays this small; the one reload after failed resources is the worker's (service-worker.ts).
 */
export function registerServiceWorker(): void {
  if (!isSecureContext && !/^(localhost|127\.0\.0\.1)$/.test(location.hostname)) {
    console.info('[sw] Not registered: no secure connection.');
    return;
  }
  const workers = navigator.serviceWorker;
  // After the page's own loading, which the worker's install must not slow down.
  addEventListener('load', () =>
    workers
      ?.register('/sw.js')
      // A page that loaded before any worker controlled it: the worker keeps what it loaded, for offline use.
      .then(async () => {
        if (workers.controller) return;
        const registration = await workers.ready;
        registration.active?.postMessage([location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)]);
      })
      .catch((error: unknown) => console.warn('[sw]', error)),
  );
}
