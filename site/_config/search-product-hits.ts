import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { ItemId } from '../../widgets/core/catalog/taxonomy.ts';
import { concurrencyLimit } from '../../widgets/content/build/concurrency-limit.ts';
import { productHitsFile, productHitsPath } from '../../widgets/search/product-hits-file.ts';

const unzip = promisify(gunzip);

/** Pagefind's files start with this signature before their JSON (its pagefind.js strips it the same way). */
const signature = 'pagefind_dcd';

interface Fragment {
  meta?: Record<string, string>;
}

/** A product page's id, as its `product_id` meta says it (widgets/shop/ProductDetailView.tsx); null for a content page. */
function productIdOf(fragment: Fragment): ItemId | null {
  const id = fragment.meta?.kind === 'product' ? fragment.meta.product_id : undefined;
  if (!id) return null;
  return /^\d{1,15}$/.test(id) ? Number(id) : id;
}

/**
 * Writes each language's product hits file (widgets/search/product-hits-file.ts) into the site in
 * `siteDir` from the fragments Pagefind wrote there: `indexes` are the entry file's languages
 * (`{ de: { hash: 'de_…' } }`). Returns the products found per language.
 */
export async function writeProductHits(siteDir: string, indexes: Record<string, { hash: string }>): Promise<Record<string, number>> {
  const fragmentDir = path.join(siteDir, 'pagefind', 'fragment');
  const fragments = await readdir(fragmentDir);
  const counts: Record<string, number> = {};
  // Many small files, a few at a time: 30,000 at once would run out of file handles.
  const limit = concurrencyLimit(32);
  const productOf = async (name: string): Promise<[string, ItemId] | null> => {
    const text = (await unzip(await readFile(path.join(fragmentDir, name)))).toString('utf8');
    if (!text.startsWith(signature)) throw new Error(`${name} is no Pagefind fragment`);
    const id = productIdOf(JSON.parse(text.slice(signature.length)) as Fragment);
    return id === null ? null : [name.slice(0, -'.pf_fragment'.length), id];
  };
  for (const [lang, { hash }] of Object.entries(indexes)) {
    const ofLanguage = fragments.filter((name) => name.startsWith(`${lang}_`) && name.endsWith('.pf_fragment'));
    const pairs = await Promise.all(ofLanguage.map((name) => limit(() => productOf(name))));
    const found = pairs.filter((pair): pair is [string, ItemId] => pair !== null);
    counts[lang] = found.length;
    const file = path.join(siteDir, productHitsPath(hash));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(productHitsFile(found)));
  }
  return counts;
}
