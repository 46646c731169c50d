import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '../../widgets/search/pagefind-client.ts';
import { nextActive } from '../../widgets/search/active-hit.ts';
import { registry } from '../../widgets/runtime/registry.ts';
import { startWidgets } from '../../widgets/runtime/start.ts';
import { renderPage, waitForState } from './helpers.ts';

/**
 * The header's search as a visitor uses it, with the index replaced by answers the test gives
 * (the real index and Pagefind itself are in the browser tests): hits grouped into products and
 * pages, arrows, Enter, Escape, and what the field says when nothing or no index answers.
 */
const searchSite = vi.hoisted(() => vi.fn());
vi.mock('../../widgets/search/pagefind-client.ts', async (original) => ({ ...(await original<object>()), searchSite }));

const loadMount = () => import('../../widgets/runtime/mount.tsx').then((module) => module.mount);

const ring: SearchHit = { kind: 'product', url: '/shop/trauring-gelbgold-585', title: 'Trauring Gelbgold 585', maker: 'Albrecht Atelier', price: '890,00 €', image: '/assets/img/ring-80.webp', excerpt: [] };
const pair: SearchHit = { kind: 'product', url: '/shop/trauringe-platin', title: 'Trauringe Platin', price: 'ab 1.490,00 €', unitPrice: undefined, excerpt: [] };
const page: SearchHit = { kind: 'page', url: '/trauringe', title: 'Trauringe', excerpt: [{ text: 'Unsere ', marked: false }, { text: 'Trauringe', marked: true }] };

async function mountSearch() {
  const [placeholder] = renderPage(['site-search', { shopPath: '/shop' }]);
  await act(() => startWidgets(document, registry, loadMount));
  await waitForState(placeholder!, 'mounted');
  const field = placeholder!.querySelector<HTMLInputElement>('input[role="combobox"]')!;
  // The visitor's click on the magnifier puts the focus in the field.
  await act(async () => field.focus());
  const type = async (text: string) =>
    act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const press = async (key: string) => act(async () => void field.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
  const options = () => [...placeholder!.querySelectorAll('[role="option"]')].map((option) => option.textContent);
  return { placeholder: placeholder!, field, type, press, options };
}

describe('the site search in the header', () => {
  it('shows products and pages as the visitor types, and moves through them with the arrows', async () => {
    searchSite.mockResolvedValue({ products: [ring, pair], pages: [page] });
    const search = await mountSearch();
    await search.type('Trauring');
    await vi.waitFor(() => expect(search.options()).toHaveLength(4));
    expect(searchSite).toHaveBeenLastCalledWith('Trauring');
    expect(search.options()[0]).toBe('Trauring Gelbgold 585Albrecht Atelier890,00 € inkl. MwSt.');
    // After the products, the way to all of them in the shop's list.
    expect(search.options()[2]).toBe('Alle Treffer im Shop zeigen');
    expect(search.placeholder.querySelector('#site-search-hit-2')?.getAttribute('href')).toBe('/shop?q=Trauring');
    expect(search.placeholder.querySelector('[role="group"][aria-label="Seiten"]')?.textContent).toContain('Unsere Trauringe');
    expect(search.field.getAttribute('aria-expanded')).toBe('true');
    expect(search.placeholder.querySelector('[role="status"]')?.textContent).toBe('3 Treffer');

    await search.press('ArrowDown');
    expect(search.field.getAttribute('aria-activedescendant')).toBe('site-search-hit-0');
    await search.press('ArrowUp');
    expect(search.field.getAttribute('aria-activedescendant')).toBe('site-search-hit-3');
    expect(search.placeholder.querySelector('#site-search-hit-3')?.getAttribute('aria-selected')).toBe('true');
  });

  it('opens the chosen hit with Enter, the shop\'s list of all matches when none is chosen', async () => {
    searchSite.mockResolvedValue({ products: [ring, pair], pages: [page] });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, assign });
    const search = await mountSearch();
    await search.type('Trauring');
    await vi.waitFor(() => expect(search.options()).toHaveLength(4));
    await search.press('Enter');
    expect(assign).toHaveBeenLastCalledWith('/shop?q=Trauring');
    await search.press('ArrowDown');
    await search.press('Enter');
    expect(assign).toHaveBeenLastCalledWith('/shop/trauring-gelbgold-585');
    await search.press('ArrowDown');
    await search.press('Enter');
    expect(assign).toHaveBeenLastCalledWith('/shop/trauringe-platin');
    await search.press('ArrowDown');
    await search.press('Enter');
    expect(assign).toHaveBeenLastCalledWith('/shop?q=Trauring');
  });

  it('keeps the hit the arrows chose when the answer to a later key still has it', async () => {
    searchSite.mockResolvedValue({ products: [ring, pair], pages: [page] });
    const search = await mountSearch();
    await search.type('Trau');
    await vi.waitFor(() => expect(search.options()).toHaveLength(4));
    await search.press('ArrowDown');
    await search.press('ArrowDown');
    expect(search.field.getAttribute('aria-activedescendant')).toBe('site-search-hit-1');
    // The next key's answer puts the chosen pair first: it stays chosen where it now is.
    searchSite.mockResolvedValue({ products: [pair], pages: [page] });
    await search.type('Trauringe');
    await vi.waitFor(() => expect(search.options()).toHaveLength(3));
    expect(search.field.getAttribute('aria-activedescendant')).toBe('site-search-hit-0');
    expect(search.placeholder.querySelector('#site-search-hit-0')?.textContent).toContain('Trauringe Platin');
    // An answer without it chooses nothing: Enter then leads to all matches, never to a hit the visitor did not choose.
    searchSite.mockResolvedValue({ products: [ring], pages: [] });
    await search.type('Trauring Gelb');
    await vi.waitFor(() => expect(search.options()[0]).toContain('Trauring Gelbgold'));
    expect(search.field.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('says the list is closed once the focus leaves the search, and open again when it comes back', async () => {
    searchSite.mockResolvedValue({ products: [ring, pair], pages: [] });
    const search = await mountSearch();
    await search.type('Trauring');
    await vi.waitFor(() => expect(search.options()).toHaveLength(3));
    const elsewhere = document.body.appendChild(document.createElement('button'));
    await act(async () => elsewhere.focus());
    expect(search.field.getAttribute('aria-expanded')).toBe('false');
    expect(search.options()).toHaveLength(0);
    await act(async () => search.field.focus());
    expect(search.field.getAttribute('aria-expanded')).toBe('true');
    expect(search.options()).toHaveLength(3);
  });

  it('empties the field and closes the hits with Escape', async () => {
    searchSite.mockResolvedValue({ products: [ring], pages: [] });
    const search = await mountSearch();
    await search.type('Ring');
    await vi.waitFor(() => expect(search.options()).toHaveLength(2));
    await search.press('Escape');
    expect(search.field.value).toBe('');
    expect(search.options()).toHaveLength(0);
    expect(search.field.getAttribute('aria-expanded')).toBe('false');
    expect(search.field.hasAttribute('aria-controls')).toBe(false);
  });

  it('says when nothing was found, and when the index cannot be loaded', async () => {
    searchSite.mockResolvedValueOnce({ products: [], pages: [] });
    const search = await mountSearch();
    await search.type('Xylophon');
    await vi.waitFor(() => expect(search.placeholder.querySelector('[role="status"]')?.textContent).toBe('Keine Treffer für „Xylophon“'));
    searchSite.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await search.type('Uhren');
    await vi.waitFor(() => expect(search.placeholder.querySelector('[role="status"]')?.textContent).toBe('Die Suche ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.'));
    expect(search.field.value).toBe('Uhren');
  });

  it('never shows the answer to an earlier query over a later one', async () => {
    let answerFirst: (value: unknown) => void = () => {};
    searchSite.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve))).mockResolvedValueOnce({ products: [pair], pages: [] });
    searchSite.mockClear();
    const search = await mountSearch();
    await search.type('Tr');
    // The index was asked for "Tr" (after the pause in typing) and has not answered yet.
    await vi.waitFor(() => expect(searchSite).toHaveBeenCalledWith('Tr'));
    await search.type('Trauringe');
    await vi.waitFor(() => expect(search.options()).toHaveLength(2));
    await act(async () => answerFirst({ products: [ring], pages: [page] }));
    expect(search.options()).toEqual([expect.stringContaining('Trauringe Platin'), 'Alle Treffer im Shop zeigen']);
  });

  it('waits for the second letter, then searches as the visitor types', async () => {
    searchSite.mockClear();
    searchSite.mockResolvedValue({ products: [ring], pages: [] });
    const search = await mountSearch();
    await search.type('T');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(searchSite).not.toHaveBeenCalled();
    await search.type('Tr');
    await vi.waitFor(() => expect(searchSite).toHaveBeenLastCalledWith('Tr'));
    await search.type('Tra');
    await vi.waitFor(() => expect(searchSite).toHaveBeenLastCalledWith('Tra'));
    await vi.waitFor(() => expect(search.options()).toHaveLength(2));
    expect(searchSite.mock.calls).toEqual([['Tr'], ['Tra']]);
  });
});

describe('the arrows through the hits', () => {
  it('go from the field to the first or last hit, and wrap around', () => {
    expect(nextActive(-1, 1, 3)).toBe(0);
    expect(nextActive(-1, -1, 3)).toBe(2);
    expect(nextActive(2, 1, 3)).toBe(0);
    expect(nextActive(0, -1, 3)).toBe(2);
    expect(nextActive(1, 1, 3)).toBe(2);
    expect(nextActive(0, 1, 0)).toBe(-1);
  });
});
