import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ link to each other by file and #anchor; a section that moves or is renamed
 * must not leave a reader at a dead link. Anchors are GitHub's: the heading's text in lower case,
 * punctuation dropped, spaces made hyphens, a repeated heading numbered -1, -2, …
 */
const root = path.resolve(import.meta.dirname, '../..');
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** The text outside fenced code blocks and code spans, where Markdown reads links. */
function proseOf(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ''] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

function linksOf(markdown: string): string[] {
  return [...proseOf(markdown).matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map(([, target = '']) => target);
}

describe('links between the README and docs/', () => {
  it.each(documents)('every link of %s to a file or #anchor resolves', (document) => {
    const broken: string[] = [];
    for (const target of linksOf(readFileSync(path.join(root, document), 'utf8'))) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [file, anchor] = target.split('#');
      const targetPath = file ? path.resolve(path.dirname(path.join(root, document)), file) : path.join(root, document);
      if (!existsSync(targetPath)) {
        broken.push(`${target}: no file ${path.relative(root, targetPath)}`);
        continue;
      }
      if (anchor !== undefined && targetPath.endsWith('.md') && !anchorsOf(readFileSync(targetPath, 'utf8')).has(anchor)) {
        broken.push(`${target}: no heading with the anchor #${anchor} in ${path.relative(root, targetPath)}`);
      }
    }
    expect(broken, `dead links in ${document}`).toEqual([]);
  });

  it('makes the anchors GitHub makes', () => {
    expect([...anchorsOf('## Editing in Directus (`npm run cms`)\n## Testing against Directus on PostgreSQL (`npm run test:directus`)\n## Data folder\n## Data folder')]).toEqual([
      'editing-in-directus-npm-run-cms',
      'testing-against-directus-on-postgresql-npm-run-testdirectus',
      'data-folder',
      'data-folder-1',
    ]);
  });
});
