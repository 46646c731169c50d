import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Window } from 'happy-dom';
import { readPageFacts, type PageFacts } from '../site-facts/page-facts.ts';
import type { BuiltPage, BuiltSite } from '../../site/_config/links/link-rules.ts';
import { pageUrlOf } from '../../site/_config/links/read-links.ts';


async function filesBelow(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** A built site as the link check and the site facts read it: each HTML file parsed once. */
export interface ReadSite extends BuiltSite {
  /** What each page states about itself, by its file path relative to the root ("en/info/index.html"). */
  facts: ReadonlyMap<string, PageFacts>;
}

/**
 * A built site folder as link-rules.ts and the site facts see it. HTML is parsed by happy-dom
 * (already the widget tests' DOM) with scripts and stylesheets switched off: links, ids and the
 * head as a browser reads them, each page once.
 */
export async function readBuiltSite(root: string, siteOrigin?: string): Promise<ReadSite> {
  const files = await filesBelow(root);
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
  });
  const parser = new window.DOMParser();
  const pages = new Map<string, BuiltPage>();
  const facts = new Map<string, PageFacts>();
  try {
    for (const file of files.filter((name) => name.endsWith('.html'))) {
      const document = parser.parseFromString(await readFile(path.join(root, file), 'utf8'), 'text/html');
      const hrefs = [...document.querySelectorAll('a[href], area[href]')].map((element) => element.getAttribute('href')!);
      const ids = new Set([...document.querySelectorAll('[id], a[name]')].map((element) => element.getAttribute('id') ?? element.getAttribute('name')!));
      pages.set(`/${file}`, { url: pageUrlOf(file), hrefs, ids });
      facts.set(file, readPageFacts(document as unknown as Document));
    }
  } finally {
    await window.happyDOM.close();
  }
  const redirectsFile = await readFile(path.join(root, '_redirects'), 'utf8').catch(() => '');
  return { files: new Set(files.map((file) => `/${file}`)), pages, facts, redirectsFile, siteOrigin };
}
