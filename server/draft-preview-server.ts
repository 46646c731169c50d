import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../widgets/core/html.ts';
import { sendJson } from './json-reply.ts';
import { closeIfBodyUnread } from './unread-body.ts';
import { startPreviewServer } from './preview.ts';
import type { DraftBuilds } from './publish/draft-builds.ts';
import { hasPreviewCookie, isPreviewToken, previewCookie, previewEntryPath, previewTarget } from './publish/preview-access.ts';

/**
 * The preview of drafts (PREVIEW_PORT with PREVIEW_TOKEN on the order service): the site built
 * with its draft pages and products (draft-builds.ts), served like the published one but only to
 * editors who open it from the CMS (preview-access.ts), never indexed, never cached, framed only
 * by the CMS (Directus shows it beside the form), and without the shop's services: nothing is
 * ordered from a preview, and the stock shown is the build's. While a build with the latest saves is under way, a page says so and
 * reloads itself; a build that failed shows why.
 */
export interface DraftPreviewOptions {
  root: string;
  port: number;
  host?: string;
  token: string;
  drafts: DraftBuilds;
  /** The CMS's origin, the one page allowed to frame the preview (Directus' split view). */
  cmsOrigin: string;
}

/** Registered by the site's pages like the site's worker, it keeps nothing and leaves at once. */
const selfRemovingWorker = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', () => self.registration.unregister());
`;

/** Seconds a page waiting for a build waits before it asks again. */
const reloadSeconds = 2;

/**
 * The notices' look, and their opt-in to the site's cross-document view transitions: a page of the
 * site leading to a notice without it has its transition aborted, an error in the notice's console.
 */
const noticeStylesheetPath = `${previewEntryPath}/notice.css`;
const noticeScriptPath = `${previewEntryPath}/notice.js`;
/**
 * What the site's head script does for its pages (widgets/runtime/head-script.ts): Chromium rejects
 * a view transition's promises when it is skipped (a reload by the notice's refresh while the page
 * is being revealed), and a rejection nobody holds is an uncaught error.
 */
const noticeScript = `const settle = (event) => { const transition = event.viewTransition; if (transition) for (const step of [transition.ready, transition.finished, transition.updateCallbackDone]) step.catch(() => {}); };
addEventListener('pageswap', settle);
addEventListener('pagereveal', settle);
`;
const noticeStylesheet = `@view-transition { navigation: auto; }
body { font: 1.125rem/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; background: #fff3c4; color: #3d2f00; }
main { max-width: 40rem; margin: 0 auto; }
`;

/** A page of the preview's own, in German like Directus' labels: why the page asked for cannot be shown, or not yet. */
function notice(response: ServerResponse, status: number, title: string, lines: string[], extraHeaders: Record<string, string> = {}) {
  // 202: accepted, the build under way; the page asks again by itself (a 503 would be an error in the console each time).
  const refresh = status === 202 ? `<meta http-equiv="refresh" content="${reloadSeconds}">\n` : '';
  const body = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${noticeStylesheetPath}">
<script src="${noticeScriptPath}"></script>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`).join('\n')}
</main>
</body>
</html>
`;
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), ...extraHeaders });
  response.end(body);
}

/** A page the browser opens (rather than a script, a style or an image of one). */
function isPageRequest(request: IncomingMessage): boolean {
  const destination = request.headers['sec-fetch-dest'];
  if (typeof destination === 'string') return destination === 'document' || destination === 'iframe';
  return (request.headers.accept ?? '').includes('text/html');
}

/** The CSP with the CMS as the one page that may frame the preview; X-Frame-Options cannot say that, so it goes. */
function framedByCms(headers: Record<string, string>, cmsOrigin: string): Record<string, string> {
  const adjusted: Record<string, string> = { ...headers, 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
  delete adjusted['x-frame-options'];
  delete adjusted['strict-transport-security'];
  const csp = adjusted['content-security-policy'];
  if (csp) adjusted['content-security-policy'] = csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${cmsOrigin}`);
  return adjusted;
}

export function startDraftPreviewServer(options: DraftPreviewOptions) {
  const { token, drafts } = options;
  const intercept = (request: IncomingMessage, response: ServerResponse, url: URL): boolean => {
    const own = url.pathname === noticeStylesheetPath ? { type: 'text/css', body: noticeStylesheet } : url.pathname === noticeScriptPath ? { type: 'text/javascript', body: noticeScript } : null;
    if (own) {
      response.writeHead(200, { 'content-type': `${own.type}; charset=utf-8`, 'content-length': String(Buffer.byteLength(own.body)) });
      response.end(own.body);
      return true;
    }
    if (url.pathname === previewEntryPath) {
      if (!isPreviewToken(url.searchParams.get('token') ?? '', token)) {
        notice(response, 401, 'Vorschau nicht freigegeben', ['Dieser Vorschau-Link ist ungültig. Öffnen Sie die Vorschau in Directus über das Augen-Symbol („Vorschau“) einer Seite oder eines Produkts.'], closeIfBodyUnread(request));
        return true;
      }
      const target = previewTarget(url.searchParams);
      if ('problem' in target) {
        notice(response, 404, 'Keine Seite für diese Vorschau', [target.problem], { 'set-cookie': previewCookie(token) });
        return true;
      }
      response.writeHead(303, { location: target.path, 'set-cookie': previewCookie(token), ...closeIfBodyUnread(request) });
      response.end();
      return true;
    }
    if (!hasPreviewCookie(request.headers.cookie, token)) {
      notice(response, 401, 'Vorschau nicht freigegeben', ['Diese Vorschau ist nicht öffentlich. Öffnen Sie sie in Directus über das Augen-Symbol („Vorschau“) einer Seite oder eines Produkts.'], closeIfBodyUnread(request));
      return true;
    }
    // The site's worker would keep the drafts of an hour ago in the browser: the preview's removes itself.
    if (url.pathname === '/sw.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-length': String(Buffer.byteLength(selfRemovingWorker)) });
      response.end(selfRemovingWorker);
      return true;
    }
    // No sales in a preview: the build's stock figures stand (an answer without lines says so).
    if (url.pathname === '/ecom/stock' && request.method === 'POST') {
      sendJson(response, 200, { status: 'ok', stock: [] }, closeIfBodyUnread(request));
      return true;
    }
    const state = drafts.state();
    if (state.state === 'none') drafts.request();
    if (!isPageRequest(request)) return false;
    if (state.state === 'none' || state.state === 'pending') {
      notice(response, 202, 'Die Vorschau wird erstellt …', ['Die Website wird mit den gespeicherten Entwürfen gebaut. Diese Seite lädt sich von selbst neu, sobald die Vorschau fertig ist.']);
      return true;
    }
    if (state.state === 'failed') {
      notice(response, 500, 'Die Vorschau konnte nicht erstellt werden', [state.message, 'Korrigieren Sie den Eintrag und speichern Sie ihn; die Vorschau wird dann neu erstellt.']);
      return true;
    }
    return false;
  };
  return startPreviewServer({
    root: options.root,
    port: options.port,
    host: options.host,
    localServices: false,
    intercept,
    adjustHeaders: (headers) => framedByCms(headers, options.cmsOrigin),
  });
}
