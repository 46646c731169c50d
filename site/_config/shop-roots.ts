import { languages, type Language } from '../../widgets/core/languages.ts';
import { pathFor } from '../../widgets/core/routes.ts';

/** The languages with a shop, and the shop's root path in each (route table key 'shop'). */
export function shopRoots(): Array<{ lang: Language; path: string }> {
  return languages.flatMap((lang) => {
    const path = pathFor('shop', lang);
    return path ? [{ lang, path }] : [];
  });
}
