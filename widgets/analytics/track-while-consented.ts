import {
  consentGivenCommands,
  consentWithdrawnCommands,
  errorEventCommand,
  errorOfRejection,
  maxErrorEventsPerPage,
  pageLoadCommands,
  routeChangeCommands,
  setupCommands,
  type MatomoConfig,
  type ScriptError,
} from '../core/analytics/matomo.ts';
import { onPageView } from '../store/analytics.ts';
import { loadMatomoScript, pushCommands, takePageLoadView } from './matomo-queue.ts';

let setUp = false;
let errorsSent = 0;

/**
 * Starts tracking for as long as the visitor's consent lasts: the page view of this page, every
 * page view the shop router reports, and script errors. Returns the stop function, called when
 * consent is withdrawn: Matomo forgets the consent and nothing more is pushed.
 */
export function trackWhileConsented(config: MatomoConfig): () => void {
  if (setUp) {
    pushCommands(consentGivenCommands());
  } else {
    setUp = true;
    pushCommands(setupCommands(config));
    loadMatomoScript(config);
  }
  if (takePageLoadView()) pushCommands(pageLoadCommands({ url: location.href, referrer: document.referrer }));

  let previousUrl = location.href;
  const stopPageViews = onPageView((view) => {
    const url = new URL(view.url, location.href).href;
    pushCommands(routeChangeCommands({ url, title: view.title }, previousUrl));
    previousUrl = url;
  });

  const trackError = (error: ScriptError) => {
    if (errorsSent >= maxErrorEventsPerPage) return;
    errorsSent += 1;
    pushCommands([errorEventCommand(error)]);
  };
  const onError = (event: ErrorEvent) => trackError({ message: event.message, source: event.filename, line: event.lineno });
  const onRejection = (event: PromiseRejectionEvent) => trackError(errorOfRejection(event.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);

  return () => {
    stopPageViews();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    pushCommands(consentWithdrawnCommands());
  };
}
