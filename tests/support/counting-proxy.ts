import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What crosses the network, counted where it crosses: a proxy between the browser and the site
 * sees the page's requests and the service worker's alike (the worker's own fetches escape
 * page.on, and a fetch the worker answers from the HTTP cache never reaches the site).
 */
export async function countingProxy(target: string) {
  const counts = new Map<string, number>();
  let bytes = 0;
  const server = createServer((incoming, outgoing) => {
    const key = `${incoming.method} ${incoming.url}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const forward = httpRequest(new URL(incoming.url ?? '/', target), { method: incoming.method, headers: { ...incoming.headers, host: new URL(target).host } }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      answer.pipe(outgoing);
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    /** Requests made more than once, as "GET /path ×n". */
    twice: () => [...counts].filter(([, count]) => count > 1).map(([request, count]) => `${request} ×${count}`),
    total: () => ({ requests: [...counts.values()].reduce((sum, count) => sum + count, 0), bytes }),
    close: () => new Promise((done) => server.close(done)),
  };
}
