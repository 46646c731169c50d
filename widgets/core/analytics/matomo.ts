import { failure, success, type Result } from '../result.ts';
import { trackedUrl } from './tracked-url.ts';

/**
 * Matomo, the site's analytics (spec §5: third party, only with consent, tracks script errors).
 * These are the rules: where its files live, and which `_paq` commands a page view, a script
 * error or a withdrawn consent becomes. The browser side only pushes what these return.
 */
export interface MatomoConfig {
  /** The Matomo installation, always ending in "/" (https://matomo.example.org/). */
  url: string;
  siteId: string;
}

/** One command of Matomo's `_paq` queue: the method name, then its arguments. */
export type MatomoCommand = [string, ...Array<string | number>];

/**
 * MATOMO_URL and MATOMO_SITE_ID from the build's environment: both unset means no analytics at
 * all (null); one without the other, or a malformed value, is a configuration error.
 */
export function parseMatomoConfig(url: string | undefined, siteId: string | undefined): Result<MatomoConfig | null> {
  if (!url && !siteId) return success(null);
  if (!url || !siteId) return failure('MATOMO_URL and MATOMO_SITE_ID must be set together (or neither, for no analytics).');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return failure(`MATOMO_URL "${url}" is not a URL.`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return failure(`MATOMO_URL "${url}" must be an http(s) address.`);
  if (parsed.search || parsed.hash) return failure(`MATOMO_URL "${url}" must be the installation's folder, without query or fragment.`);
  if (!/^\d+$/.test(siteId.trim())) return failure(`MATOMO_SITE_ID "${siteId}" must be the site's number in Matomo.`);
  return success({ url: parsed.href.replace(/\/*$/, '/'), siteId: siteId.trim() });
}

export const matomoScriptUrl = (config: MatomoConfig) => `${config.url}matomo.js`;
const matomoTrackerUrl = (config: MatomoConfig) => `${config.url}matomo.php`;

/** The opt-out page the consent manager frames (spec §2: in German). */
export function matomoOptOutUrl(matomoUrl: string, language = 'de'): string {
  return `${matomoUrl}index.php?module=CoreAdminHome&action=optOut&language=${encodeURIComponent(language)}`;
}

/**
 * What the page queues before matomo.js arrives. The script is only ever loaded after the visitor
 * consented, yet consent is still required and then given: so withdrawing it later in the same
 * page (forgetConsentGiven) makes Matomo itself stop sending and drop its cookies.
 */
export function setupCommands(config: MatomoConfig): MatomoCommand[] {
  return [
    ['requireConsent'],
    ['setConsentGiven'],
    ['setTrackerUrl', matomoTrackerUrl(config)],
    ['setSiteId', config.siteId],
    ['enableLinkTracking'],
  ];
}

/** Consent given again in the same page, after it was withdrawn (the script is already there). */
export const consentGivenCommands = (): MatomoCommand[] => [['setConsentGiven']];
/** Consent withdrawn: Matomo forgets it, deletes its cookies and sends nothing more. */
export const consentWithdrawnCommands = (): MatomoCommand[] => [['forgetConsentGiven']];

/**
 * The page as loaded. Its address and referrer are named explicitly, since Matomo would otherwise
 * send location.href and document.referrer with their query strings (tracked-url.ts).
 */
export function pageLoadCommands(page: { url: string; referrer: string }): MatomoCommand[] {
  return [['setCustomUrl', trackedUrl(page.url)], ['setReferrerUrl', trackedUrl(page.referrer)], ['trackPageView']];
}

/** A client-side route change, the way Matomo documents single-page tracking. */
export function routeChangeCommands(view: { url: string; title: string }, previousUrl: string): MatomoCommand[] {
  return [
    ['setReferrerUrl', trackedUrl(previousUrl)],
    ['setCustomUrl', trackedUrl(view.url)],
    ['setDocumentTitle', view.title],
    ['trackPageView'],
  ];
}

export interface ScriptError {
  message: string;
  /** The script's URL, when the browser names it. */
  source?: string;
  line?: number;
}

const errorEventCategory = 'JavaScript Errors';

/** A script error as a Matomo event: category, the message as action, "source:line" as name. */
export function errorEventCommand({ message, source, line }: ScriptError): MatomoCommand {
  return ['trackEvent', errorEventCategory, message || 'Unknown error', `${source || 'unknown'}:${line ?? 0}`];
}

/** Where a rejected promise's error was thrown: the first "url:line:column" of its stack. */
export function errorOfRejection(reason: unknown): ScriptError {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : String(reason);
  const stack = reason instanceof Error ? (reason.stack ?? '') : '';
  const at = /((?:https?|file):\/\/[^\s()]+?):(\d+):\d+/.exec(stack);
  return at ? { message, source: at[1], line: Number(at[2]) } : { message, source: 'unhandledrejection' };
}

/** Enough to see a broken release, not so many that one loop floods the statistics. */
export const maxErrorEventsPerPage = 10;
