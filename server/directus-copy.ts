import type { UnknownRecord } from '../widgets/core/shapes.ts';

/**
 * A copy of what the service accepted, as an item of a Directus collection (ORDER_STORE=directus),
 * so editors see orders, requests, withdrawals and ratings where they edit the shop. The service's
 * own store (orders/order-store.ts) stays the record; the copy is a job of its outbox, created
 * over REST with a server-side token and tried again until Directus takes it. The entry itself
 * rides along in the item's hidden `journal` field.
 */
export interface SubmissionCopier<Entry> {
  /** Creates the item; throws when Directus does not take it. */
  append(entry: Entry): Promise<void>;
}

export interface DirectusCopyOptions<Entry> {
  url: string;
  token: string;
  collection: string;
  /** The item's fields for editors (the journal field is added). */
  toItem: (entry: Entry) => UnknownRecord;
  fetchImpl?: typeof fetch;
}

const copyTimeoutMs = 10_000;

export function directusCopier<Entry>(options: DirectusCopyOptions<Entry>): SubmissionCopier<Entry> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const items = new URL(`items/${options.collection}`, options.url.endsWith('/') ? options.url : `${options.url}/`);
  const headers = { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' };
  return {
    async append(entry) {
      // A Directus that hangs must not hold the shopper's answer: after the timeout the outbox tries again later.
      const response = await fetchImpl(items, { method: 'POST', headers, body: JSON.stringify({ ...options.toItem(entry), journal: entry }), signal: AbortSignal.timeout(copyTimeoutMs) });
      if (!response.ok) throw new Error(`POST ${items.pathname}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
    },
  };
}
