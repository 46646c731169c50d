import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createGuardedServer, type ConnectionTimeouts } from './http-server.ts';
import type { LocalService } from './local-services.ts';
import { refusedOverRate } from './post-guard.ts';
import { createRateLimiter, type RateRule } from './rate-limit.ts';
import { readRequestBody } from './request-body.ts';
import { serviceSecurityHeaders } from './service-headers.ts';
import { answerUnexpectedFailure } from './unexpected-failure.ts';

/**
 * The HTTP server of the order service on its own (order-service-cli.ts): the service's answers
 * for /ecom/*, 404 for anything else, posts over their budget 429, and on every answer, errors
 * included, the service's security headers.
 */
export function createStandaloneOrderServer(service: LocalService, options: { rateRule: RateRule; timeouts?: ConnectionTimeouts }): Server {
  const postLimiter = createRateLimiter(options.rateRule);

  async function handle(request: IncomingMessage, response: ServerResponse) {
    // Set before anyone answers: the service's answers and the errors carry them too.
    for (const [name, value] of Object.entries(serviceSecurityHeaders)) response.setHeader(name, value);
    if (request.method === 'POST' && refusedOverRate(request, response, postLimiter)) return;
    let body: Promise<string> | undefined;
    const handled = await service(request, response, (limit) => (body ??= readRequestBody(request, limit)));
    if (!handled) response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  }

  return createGuardedServer(
    (request, response) => {
      handle(request, response).catch((error: unknown) => answerUnexpectedFailure(response, error, 'order service'));
    },
    { timeouts: options.timeouts, headers: () => ({ ...serviceSecurityHeaders }) },
  );
}
