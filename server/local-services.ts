import type { IncomingMessage, ServerResponse } from 'node:http';
import { localFormService } from './form-service.ts';
import { localOrderServiceFromEnv } from './order-service-env.ts';

/**
 * A service the preview server answers next to the static files, so `npm start` runs the whole
 * product on one origin (the CSP's connect-src 'self' covers it). Returns true when it answered
 * the request, false to leave it to the static files. `body(limit)` reads the request's body,
 * each endpoint saying how much it takes; it rejects with a BodyTooLargeError (request-body.ts)
 * once the whole body was read and found larger, so the service can still answer 413.
 */
export type LocalService = (request: IncomingMessage, response: ServerResponse, body: (limit: number) => Promise<string>) => Promise<boolean>;

/**
 * The services the preview server runs for the site folder it serves, in the order they are
 * asked: the order service prices orders from that folder's catalog. `ready` rejects when the
 * catalog cannot be read, so the server does not start half working.
 */
export function createLocalServices(root: string, env: NodeJS.ProcessEnv = process.env): { services: LocalService[]; ready: Promise<void> } {
  const orders = localOrderServiceFromEnv(root, env);
  return { services: [localFormService, orders.service], ready: orders.ready };
}
