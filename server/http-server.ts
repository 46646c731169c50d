import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The HTTP server under the preview server and the standalone order service, set up for clients
 * that do not play fair:
 * - a connection that sends its headers, or its whole request, too slowly is cut (408): one
 *   byte every few seconds would otherwise hold a connection for minutes (Node's defaults are
 *   60 s for the headers and 300 s for the request, checked only every 30 s);
 * - a request Node cannot even parse gets a plain 400 (431 for headers too large) carrying the
 *   server's headers, instead of Node's bare one;
 * - CONNECT, which Node hands to no request handler, is answered 405 instead of left hanging.
 */
export interface ConnectionTimeouts {
  /** Until the request's headers are all in. */
  headersMs: number;
  /** Until the whole request, body included, is in; at least headersMs. */
  requestMs: number;
  /** How long an idle kept-alive connection waits for the next request. */
  keepAliveMs: number;
}

export const defaultTimeouts: ConnectionTimeouts = { headersMs: 10_000, requestMs: 20_000, keepAliveMs: 5_000 };

/** The status line of the plain answer to a request Node refused before any handler saw it. */
function refusalStatus(code: string | undefined): string {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return '408 Request Timeout';
  if (code === 'HPE_HEADER_OVERFLOW') return '431 Request Header Fields Too Large';
  return '400 Bad Request';
}

function plainAnswer(socket: Duplex, status: string, headers: Record<string, string>): void {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status}\r\n${lines.join('')}content-length: 0\r\nconnection: close\r\n\r\n`);
}

export function createGuardedServer(
  handler: RequestListener<typeof IncomingMessage, typeof ServerResponse>,
  options: { timeouts?: ConnectionTimeouts; headers: () => Record<string, string> },
): Server {
  const { headersMs, requestMs, keepAliveMs } = options.timeouts ?? defaultTimeouts;
  const server = createServer(
    {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      keepAliveTimeout: keepAliveMs,
      // How often Node looks for connections past those times; its default of 30 s would let a slow one stay twice as long.
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersMs / 4))),
    },
    handler,
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    plainAnswer(socket, refusalStatus(error.code), options.headers());
  });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    plainAnswer(socket, '405 Method Not Allowed', { ...options.headers(), allow: 'GET, HEAD, POST, OPTIONS' });
  });
  return server;
}
