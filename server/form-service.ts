import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../widgets/core/html.ts';
import {
  contactRefusedUrl,
  readContactInput,
  thanksUrl,
  validateContact,
  type ContactMessage,
} from '../widgets/core/forms/contact-rules.ts';
import { newsletterOutcomeId } from '../widgets/core/forms/form-ids.ts';
import { decideSubscription, newsletterOutcomeOf, safeReturnPath } from '../widgets/core/forms/newsletter-rules.ts';
import type { Visitor } from '../widgets/core/forms/thanks-greeting.ts';
import { defaultLanguage, isLanguage, languages, type Language } from '../widgets/core/languages.ts';
import { canonicalPath, linkFor, pathFor } from '../widgets/core/routes.ts';
import { allResources } from '../widgets/i18n/all-resources.ts';
import { createTranslator } from '../widgets/i18n/translator.ts';
import type { Mailer } from './mailer.ts';
import { awaitConfirmation, confirmSignup, newConfirmationToken, type OptInBook } from './newsletter-opt-in.ts';
import { readSignupBody } from './signup-body.ts';
import { parseJsonBody } from './json-body.ts';
import { sendJson } from './json-reply.ts';
import type { LocalService } from './local-services.ts';
import { originHeaders } from './origin-check.ts';
import { isBodyTooLarge } from './request-body.ts';
import { requestUrl } from './request-url.ts';
import { clearThanksCookie, createThanksHandover } from './thanks-handover.ts';
import { closeIfBodyUnread } from './unread-body.ts';

/**
 * The site's own form endpoints (the defaults of CONTACT_FORM_URL and NEWSLETTER_URL), so the
 * contact form and the newsletter work end to end on `npm start` and in the browser tests:
 *
 * - POST /forms/contact: JSON callers get 200 {status:'ok'} or 400 {status:'error', errors};
 *   plain form posts get 303 to the thanks page of their language (name and e-mail handed over
 *   in a one-time cookie, never in the address: thanks-handover.ts) or back to the form's
 *   "please check" notice.
 * - POST /forms/newsletter: 200 {status:'ok'}, 400 missing_email / invalid_email, 409 duplicate,
 *   429 after more than 3 attempts for one address; form posts get 303 back to their page at
 *   #newsletter-<outcome>. Double opt-in: "ok" mails a confirmation link to the address, which
 *   counts as subscribed only once GET /forms/newsletter/confirm?token=… is opened (within seven
 *   days, once); that leads to the home page of the sign-up's language at #newsletter-confirmed
 *   (or #newsletter-linkUnknown), and the consent is kept with both moments (newsletter-opt-in.ts).
 * - GET of a thanks page with that cookie: the static page with the greeting filled in, once, so
 *   the visitor is greeted by name even without JavaScript (a static host cannot do this; there
 *   the widget greets, and without JavaScript the plain greeting stays).
 * - GET /forms/_received, only with `inspect`: what was received, for tests.
 *
 * Posts from pages of other sites are refused with 403 (origin-check.ts, the order service's
 * rule), so no page elsewhere can subscribe a visitor or send messages in their name; bodies
 * larger than their form could ever be are refused with 413.
 *
 * Everything is kept in memory only, and only the latest (keptRecords); nothing is sent anywhere.
 */
export const formPaths = { contact: '/forms/contact', newsletter: '/forms/newsletter', confirm: '/forms/newsletter/confirm', received: '/forms/_received' } as const;

interface Received {
  contact: ContactMessage[];
  newsletter: Array<{ email: string; lang: Language; status: number }>;
}

export interface FormServiceOptions {
  inspect: boolean;
  /** Sends the newsletter's confirmation mails; without one they are only logged. */
  mailer?: Mailer;
  /** The site's public address for the confirmation link (SITE_URL); else the address this server answers on. */
  siteUrl?: string;
  now?: () => Date;
}

/** The confirmation mail of a sign-up, in its language. */
function confirmationMail(email: string, lang: Language, link: string) {
  const t = translator.forLanguage(lang);
  return { to: email, subject: t('newsletter.mailSubject'), text: `${t('newsletter.mailBody', { link })}\n` };
}

/** This server's own address as the request reached it (never the Host header, which the sender chooses). */
function ownOrigin(request: IncomingMessage): string {
  const { localAddress, localPort } = request.socket;
  const host = localAddress?.includes(':') ? `[${localAddress}]` : (localAddress ?? '127.0.0.1');
  return `http://${host}:${localPort ?? 80}`;
}

type Body = { kind: 'json'; value: unknown } | { kind: 'form'; value: Record<string, string> } | { kind: 'unreadable' } | { kind: 'too_large'; limit: number };

/**
 * The largest body each form can send: a contact message of 5000 characters, every one of them
 * a percent-encoded umlaut, is about 45 kB; a sign-up is an address and a return path.
 */
const formBodyLimits = { contact: 64 * 1024, newsletter: 4 * 1024 } as const;

/** How many messages, sign-ups and known addresses memory keeps; the oldest are forgotten first. */
const keptRecords = 1000;
const keptAddresses = 10_000;

function keepLatest<T>(list: T[], count: number): void {
  if (list.length > count) list.splice(0, list.length - count);
}

function forgetOldest(entries: Map<string, unknown> | Set<string>, count: number): void {
  for (const key of entries.keys()) {
    if (entries.size <= count) return;
    entries.delete(key);
  }
}

const thanksPaths = new Map(
  languages.flatMap((lang) => {
    const path = pathFor('thanks', lang);
    return path ? [[path, lang] as const] : [];
  }),
);
const translator = createTranslator(allResources, defaultLanguage);

async function readBody(request: IncomingMessage, body: (limit: number) => Promise<string>, limit: number): Promise<Body> {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  let text: string;
  try {
    text = await body(limit);
  } catch (error) {
    if (isBodyTooLarge(error)) return { kind: 'too_large', limit };
    throw error;
  }
  if (type.startsWith('application/json')) {
    const parsed = parseJsonBody(text);
    return parsed.ok ? { kind: 'json', value: parsed.value } : { kind: 'unreadable' };
  }
  if (type.startsWith('application/x-www-form-urlencoded')) return { kind: 'form', value: Object.fromEntries(new URLSearchParams(text)) };
  return { kind: 'unreadable' };
}

/** Answers a body that is no form's (JSON and plain posts alike: neither has a page to return to); false when it is one. */
function refusedBody(response: ServerResponse, parsed: Body): parsed is Extract<Body, { kind: 'unreadable' | 'too_large' }> {
  if (parsed.kind === 'too_large') sendJson(response, 413, { status: 'error', code: 'body_too_large', message: `The body is larger than ${parsed.limit} bytes.` }, { connection: 'close' });
  else if (parsed.kind === 'unreadable') sendJson(response, 400, { status: 'error', code: 'unreadable_body' });
  else return false;
  return true;
}

function redirect(response: ServerResponse, location: string, cookie?: string): void {
  response.writeHead(303, { location, 'cache-control': 'no-store', ...(cookie ? { 'set-cookie': cookie } : {}) });
  response.end();
}

/** The built thanks page with its plain greeting replaced by the personal one (escaped). */
function greetByName(page: string, lang: Language, visitor: Visitor): string {
  const greeting = escapeHtml(translator.forLanguage(lang)('contactForm.thanksGreeting', { name: visitor.name, email: visitor.email }));
  return page.replace(/(<p class="thanks-greeting">)[^<]*(<\/p>)/, (_match, open: string, close: string) => `${open}${greeting}${close}`);
}

/**
 * Fetches the static thanks page from this very server (the service is not told the site's
 * folder), then fills in the greeting. Null when that fails: the static page is served as is.
 */
async function personalThanksPage(request: IncomingMessage, path: string, lang: Language, visitor: Visitor) {
  const { localAddress, localPort } = request.socket;
  if (!localAddress || !localPort) return null;
  const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
  try {
    const page = await fetch(`http://${host}:${localPort}${path}`);
    if (!page.ok) return null;
    const headers: Record<string, string> = { 'cache-control': 'no-store', 'set-cookie': clearThanksCookie };
    // fetch has already decoded a compressed page: its content-encoding no longer describes the body.
    page.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'cache-control', 'connection', 'keep-alive', 'transfer-encoding', 'date'].includes(name)) headers[name] = value;
    });
    return { headers, body: greetByName(await page.text(), lang, visitor) };
  } catch {
    return null;
  }
}

export function createFormService(options: FormServiceOptions): LocalService {
  const received: Received = { contact: [], newsletter: [] };
  const book: OptInBook = { attempts: new Map(), subscribed: new Set(), pending: new Map(), confirmations: [] };
  const now = options.now ?? (() => new Date());
  const mailer: Mailer = options.mailer ?? { send: async (mail) => console.info(`[form service] no mailer: not sent "${mail.subject}" to ${mail.to}`) };
  const handover = createThanksHandover();

  async function contact(request: IncomingMessage, response: ServerResponse, body: (limit: number) => Promise<string>) {
    const parsed = await readBody(request, body, formBodyLimits.contact);
    if (refusedBody(response, parsed)) return;
    const input = readContactInput(parsed.value);
    const verdict = validateContact(input);
    if (verdict.ok) {
      received.contact.push(verdict.value);
      keepLatest(received.contact, keptRecords);
    }
    if (parsed.kind === 'json') {
      return verdict.ok ? sendJson(response, 200, { status: 'ok' }) : sendJson(response, 400, { status: 'error', errors: verdict.errors });
    }
    if (!verdict.ok) return redirect(response, contactRefusedUrl(input.lang));
    return redirect(response, thanksUrl(input.lang), handover.handOver({ name: verdict.value.name, email: verdict.value.email }));
  }

  async function subscribe(request: IncomingMessage, response: ServerResponse, body: (limit: number) => Promise<string>) {
    const parsed = await readBody(request, body, formBodyLimits.newsletter);
    if (refusedBody(response, parsed)) return;
    const { email, lang, return: returnPath } = readSignupBody(parsed.value);
    const decision = decideSubscription(book, email);
    forgetOldest(book.attempts, keptAddresses);
    forgetOldest(book.subscribed, keptAddresses);
    forgetOldest(book.pending, keptAddresses);
    keepLatest(book.confirmations, keptRecords);
    received.newsletter.push({ email: email.trim(), lang, status: decision.status });
    keepLatest(received.newsletter, keptRecords);
    let reply: { status: number; body: unknown } = decision;
    if (decision.status === 200) {
      const token = newConfirmationToken();
      awaitConfirmation(book, token, { email, lang, requestedAt: now().toISOString() });
      const link = `${(options.siteUrl ?? ownOrigin(request)).replace(/\/+$/, '')}${formPaths.confirm}?token=${token}&lang=${lang}`;
      try {
        await mailer.send(confirmationMail(email.trim(), lang, link));
      } catch (error) {
        // Without the mail the address can never be confirmed: the visitor is told to try again.
        console.error(`[form service] the confirmation mail to the newsletter could not be sent: ${error instanceof Error ? error.message : String(error)}`);
        reply = { status: 502, body: { status: 'error', code: 'mail_failed' } };
      }
    }
    if (parsed.kind === 'json') return sendJson(response, reply.status, reply.body);
    const outcome = newsletterOutcomeOf(reply.status, reply.body);
    return redirect(response, `${safeReturnPath(returnPath)}#${newsletterOutcomeId(outcome)}`);
  }

  return async (request, response, body) => {
    const url = requestUrl(request.url);
    if (!url) return false;
    const path = canonicalPath(url.pathname);
    const handler = path === formPaths.contact ? contact : path === formPaths.newsletter ? subscribe : null;
    if (handler) {
      if (request.method !== 'POST') {
        response.writeHead(405, { allow: 'POST', ...closeIfBodyUnread(request) });
        response.end();
        return true;
      }
      if (!originHeaders(request, [])) {
        sendJson(response, 403, { status: 'error', code: 'forbidden_origin', message: 'Forms of this site are sent from its own pages only.' }, closeIfBodyUnread(request));
        return true;
      }
      await handler(request, response, body);
      return true;
    }
    if (path === formPaths.confirm && request.method === 'GET') {
      const asked = url.searchParams.get('lang');
      const confirmation = confirmSignup(book, url.searchParams.get('token') ?? '', now());
      const lang = confirmation.outcome === 'confirmed' ? confirmation.lang : isLanguage(asked) ? asked : defaultLanguage;
      redirect(response, `${linkFor('home', lang)}#${newsletterOutcomeId(confirmation.outcome)}`);
      return true;
    }
    if (path === formPaths.received && options.inspect && request.method === 'GET') {
      sendJson(response, 200, { ...received, confirmations: book.confirmations });
      return true;
    }
    const thanksLang = thanksPaths.get(path);
    const visitor = thanksLang && request.method === 'GET' ? handover.take(request) : null;
    if (thanksLang && visitor) {
      const page = await personalThanksPage(request, path, thanksLang, visitor);
      if (!page) return false;
      response.writeHead(200, page.headers);
      response.end(page.body);
      return true;
    }
    return false;
  };
}

