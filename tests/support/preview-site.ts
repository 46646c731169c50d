import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConnectionTimeouts } from '../../server/http-server.ts';
import type { RateRule } from '../../server/rate-limit.ts';
import { writeFixtureSite } from './order-fixtures.ts';

/**
 * A small built site (the fixture shop's data, a start page, the 404 page, the host files) under
 * the preview server on a loopback port, with ORDER_SERVICE_INSPECT=1 as the browser suite runs
 * it. `raw` sends bytes as they are: fetch would refuse or repair the malformed requests a
 * hostile client sends.
 */
export async function startPreviewSite(rateRule?: RateRule, timeouts?: ConnectionTimeouts) {
  process.env.ORDER_SERVICE_INSPECT = '1';
  // Imported only now: the form service reads the switch when its module loads.
  const { startPreviewServer } = await import('../../server/preview.ts');
  const root = await mkdtemp(path.join(tmpdir(), 'preview-hostile-'));
  await writeFixtureSite(root);
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Start</title>');
  await writeFile(path.join(root, '404.html'), '<!doctype html><title>Nicht gefunden</title>');
  await writeFile(path.join(root, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  await writeFile(path.join(root, '_redirects'), '/alt  /neu  301\n');
  // PreviewOptions gained rateRule with the post limit; passed through untyped so this helper also
  // runs against a server without it.
  const server = await startPreviewServer({ root, port: 0, ...(rateRule ? { rateRule } : {}), ...(timeouts ? { timeouts } : {}) } as Parameters<typeof startPreviewServer>[0]);
  const { hostname, port } = new URL(server.url);
  return {
    url: server.url,
    raw: (request: string | Buffer) => rawRequest(hostname, Number(port), request),
    async close() {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export interface RawAnswer {
  /** 0 when the connection closed without a status line. */
  status: number;
  headers: Record<string, string>;
  text: string;
}

/**
 * Sends a request's head, then a body of `bodyBytes` as fast as the connection takes it, and
 * counts how much of the body was on its way when the answer's first bytes came back (-1: no
 * answer before the connection closed).
 */
export function sendHugeBody(url: string, head: string, bodyBytes: number, chunked = false): Promise<{ status: number; sentBeforeAnswer: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const piece = Buffer.alloc(64 * 1024, 'x');
    const framed = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
    let sent = 0;
    let sentBeforeAnswer = -1;
    let status = 0;
    socket.on('connect', () => {
      socket.write(head);
      const pump = () => {
        while (sent < bodyBytes && sentBeforeAnswer < 0 && !socket.destroyed) {
          sent += piece.length;
          if (!socket.write(framed)) return void socket.once('drain', pump);
        }
      };
      pump();
    });
    socket.on('data', (data: Buffer) => {
      if (sentBeforeAnswer >= 0) return;
      sentBeforeAnswer = sent;
      status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data.toString('latin1'))?.[1] ?? 0);
    });
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ status, sentBeforeAnswer }));
  });
}

/** Seconds until the server closes a connection that sends `head`, then `drip` every `everyMs`; the first status it answered. */
export function dripUntilClosed(url: string, head: string, drip: string, everyMs: number, capMs = 30_000): Promise<{ seconds: number; status: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname, () => socket.write(head));
    const timer = setInterval(() => socket.write(drip), everyMs);
    const cap = setTimeout(() => socket.destroy(), capMs);
    let status = 0;
    socket.on('data', (data: Buffer) => {
      status ||= Number(/^HTTP\/1\.1 (\d{3})/.exec(data.toString('latin1'))?.[1] ?? 0);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(cap);
      resolve({ seconds: (Date.now() - started) / 1000, status });
    });
  });
}

function rawRequest(host: string, port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed socket would be closed by Node before its answer. The
    // requests say Connection: close, so the server closes once it answered.
    const socket = connect(port, host, () => socket.write(request));
    socket.setTimeout(5000, () => socket.destroy());
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()] as const),
      );
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, text });
    });
  });
}

/** A GET as a browser sends it, over a connection that closes after the answer. */
export const rawGet = (target: string) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
