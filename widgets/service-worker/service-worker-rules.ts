import { defaultLanguage, isLanguage, languagePrefix, type Language } from '../core/languages.ts';
import { pagefindEntryPath } from '../search/product-hits-file.ts';

/**
 * The service worker's rules (spec §4 "Service worker registered at /sw.js"), pure so they are
 * tested in node: what is precached, how each request is answered, which caches are old.
 */
export interface ServiceWorkerConfig {
  /** Changes with every build (the entry script's hash): a new build gets fresh caches. */
  version: string;
  /** The offline pages, fetched fresh on install: no page has loaded them yet. */
  offlinePages: string[];
  /**
   * What the offline pages need (entry script, their stylesheet, icon), kept on install from the
   * browser's HTTP cache where the page already loaded it: fetched at most once.
   */
  shell: string[];
}

/**
 * How the worker asks for what it keeps on its own (install, a page's list). `force-cache`
 * takes the copy the page's own load left in the HTTP cache, so nothing passes the network
 * twice; `no-cache` checks with the server, for files that may have changed since.
 */
export type KeepMode = Extract<RequestCache, 'force-cache' | 'no-cache'>;

/**
 * page          navigation: network first (and kept), else the kept copy, else the offline page
 * cache-first   content-hashed files: a name never changes its bytes
 * network-first everything else of ours (CSS, logo, JSON): fresh when online, kept for offline
 * none          not ours, or not a GET: the browser handles it as if there were no worker
 */
export type Strategy = 'page' | 'cache-first' | 'network-first' | 'none';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

const cachePrefix = 'site-';

export const cacheName = (version: string) => `${cachePrefix}${version}`;

/**
 * Where a worker notes the pages (client ids) whose files failed to load, for the next worker:
 * its own cache, which no build's clean-up deletes.
 */
export const updateStateCache = 'sw-update-state';
export const updateStateKey = '/__sw/failed-pages';

export function isUpdateState(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((id) => typeof id === 'string');
}

/** Caches of earlier builds, deleted when the new worker activates. */
export function isOldCache(name: string, version: string): boolean {
  return name.startsWith(cachePrefix) && name !== cacheName(version);
}

/**
 * esbuild's hashed entry scripts and chunks (name-HASH8.js), the hashed stylesheet bundles
 * (name-HASH8.css), eleventy-img's hashed images and the search index's hashed parts (Pagefind's
 * meta, index, filter and fragment files, and the product hits named after its meta): a name never
 * changes its bytes.
 */
export function isHashedAsset(pathname: string): boolean {
  return (
    /^\/assets\/widgets\/.+-[A-Z0-9]{8}\.js$/.test(pathname) ||
    /^\/assets\/css\/[^/]+-[A-Z0-9]{8}\.css$/.test(pathname) ||
    /^\/assets\/img\/[^/]+$/.test(pathname) ||
    /^\/pagefind\/(fragment|index|filter)\/[a-z]+_[0-9a-f]+\.pf_[a-z]+$/.test(pathname) ||
    /^\/pagefind\/products\/[a-z]+_[0-9a-f]+\.json$/.test(pathname) ||
    /^\/pagefind\/pagefind\.[a-z]+_[0-9a-f]+\.pf_meta$/.test(pathname)
  );
}


export function strategyFor(request: RequestFacts, siteOrigin: string): Strategy {
  if (request.method !== 'GET') return 'none';
  const url = new URL(request.url);
  // The worker script is the browser's to check for updates; other origins are not ours to keep.
  if (url.origin !== siteOrigin || url.pathname === '/sw.js') return 'none';
  if (request.mode === 'navigate') return 'page';
  return isHashedAsset(url.pathname) ? 'cache-first' : 'network-first';
}

/** The offline page of each language, as the build writes them. */
export function offlinePagePath(lang: Language): string {
  return `${languagePrefix(lang)}/offline.html`;
}

/** The offline page in the language of the path the visitor asked for. */
export function offlinePageFor(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return offlinePagePath(isLanguage(first) ? first : defaultLanguage);
}

/** The key a page is kept under: its URL without the fragment (the browser never sends it). */
export function pageKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

/**
 * The key a file is kept under: its URL, but the search index's entry without its ?ts=, so the
 * last one fetched is kept once (one copy per visit would pile up) and the search works offline
 * with the parts of the index the visitor has loaded.
 */
export function fileKey(url: string): string {
  const parsed = new URL(pageKey(url));
  // Pagefind's entry file, which names this build's index: asked for with a new ?ts= on each page.
  if (parsed.pathname === pagefindEntryPath) parsed.search = '';
  return parsed.href;
}
