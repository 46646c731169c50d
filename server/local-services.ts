import type { IncomingMessage, ServerResponse } from 'node:http';
import { localFormService } from './form-service.ts';
import { localOrderService } from './order-service.ts';

/**
 * A service the preview server answers next to the static files, so `npm start` runs the whole
 * product on one origin (the CSP's connect-src 'self' covers it). Returns true when it answered
 * the request, false to leave it to the static files.
 */
export type LocalService = (request: IncomingMessage, response: ServerResponse, body: () => Promise<string>) => Promise<boolean>;

/** The services the preview server runs, in the order they are asked. */
export const localServices: LocalService[] = [];
localServices.push(localFormService);
localServices.push(localOrderService);
