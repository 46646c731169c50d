import type { IncomingMessage } from 'node:http';

/**
 * Reads a request body as text, up to `limit` bytes. A larger body is read to its end and thrown
 * away, then refused: the server can still answer 413, where cutting the connection would leave
 * the client with a reset and no reason.
 */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body larger than ${limit} bytes`);
  }
}

export const isBodyTooLarge = (error: unknown): error is BodyTooLargeError => error instanceof BodyTooLargeError;

export function readRequestBody(request: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else chunks.length = 0;
    });
    request.on('end', () => (size > limit ? reject(new BodyTooLargeError(limit)) : resolve(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}
