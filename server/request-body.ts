import type { IncomingMessage } from 'node:http';

/**
 * Reads a request body as text, up to `limit` bytes. A larger body is refused as soon as that is
 * known: at once when its Content-Length says so, else when the bytes read pass the limit; the
 * rest is never read. The caller answers 413 with `Connection: close`, so the client gets its
 * reason and the connection ends instead of carrying the rest of the body in.
 */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body larger than ${limit} bytes`);
  }
}

export const isBodyTooLarge = (error: unknown): error is BodyTooLargeError => error instanceof BodyTooLargeError;

export function readRequestBody(request: IncomingMessage, limit: number): Promise<string> {
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.reject(new BodyTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      request.off('data', onData);
      request.pause();
      chunks.length = 0;
      reject(new BodyTooLargeError(limit));
    };
    request.on('data', onData);
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
