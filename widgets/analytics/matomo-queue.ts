import { matomoScriptUrl, type MatomoCommand, type MatomoConfig } from '../core/analytics/matomo.ts';

/**
 * Matomo's own loading code, as module code (the CSP allows no inline script): the `_paq` queue
 * on window, drained by matomo.js once it arrives (it then replaces the array with its tracker
 * proxy, whose push runs commands at once), and the script itself, loaded async once per page.
 */
interface MatomoWindow {
  _paq?: { push(...commands: MatomoCommand[]): unknown };
}

let scriptRequested = false;

export function pushCommands(commands: MatomoCommand[]): void {
  const target = window as unknown as MatomoWindow;
  target._paq ??= [] as MatomoCommand[];
  target._paq.push(...commands);
}

export function loadMatomoScript(config: MatomoConfig): void {
  if (scriptRequested) return;
  scriptRequested = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = matomoScriptUrl(config);
  script.onerror = () => {
    scriptRequested = false;
    console.warn(`[analytics] matomo.js did not load from ${config.url}; nothing is tracked.`);
  };
  document.head.append(script);
}

/** Whether this page's own view was already tracked (consent given, withdrawn, given again: one view). */
let pageViewTracked = false;

export function takePageLoadView(): boolean {
  if (pageViewTracked) return false;
  pageViewTracked = true;
  return true;
}
