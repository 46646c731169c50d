import { readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { OrderStore } from './order-store.ts';
import { orderContentKey } from './order-content-key.ts';
import type { SubmissionEntry } from './submission-entry.ts';

/**
 * A data folder from before the order store kept one JSON line per submission in `*.jsonl`
 * journals. At the first start on such a folder its entries move into the empty store, orders
 * with their numbers and the stock they hold, so no number is handed out twice; the journals are
 * then renamed `*.jsonl.imported`. Their mails were sent when they arrived and are not sent again.
 * A torn line (a crash mid-write) is skipped with a warning, as the journals themselves did.
 */
export async function importJournals(dataDir: string, store: OrderStore): Promise<number> {
  const files = (await readdir(dataDir).catch(() => [] as string[])).filter((name) => name.endsWith('.jsonl'));
  if (files.length === 0 || !(await store.isEmpty())) return 0;
  const entries: SubmissionEntry[] = [];
  for (const name of files) {
    for (const line of (await readFile(path.join(dataDir, name), 'utf8')).split('\n')) {
      if (line.trim() === '') continue;
      try {
        entries.push(JSON.parse(line) as SubmissionEntry);
      } catch {
        console.warn(`[order service] skipped an unreadable line in ${name}`);
      }
    }
  }
  entries.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  for (const entry of entries) {
    if (entry.endpoint === 'order' && entry.order && entry.orderNumber) await store.importOrder({ ...entry, order: entry.order, orderNumber: entry.orderNumber }, orderContentKey(entry.body));
    else await store.record(entry, []);
  }
  for (const name of files) await rename(path.join(dataDir, name), path.join(dataDir, `${name}.imported`));
  console.info(`[order service] moved ${entries.length} entries of ${files.join(', ')} into the order store`);
  return entries.length;
}
