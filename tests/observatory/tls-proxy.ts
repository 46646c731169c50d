import { createServer as createHttpServer, request as forward, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';

/**
 * What a host or CDN puts in front of a server that speaks plain HTTP: TLS on one port, each
 * request passed on as it came and each answer passed back as it came (status, headers, body;
 * no header added), and on a second port plain HTTP answered with a 301 to the same address over
 * HTTPS, as hosts redirect it.
 */
interface TlsProxyOptions {
  /** The port of the server behind it, on 127.0.0.1. */
  upstreamPort: number;
  httpsPort: number;
  httpPort: number;
  key: string;
  cert: string;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
}

export async function startTlsProxy({ upstreamPort, httpsPort, httpPort, key, cert }: TlsProxyOptions): Promise<{ close(): void }> {
  const tls = createHttpsServer({ key, cert }, (request, response) => {
    const upstream = forward({ host: '127.0.0.1', port: upstreamPort, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  const plain = createHttpServer((request, response) => {
    const hostname = new URL(`http://${request.headers.host ?? 'localhost'}`).hostname;
    response.writeHead(301, { location: `https://${hostname}:${httpsPort}${request.url ?? '/'}`, 'content-length': '0' }).end();
  });
  await Promise.all([listen(tls, httpsPort), listen(plain, httpPort)]);
  return {
    close() {
      tls.closeAllConnections();
      plain.closeAllConnections();
      tls.close();
      plain.close();
    },
  };
}
