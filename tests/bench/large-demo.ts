import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeLargeDemo } from '../../site/_content/demo-catalog/large-catalog.ts';

/**
 * Writes the demo content with a large catalog into a folder, for a build to read:
 *   node --import tsx tests/bench/large-demo.ts --products 10000 --seed 1 --out /tmp/demo-10k
 *   DEMO_CONTENT_DIR=/tmp/demo-10k node build.mjs
 */
export const demoDirectory = fileURLToPath(new URL('../../site/_content/demo/', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '1000' }, seed: { type: 'string', default: '1' }, out: { type: 'string' } } });
  if (!values.out) throw new Error('--out DIR is required');
  await writeLargeDemo(demoDirectory, values.out, { count: Number(values.products), seed: Number(values.seed) });
  console.log(`Wrote ${values.products} products (seed ${values.seed}) into ${values.out}`);
}
