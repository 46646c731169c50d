import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../widgets/core/languages.ts';
import { productCardPath, productDetailPath, productFileJson, type StaticProductFile } from '../../widgets/core/shop/static-files.ts';
import type { ProductSummary } from '../../widgets/core/shop/types.ts';

/**
 * The shop's two files per product and language, the product page's file and the list's card,
 * written straight into the output folder. As Eleventy templates each cost a millisecond of
 * template machinery: 60,000 files for 10,000 products in three languages, a minute of a build
 * that writes them in seconds this way. Their content is the same JSON the browser reads
 * (static-files.ts); the output folder is Eleventy's, so the dev server serves them too.
 */
export async function writeShopDataFiles(
  outputDir: string,
  files: { productFiles: ReadonlyArray<StaticProductFile & { lang: Language }>; summaries: ReadonlyArray<{ lang: Language; summary: ProductSummary }> },
): Promise<number> {
  const writes: Array<[publicPath: string, json: string]> = [
    // Products whose slug or id cannot be a path were left out by buildShop, so a path always exists.
    ...files.productFiles.map((file): [string, string] => [productDetailPath(file.lang, file.detail.slug)!, productFileJson(file)]),
    ...files.summaries.map(({ lang, summary }): [string, string] => [productCardPath(lang, summary.id)!, JSON.stringify(summary)]),
  ];
  const folders = new Set(writes.map(([publicPath]) => path.posix.dirname(publicPath)));
  await Promise.all([...folders].map((folder) => mkdir(path.join(outputDir, folder), { recursive: true })));
  // A few dozen at a time: a large catalog should not open thousands of files at once.
  for (let start = 0; start < writes.length; start += 64) {
    await Promise.all(writes.slice(start, start + 64).map(([publicPath, json]) => writeFile(path.join(outputDir, publicPath), json)));
  }
  return writes.length;
}
