import { isNonEmptyString, isRecord } from './shapes.ts';

/**
 * The uuid of the order being placed and what it was made for (store/order-attempt.ts): the
 * order service answers a uuid it knows with its first answer, so a retry never orders twice.
 */
export interface OrderAttempt {
  uuid: string;
  /** What the uuid was made for: the order's content, without the times. */
  fingerprint: string;
}

export function parseStoredOrderAttempt(value: unknown): OrderAttempt | null {
  return isRecord(value) && isNonEmptyString(value.uuid) && typeof value.fingerprint === 'string' ? { uuid: value.uuid, fingerprint: value.fingerprint } : null;
}
