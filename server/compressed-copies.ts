import { compress, type Encoding } from './compression.ts';

/**
 * The compressed copies a server keeps, as a CDN keeps them: a page load asks for the same runtime,
 * chunks and styles again and again, and compressing them anew each time cost the browser suite's
 * servers a tenth of their time. One copy per file and encoding, kept with the bytes it was made
 * from and made anew when the file's bytes differ (a rebuild is served at once). The least recently
 * served copies go once the kept bytes pass the budget, so a crawler walking 10,000 product pages
 * of a long-running preview cannot make it hold the whole site twice.
 */
export function compressedCopies(budgetBytes: number): (file: string, raw: Buffer, encoding: Encoding) => Buffer {
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest first.
  const kept = new Map<string, { raw: Buffer; body: Buffer }>();
  let keptBytes = 0;
  const forget = (key: string) => {
    const copy = kept.get(key);
    if (!copy) return;
    keptBytes -= copy.raw.length + copy.body.length;
    kept.delete(key);
  };
  return (file, raw, encoding) => {
    const key = `${encoding}:${file}`;
    const copy = kept.get(key);
    forget(key);
    const body = copy?.raw.equals(raw) ? copy.body : compress(raw, encoding);
    if (raw.length + body.length > budgetBytes) return body;
    kept.set(key, { raw, body });
    keptBytes += raw.length + body.length;
    for (const oldest of kept.keys()) {
      if (keptBytes <= budgetBytes) break;
      forget(oldest);
    }
    return body;
  };
}
