import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalService } from '../../server/local-services.ts';

/** A request's whole body as text, as the servers hand it to a local service. */
export function readAll(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Serves `service` on a loopback port for one JSON POST to `path`; throws unless it is answered with 2xx. */
export async function serveOnce(service: LocalService, path: string, body: unknown): Promise<unknown> {
  const server = createServer((request, response) => {
    void service(request, response, () => readAll(request)).then((handled) => {
      if (!handled) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const reply = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!reply.ok) throw new Error(`${path} answered ${reply.status}: ${await reply.text()}`);
    return await reply.json();
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
