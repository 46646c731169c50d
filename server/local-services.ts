import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFormService } from './form-service.ts';
import { defaultProject } from './order-service.ts';
import { localOrderServiceFromEnv } from './order-service-env.ts';
import { mailerFor } from './orders/service-mailer.ts';

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
  // The newsletter's confirmation mails go the order service's way (SMTP_URL, else the data folder's outbox).
  const mailer = mailerFor({ smtpUrl: env.SMTP_URL || undefined, mailFrom: env.MAIL_FROM || undefined, dataDir: env.ORDER_SERVICE_DATA_DIR || undefined }, env.PROJECT_DOMAIN || defaultProject);
  // ORDER_SERVICE_INSPECT=1 opens /forms/_received (as for /ecom/_received).
  const forms = createFormService({ inspect: env.ORDER_SERVICE_INSPECT === '1', mailer, siteUrl: env.SITE_URL?.trim() || undefined });
  return { services: [forms, orders.service], ready: orders.ready };
}
