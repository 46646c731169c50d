/**
 * Compares two builds of the site, e.g. from the embedded demo content and from `npm run cms`:
 *   node --import tsx cms/compare-builds.ts DIR_A DIR_B
 * The same pages (every .html path), the same data files (the shop's catalog, products, cards,
 * settings, routes), and, for information, how many pages differ in their markup. Image file
 * names are left out of every comparison: eleventy-img names them by where the original was read
 * from (a local file or the content service's URL). The content service's origin (CONTENT_URL),
 * which a build from it allows in the pages' CSP, is left out as well. Exits non-zero on a difference.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const [first, second] = process.argv.slice(2);
if (!first || !second) {
  console.error('usage: node --import tsx cms/compare-builds.ts DIR_A DIR_B');
  process.exit(2);
}

async function filesOf(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))).sort();
}

const contentOrigin = process.env.CONTENT_URL ? new URL(process.env.CONTENT_URL).origin : undefined;
const withoutImageNames = (text: string) => {
  const named = text.replace(/\/assets\/img\/[\w-]+?-(\d+)\.(\w+)/g, '/assets/img/IMAGE-$1.$2');
  return contentOrigin ? named.replaceAll(` ${contentOrigin}`, '') : named;
};

const [filesA, filesB] = await Promise.all([filesOf(first), filesOf(second)]);
const pagesA = filesA.filter((file) => file.endsWith('.html'));
const pagesB = new Set(filesB.filter((file) => file.endsWith('.html')));
const problems: string[] = [];
for (const page of pagesA) if (!pagesB.has(page)) problems.push(`page only in ${first}: ${page}`);
for (const page of pagesB) if (!pagesA.includes(page)) problems.push(`page only in ${second}: ${page}`);

const dataFiles = filesA.filter((file) => file.startsWith('data/') && file.endsWith('.json'));
const dataInB = new Set(filesB.filter((file) => file.startsWith('data/') && file.endsWith('.json')));
for (const file of dataInB) if (!dataFiles.includes(file)) problems.push(`data file only in ${second}: ${file}`);
let sameData = 0;
for (const file of dataFiles) {
  if (!dataInB.has(file)) {
    problems.push(`data file only in ${first}: ${file}`);
    continue;
  }
  const [a, b] = await Promise.all([readFile(path.join(first, file), 'utf8'), readFile(path.join(second, file), 'utf8')]);
  if (withoutImageNames(a) === withoutImageNames(b)) sameData++;
  else problems.push(`data differs: ${file}`);
}

const differingPages: string[] = [];
for (const page of pagesA.filter((file) => pagesB.has(file))) {
  const [a, b] = await Promise.all([readFile(path.join(first, page), 'utf8'), readFile(path.join(second, page), 'utf8')]);
  if (withoutImageNames(a) !== withoutImageNames(b)) differingPages.push(page);
}

console.log(`${pagesA.length} pages in ${first}, ${pagesB.size} in ${second}; ${sameData} of ${dataFiles.length} data files equal.`);
console.log(`${differingPages.length} page(s) differ in their markup${differingPages.length ? `: ${differingPages.slice(0, 10).join(', ')}${differingPages.length > 10 ? ' …' : ''}` : ''}.`);
for (const problem of problems.slice(0, 40)) console.log(`  ${problem}`);
if (problems.length > 40) console.log(`  … and ${problems.length - 40} more`);
process.exit(problems.length ? 1 : 0);
