import type { Language } from '../../../widgets/core/languages.ts';

/** Part and language → what was made, for the Eleventy run under way (site/_config/configure.ts empties it as a run starts). */
const made = new Map<string, unknown>();

/**
 * Markup that is the same on every page of a language (the header's menus, most of the footer,
 * the cookie banner), made once per Eleventy run and language: a 10,000-product shop repeats it
 * on 30,000 pages. `part` names what is made, so two parts never share an entry. Keyed by name,
 * not by the page's data: Eleventy hands every page its own proxies of the same content.
 */
export function sameOnEveryPage<T>(part: string, lang: Language, make: () => T): T {
  const key = `${part}\u0000${lang}`;
  if (!made.has(key)) made.set(key, make());
  return made.get(key) as T;
}

/** A new run may read new content (the dev server rebuilds on changes): nothing made before is kept. */
export function forgetSameOnEveryPage(): void {
  made.clear();
}
