import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `root` that contains the token (as written, or URL-encoded), relative to root. */
export async function filesContaining(root: string, token: string): Promise<{ checked: number; found: string[] }> {
  const needles = [...new Set([token, encodeURIComponent(token)])].map((needle) => Buffer.from(needle));
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const found: string[] = [];
  for (const file of files) {
    const content = await readFile(file);
    if (needles.some((needle) => content.includes(needle))) found.push(path.relative(root, file));
  }
  return { checked: files.length, found };
}
