import type { ServerResponse } from 'node:http';

/**
 * Answers with a JSON body that is never kept by caches. The body is written out before the
 * status line goes: a value that cannot be written throws while a 500 can still be sent.
 */
export function sendJson(response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(value);
  response.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(text);
}
