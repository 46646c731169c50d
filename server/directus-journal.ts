import type { UnknownRecord } from '../widgets/core/shapes.ts';
import type { Journal } from './journal.ts';

/**
 * A journal kept as items of a Directus collection (ORDER_STORE=directus): each entry becomes one
 * item, created over REST with a server-side token before the service answers, so editors see
 * what arrived where they edit the shop. The entry itself rides along in the item's hidden
 * `journal` field, which is how the service reads its orders back at start (numbering and
 * repeated posts survive a restart, as with the file journal). A failed write throws: the
 * shopper is told the submission could not be stored, as when the disk fails.
 */
export interface DirectusJournalOptions<Entry> {
  url: string;
  token: string;
  collection: string;
  /** The item's fields for editors (the journal field is added). */
  toItem: (entry: Entry) => UnknownRecord;
  fetchImpl?: typeof fetch;
}

async function answerOf(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as { data?: unknown }).data : undefined;
}

export function directusJournal<Entry>(options: DirectusJournalOptions<Entry>): Journal<Entry> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const items = new URL(`items/${options.collection}`, options.url.endsWith('/') ? options.url : `${options.url}/`);
  const headers = { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' };
  return {
    async append(entry) {
      const response = await fetchImpl(items, { method: 'POST', headers, body: JSON.stringify({ ...options.toItem(entry), journal: entry }) });
      await answerOf(response, `POST ${items.pathname}`);
    },
    async readAll() {
      const query = new URL(items);
      query.searchParams.set('fields', 'journal');
      query.searchParams.set('filter', JSON.stringify({ journal: { _nnull: true } }));
      query.searchParams.set('sort', 'id');
      query.searchParams.set('limit', '-1');
      const data = await answerOf(await fetchImpl(query, { headers }), `GET ${items.pathname}`);
      return (Array.isArray(data) ? data : []).map((item) => (item as { journal: Entry }).journal);
    },
  };
}
