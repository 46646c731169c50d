import { readFile, stat } from 'node:fs/promises';

/**
 * A host's configuration file of the served folder (`_headers`, `_redirects`), parsed, and read
 * again when a new build took the folder's place (a publish swaps the whole folder, so the file's
 * time changes): asked at most once a second whether it changed, as hosts reload a deploy.
 */
export function hostFile<T>(file: string, parse: (text: string) => T): () => Promise<T> {
  let current: { version: string; value: Promise<T> } | null = null;
  let checkedAt = 0;
  return async () => {
    const now = Date.now();
    if (current && now - checkedAt < 1000) return current.value;
    checkedAt = now;
    // A new build's file is another file (another inode), whatever its time says.
    const version = await stat(file).then((info) => `${info.ino}:${info.mtimeMs}`, () => 'none');
    if (!current || current.version !== version) {
      current = { version, value: version === 'none' ? Promise.resolve(parse('')) : readFile(file, 'utf8').then(parse, () => parse('')) };
    }
    return current.value;
  };
}
