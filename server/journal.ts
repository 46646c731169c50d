import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * An append-only record of what a service accepted, one JSON line per entry, synced to disk
 * before the caller answers: an order the shopper was told about survives a crash or a restart.
 * Reading it back at start is how the service knows its orders, uuids and the next number.
 */
export interface Journal<Entry> {
  append(entry: Entry): Promise<void>;
  /** Every entry written so far, oldest first; a torn last line (a crash mid-write) is skipped. */
  readAll(): Promise<Entry[]>;
}

export function createJournal<Entry>(file: string): Journal<Entry> {
  // One write at a time, so lines never interleave and each append is synced before the next.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    append(entry) {
      const line = `${JSON.stringify(entry)}\n`;
      const write = queue.then(async () => {
        await mkdir(dirname(file), { recursive: true });
        const handle = await open(file, 'a');
        try {
          await handle.appendFile(line, 'utf8');
          await handle.sync();
        } finally {
          await handle.close();
        }
      });
      queue = write.catch(() => undefined);
      return write;
    },
    async readAll() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const entries: Entry[] = [];
      for (const line of text.split('\n')) {
        if (line.trim() === '') continue;
        try {
          entries.push(JSON.parse(line) as Entry);
        } catch {
          console.warn(`[journal] skipped an unreadable line in ${file}`);
        }
      }
      return entries;
    },
  };
}

/**
 * A journal that keeps nothing on disk: for tests and previews run without a data folder. It keeps
 * the last `limit` entries only, so a preview that runs for long does not fill its memory.
 */
export function memoryJournal<Entry>(limit = 1000): Journal<Entry> {
  const entries: Entry[] = [];
  return {
    async append(entry) {
      entries.push(structuredClone(entry));
      if (entries.length > limit) entries.splice(0, entries.length - limit);
    },
    async readAll() {
      return entries.map((entry) => structuredClone(entry));
    },
  };
}
