import { useEffect, useRef } from 'react';
import { t } from '../i18n/index.ts';
import type { SearchHit } from './pagefind-client.ts';

/**
 * One hit of the site search, an option of its listbox and a link at once (a click, a middle
 * click or Enter opens it): a product with its picture, maker and price as the product page
 * states it, a page with the words around the match.
 */
export function SearchHitView({ hit, id, active }: { hit: SearchHit; id: string; active: boolean }) {
  const option = useRef<HTMLAnchorElement>(null);
  // The chosen hit stays in sight when the arrows move past the list's edge.
  useEffect(() => {
    if (active) option.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    <a ref={option} id={id} role="option" aria-selected={active} tabIndex={-1} href={hit.url} className={`site-search__hit site-search__hit--${hit.kind}`}>
      {hit.kind === 'product' && (
        <span className="site-search__picture">{hit.image && <img src={hit.image} alt="" width="56" height="56" loading="lazy" decoding="async" />}</span>
      )}
      <span className="site-search__text">
        <span className="site-search__title">{hit.title}</span>
        {hit.maker && <span className="site-search__maker">{hit.maker}</span>}
        {hit.price && (
          <span className="site-search__price">
            {hit.price}
            {/* "inkl. MwSt." belongs to an amount, not to "Preis auf Anfrage". */}
            {/\d/.test(hit.price) && <span className="site-search__tax"> {t('shop.withTax')}</span>}
            {hit.unitPrice && <span className="site-search__unit-price"> · {hit.unitPrice}</span>}
          </span>
        )}
        {hit.kind === 'page' && hit.excerpt.length > 0 && (
          <span className="site-search__excerpt">
            {hit.excerpt.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
          </span>
        )}
      </span>
    </a>
  );
}
