import { useEffect } from 'react';
import { isLanguage } from '../core/languages.ts';
import { pathFor } from '../core/routes.ts';
import { translateShopPath } from '../core/shop/shop-paths.ts';

/**
 * Keeps the page's language switcher (rendered by the build for the page first loaded) on the
 * shop view now shown: after a client-side route change, "English" leads to this product, this
 * filtered list, the brands or the cart in English, not to the page the visitor started from.
 */
export function useLanguageLinks(root: string, pathname: string, search: string): void {
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('.language-switcher a[hreflang]')) {
      const lang = link.getAttribute('hreflang');
      const otherRoot = isLanguage(lang) ? pathFor('shop', lang) : undefined;
      const target = otherRoot ? translateShopPath(root, otherRoot, pathname, search) : null;
      if (target) link.setAttribute('href', target);
    }
  }, [root, pathname, search]);
}
