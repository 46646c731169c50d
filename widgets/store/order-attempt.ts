import { parseStoredOrderAttempt, type OrderAttempt } from '../core/order-attempt.ts';
import { persistedSignal } from './persisted.ts';

/**
 * The uuid of the order being placed, kept (across reloads and tabs) until the order succeeds:
 * the order service answers a uuid it knows with its first answer, so a retry after a lost reply
 * or a double click can never place a second order. A changed order (other lines, counts, address
 * or method) is another order and gets a new uuid.
 */
const orderAttempt = persistedSignal<OrderAttempt | null>({
  key: 'int-order-attempt',
  version: 1,
  parse: parseStoredOrderAttempt,
  initial: () => null,
  isEmpty: (value) => value === null,
});

function newUuid(): string {
  // crypto.randomUUID needs a secure context (a plain-http preview has none); getRandomValues does not.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The uuid for an order with this content: the kept one while the content is the same. */
export function orderUuidFor(fingerprint: string): string {
  const current = orderAttempt.value;
  if (current && current.fingerprint === fingerprint) return current.uuid;
  const uuid = newUuid();
  orderAttempt.value = { uuid, fingerprint };
  return uuid;
}

export function clearOrderAttempt(): void {
  orderAttempt.value = null;
}
