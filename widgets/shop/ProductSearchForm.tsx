import { useState, type FormEvent } from 'react';
import { searchWords } from '../core/shop/filters.ts';
import { t } from '../i18n/index.ts';

/**
 * The list's text query: the searched words narrow whatever filters are chosen and stay in the
 * address (`?q=`), so reload, back and forward show the same matches. Without script it is a plain
 * form that leads to the shop's list with the words (the page then says the search needs script).
 */
export function ProductSearchForm({ query, action, onSearch }: { query: string | null; action: string; onSearch(query: string | null): void }) {
  const [words, setWords] = useState(query ?? '');
  // Back and forward to another search show that one's words from the render that shows its list
  // (not an effect after it); the field itself stays, and keeps the focus after Enter.
  const [shownFor, setShownFor] = useState(query);
  if (shownFor !== query) {
    setShownFor(query);
    setWords(query ?? '');
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = searchWords(words);
    setWords(wanted ?? '');
    if (wanted !== query) onSearch(wanted);
  };
  return (
    <form className="shop-search" role="search" action={action} method="get" onSubmit={submit}>
      <label className="shop-search__label" htmlFor="shop-search-words">
        {t('shop.searchLabel')}
      </label>
      <input id="shop-search-words" type="search" name="q" value={words} onChange={(event) => setWords(event.currentTarget.value)} enterKeyHint="search" autoComplete="off" />
      <button type="submit" className="button button--secondary button--small">
        {t('shop.searchButton')}
      </button>
    </form>
  );
}
