import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Window } from 'happy-dom';
import type { BuiltPage, BuiltSite } from './link-rules.ts';

/** The address a page file is served at: en/info/index.html → /en/info, 404.html → /404.html. */
function pageUrlOf(filePath: string): string {
  const url = `/${filePath}`.replace(/\/index\.html$/, '') || '/';
  return url;
}

async function filesBelow(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * A built site folder as link-rules.ts sees it. HTML is parsed by happy-dom (already the widget
 * tests' DOM) with scripts and stylesheets switched off: links and ids as a browser reads them.
 */
export async function readBuiltSite(root: string, siteOrigin?: string): Promise<BuiltSite> {
  const files = await filesBelow(root);
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
  });
  const parser = new window.DOMParser();
  const pages = new Map<string, BuiltPage>();
  try {
    for (const file of files.filter((name) => name.endsWith('.html'))) {
      const document = parser.parseFromString(await readFile(path.join(root, file), 'utf8'), 'text/html');
      const hrefs = [...document.querySelectorAll('a[href], area[href]')].map((element) => element.getAttribute('href')!);
      const ids = new Set([...document.querySelectorAll('[id], a[name]')].map((element) => element.getAttribute('id') ?? element.getAttribute('name')!));
      pages.set(`/${file}`, { url: pageUrlOf(file), hrefs, ids });
    }
  } finally {
    await window.happyDOM.close();
  }
  const redirectsFile = await readFile(path.join(root, '_redirects'), 'utf8').catch(() => '');
  return { files: new Set(files.map((file) => `/${file}`)), pages, redirectsFile, siteOrigin };
}
