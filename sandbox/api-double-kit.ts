import type { IncomingMessage, ServerResponse } from 'node:http';
import { readRequestBody } from '../server/request-body.ts';

/**
 * What the payment providers' REST doubles (paypal-api-double.ts, klarna-api-double.ts) share:
 * JSON answers, the body, the buyer paths' CORS, and the failure switch a test sets with
 * `POST <prefix>/__mode {"next": "5xx" | "hang" | "none", "count"?: n}`: the next n API calls
 * (default 1; the double's own `__` paths never count) answer 500 or never answer.
 */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

export function sendJson(response: ServerResponse, { status, body, headers = {} }: Reply) {
  if (body === undefined) {
    response.writeHead(status, { 'cache-control': 'no-store', ...headers }).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers }).end(JSON.stringify(body));
}

export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

/** Runs an async handler for a request the double has claimed; a thrown error becomes a 500. */
export function answer(request: IncomingMessage, response: ServerResponse, handle: (body: string) => Reply | Promise<Reply>) {
  // A provider's request bodies are a few kB; a megabyte is plenty and keeps the sandbox bounded.
  void readRequestBody(request, 1024 * 1024)
    .then(handle)
    .then(
      (reply) => sendJson(response, reply),
      (error: unknown) => sendJson(response, { status: 500, body: { error: String(error) } }),
    );
}

/** The JSON body, or undefined when it is not JSON (each double answers that its own way). */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

export function basicCredentials(request: IncomingMessage): { user: string; password: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The failure switch of one double. */
export class FailureMode {
  private next: 'none' | '5xx' | 'hang' = 'none';
  private count = 0;

  set(body: unknown): Reply {
    const next = isRecord(body) ? body.next : undefined;
    const count = isRecord(body) && typeof body.count === 'number' && body.count > 0 ? Math.floor(body.count) : 1;
    if (next !== 'none' && next !== '5xx' && next !== 'hang') return { status: 400, body: { error: 'next must be "5xx", "hang" or "none"' } };
    this.next = next;
    this.count = next === 'none' ? 0 : count;
    return { status: 200, body: { next, count: this.count } };
  }

  /** Takes the switch for one API call: what to do instead of answering, or null. */
  take(): '5xx' | 'hang' | null {
    if (this.next === 'none' || this.count <= 0) return null;
    const mode = this.next;
    this.count -= 1;
    if (this.count === 0) this.next = 'none';
    return mode;
  }
}

/** A hung call: the socket stays open until the client gives up (or two minutes pass). */
export function hang(request: IncomingMessage) {
  request.resume();
  setTimeout(() => request.socket.destroy(), 120_000).unref();
}

/** The double's own origin as the caller addressed it (for links it hands out). */
export function originOf(request: IncomingMessage): string {
  return `http://${request.headers.host ?? '127.0.0.1'}`;
}
