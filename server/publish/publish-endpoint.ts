import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../json-reply.ts';
import { isAuthorized } from '../orders/status-endpoint.ts';
import { closeIfBodyUnread } from '../unread-body.ts';

/**
 * POST /ecom/_publish: the build hook a Directus Flow calls when an editor saves (cms/publish-flow.ts).
 * Believed only with the shared secret PUBLISH_HOOK_SECRET as a bearer token; without one set, the
 * endpoint does not exist. Answered at once (202): the build follows (publisher.ts), and how it went
 * is reported where the editor reads it.
 */
export const publishPath = '/ecom/_publish';

export interface PublishEndpoint {
  token: string;
  request(): void;
}

export function answerPublishRequest(endpoint: PublishEndpoint, request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== 'POST') return sendJson(response, 405, { status: 'error', message: 'Use POST.' }, { allow: 'POST', ...closeIfBodyUnread(request) });
  if (!isAuthorized(request.headers.authorization, endpoint.token)) {
    return sendJson(response, 401, { status: 'error', message: 'A valid bearer token (PUBLISH_HOOK_SECRET) is needed.' }, { 'www-authenticate': 'Bearer realm="publish"', ...closeIfBodyUnread(request) });
  }
  endpoint.request();
  sendJson(response, 202, { status: 'queued' }, closeIfBodyUnread(request));
}
