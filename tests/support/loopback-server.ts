import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in host on 127.0.0.1 (a free port) for tests: its base URL and a way to stop it. */
export interface LoopbackServer {
  url: string;
  close(): void;
}

export async function serveOnLoopback(handler: RequestListener): Promise<LoopbackServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
