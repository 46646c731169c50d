import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeLargeDemo } from '../../site/_content/demo-catalog/large-catalog.ts';
import { demoSource } from '../../widgets/content/build/demo-source.ts';
import { demoDirectory } from '../bench/large-demo.ts';

describe('large demo catalogs for the benchmark', () => {
  it('holds the asked number of published products, the same for the same seed and other for another', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'large-catalog-'));
    try {
      const write = async (name: string, seed: number) => {
        await writeLargeDemo(demoDirectory, path.join(base, name), { count: 300, seed });
        return readFile(path.join(base, name, 'ecommerce_product.json'), 'utf8');
      };
      const [first, again, other] = [await write('a', 7), await write('b', 7), await write('c', 8)];
      expect(again).toBe(first);
      expect(other).not.toBe(first);

      const source = demoSource(path.join(base, 'a'));
      const products = (await source.readItems('ecommerce_product')) as Array<{ status: string; slug: string; project: { domain: string } }>;
      const ours = products.filter((product) => product.project.domain === 'juwelier-albrecht.de' && product.status === 'published');
      expect(ours).toHaveLength(300);
      expect(new Set(ours.map((product) => product.slug)).size).toBe(300);
      // The home page's featured pieces are still there, and the pictures are readable.
      expect(ours.map((product) => product.slug)).toContain('taucheruhr-automatik-42-mm');
      await expect(readFile(source.fileSource!('page-home'))).resolves.toBeInstanceOf(Buffer);
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});
