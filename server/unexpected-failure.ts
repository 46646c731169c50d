import type { ServerResponse } from 'node:http';

/**
 * The last word on a request whose handler threw. Before the headers went out the client gets a
 * plain 500; after, nothing can be said any more (a second writeHead would throw again, outside
 * any handler, and end the process), so the connection is cut and the client sees an incomplete
 * reply instead of a complete-looking wrong one.
 */
export function answerUnexpectedFailure(response: ServerResponse, error: unknown, label: string): void {
  // A client that left while its body was being read (Node's "aborted"; a connection cut for
  // sending too slowly, too) is no failure of the server, and there is no one left to answer.
  if ((error as NodeJS.ErrnoException | undefined)?.code === 'ECONNRESET' && response.socket?.destroyed !== false) return;
  console.error(`[${label}] request failed`, error);
  try {
    if (!response.headersSent) {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Internal error');
    } else {
      response.destroy();
    }
  } catch (secondError) {
    console.error(`[${label}] could not answer the failed request`, secondError);
    response.destroy();
  }
}
