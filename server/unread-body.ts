import type { IncomingMessage } from 'node:http';

/**
 * The header an answer given before its request's body was read carries: `Connection: close`.
 * Node would otherwise read the rest of the body off the wire to keep the connection for the
 * next request, however large the sender made it; closed, the sender's bytes stop counting.
 */
export function closeIfBodyUnread(request: IncomingMessage): Record<string, string> {
  const length = request.headers['content-length'];
  const announcesBody = (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
  return announcesBody && !request.complete ? { connection: 'close' } : {};
}
