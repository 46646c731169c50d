import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../i18n/index.ts';
import type { WidgetProps } from '../runtime/build/widget-specs.ts';
import { nextActive } from './active-hit.ts';
import { searchSite, type SearchHit } from './pagefind-client.ts';
import { SearchHitView } from './SearchHitView.tsx';

/** Fewer letters find everything and nothing: the list waits for the second one. */
const shortestQuery = 2;
/**
 * How long the typing must pause before the index is asked: not at all, the hits follow each key
 * (Pagefind searches in its worker; at 10,000 products a 50 ms pause alone made the hits come
 * 140 ms after the last key on a slowed phone CPU instead of 100). Keys that arrive in one task (a
 * paste, an IME) still ask once, and an answer to a query typed past is dropped.
 */
const typingPauseMs = 0;

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; query: string; products: SearchHit[]; pages: SearchHit[] }
  | { status: 'failed' };

/**
 * The shop's list of all matches (`?q=`, the list's first parameter, widgets/core/shop/filters.ts;
 * written here without that module, whose prices would bring decimal.js into the search's chunk).
 */
const allMatchesHref = (shopPath: string, words: string) => `${shopPath}?q=${encodeURIComponent(words)}`;

/** The options of the list, in order: the products, the way to all of them in the shop's list, the pages. */
function optionsOf(state: SearchState, shopPath: string): { products: SearchHit[]; pages: SearchHit[] } {
  if (state.status !== 'done') return { products: [], pages: [] };
  const allProducts: SearchHit[] = state.products.length ? [{ kind: 'page', url: allMatchesHref(shopPath, state.query), title: t('search.allProducts'), excerpt: [] }] : [];
  return { products: [...state.products, ...allProducts], pages: state.pages };
}

/**
 * The search in the header of every page: a magnifier, the label of the search field, which a
 * click (or Tab) puts the focus in; the field and its hits show while the focus is in them (CSS:
 * `.site-search:focus-within`), so it opens at once and without script, and what is typed goes
 * straight into the field. As the visitor types, the products and pages of the site's index in
 * the page's language (pagefind-client.ts) show as a combobox with a listbox: arrows move through
 * the hits, Enter opens the chosen one (with none chosen, the shop's list of all matches, `?q=`),
 * Escape empties the field; after the products a link leads to that list too. Without script the
 * field is a form that leads there.
 */
export default function SiteSearch({ shopPath }: WidgetProps<'site-search'>) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  // The hit the arrows chose, by address: an answer to a later key (the hits follow each key) keeps it chosen wherever it still is.
  const [chosen, setChosen] = useState<string | null>(null);
  // The panel shows while the focus is in it (CSS); the list is announced as open only then.
  const [focused, setFocused] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // The click on the magnifier that woke the widget put the focus in the field before it hydrated.
  useEffect(() => setFocused(box.current?.contains(document.activeElement) ?? false), []);

  const wanted = query.trim();
  useEffect(() => {
    if (wanted.length < shortestQuery) {
      setState({ status: 'idle' });
      return;
    }
    // An answer for a query the visitor has typed past is never shown over a later one.
    let current = true;
    setState((before) => (before.status === 'done' ? before : { status: 'searching' }));
    // Keys that arrive in one task (a paste) ask the index once.
    const typing = setTimeout(() => {
      searchSite(wanted).then(
        (answer) => {
          if (current) setState({ status: 'done', query: wanted, ...answer });
        },
        () => current && setState({ status: 'failed' }),
      );
    }, typingPauseMs);
    return () => {
      current = false;
      clearTimeout(typing);
    };
  }, [wanted]);

  // After the products, the way to all of them in the shop's list, where the shop's filters narrow them further.
  const { products: productOptions, pages } = optionsOf(state, shopPath);
  const products = state.status === 'done' ? state.products : [];
  const hits = [...productOptions, ...pages];
  const active = hits.findIndex((hit) => hit.url === chosen);
  const expanded = focused && hits.length > 0 && wanted.length >= shortestQuery;
  const optionId = (index: number) => `site-search-hit-${index}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setChosen(hits[nextActive(active, step, hits.length)]?.url ?? null);
      return;
    }
    if (event.key === 'Enter') {
      // Enter opens the chosen hit; with none chosen, all matches in the shop's list, as the form does without script.
      event.preventDefault();
      const hit = hits[active];
      if (hit) location.assign(hit.url);
      else if (wanted) location.assign(allMatchesHref(shopPath, wanted));
      return;
    }
    if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery('');
      setChosen(null);
    }
  }

  const status =
    state.status === 'searching'
      ? t('search.searching')
      : state.status === 'failed'
        ? t('search.failed')
        : state.status === 'done' && wanted.length >= shortestQuery
          ? hits.length
            ? t('search.found', { count: products.length + pages.length })
            : t('search.nothingFound', { query: state.query })
          : '';

  return (
    <div
      ref={box}
      className="site-search"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
      }}
    >
      <label className="site-search__toggle" htmlFor="site-search-field">
        <svg className="site-search__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <line x1="15.5" y1="15.5" x2="21" y2="21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('search.label')}</span>
      </label>
      {/* Focusable itself: a click on the panel between the hits keeps it open. */}
      <form className="site-search__panel" role="search" action={shopPath} method="get" tabIndex={-1}>
        <input
          id="site-search-field"
          className="site-search__field"
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? 'site-search-hits' : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <p className={hits.length && state.status === 'done' ? 'visually-hidden' : 'site-search__status'} role="status">
          {status}
        </p>
        {expanded && (
          // Out of the Tab order: Chromium would stop at a list that scrolls, and the arrows from the field walk it.
          <div id="site-search-hits" className="site-search__hits" role="listbox" aria-label={t('search.hits')} tabIndex={-1}>
            <HitGroup label={t('search.products')} hits={productOptions} first={0} active={active} optionId={optionId} />
            <HitGroup label={t('search.pages')} hits={pages} first={productOptions.length} active={active} optionId={optionId} />
          </div>
        )}
      </form>
    </div>
  );
}

/** One kind of hits (products, pages) under its label; `first`: the index of its first hit in the whole list. */
function HitGroup({ label, hits, first, active, optionId }: { label: string; hits: SearchHit[]; first: number; active: number; optionId: (index: number) => string }) {
  if (hits.length === 0) return null;
  return (
    <div role="group" className="site-search__group" aria-label={label}>
      <p className="site-search__group-label" aria-hidden="true">
        {label}
      </p>
      {hits.map((hit, index) => (
        <SearchHitView key={hit.url} hit={hit} id={optionId(first + index)} active={active === first + index} />
      ))}
    </div>
  );
}
