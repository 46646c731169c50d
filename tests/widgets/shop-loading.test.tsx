import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopFetchResult } from '../../widgets/core/shop/types.ts';
import { ShopStatus } from '../../widgets/shop/ShopStatus.tsx';
import { slowLoadingDelayMs, useShopData } from '../../widgets/shop/use-shop-data.ts';
import { loadTranslations } from '../../widgets/i18n/index.ts';

/** A view that shows its data, or the shop's status while it has none. */
function View({ queryKey, load }: { queryKey: string; load: () => Promise<ShopFetchResult<string>> }) {
  const data = useShopData(queryKey, load);
  return data.status === 'ready' ? <p className="value">{data.value}</p> : <ShopStatus data={data} />;
}

let container: HTMLElement;
let root: ReturnType<typeof createRoot>;

beforeEach(async () => {
  await loadTranslations('de');
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('shop data loading (spec §2, §9: delayed-load notice after 1000 ms)', () => {
  it('says nothing visible before 1000 ms, shows the notice after, and replaces it with the content', async () => {
    const answer = deferred<ShopFetchResult<string>>();
    act(() => root.render(<View queryKey="a" load={() => answer.promise} />));
    await act(() => vi.advanceTimersByTimeAsync(slowLoadingDelayMs - 1));
    expect(container.textContent).not.toContain('länger als gewohnt');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(container.textContent).toContain('Das Laden dauert länger als gewohnt');
    await act(async () => answer.resolve({ ok: true, value: 'Ringe' }));
    expect(container.querySelector('.value')?.textContent).toBe('Ringe');
    expect(container.textContent).not.toContain('länger als gewohnt');
  });

  it('shows the not-found view for a not-found answer and the error view for a failure', async () => {
    act(() => root.render(<View queryKey="b" load={async () => ({ ok: false, kind: 'not-found', error: 'HTTP 404' })} />));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(container.querySelector('h1')?.textContent).toBe('Seite nicht gefunden');
    act(() => root.render(<View queryKey="c" load={async () => ({ ok: false, kind: 'error', error: 'HTTP 500' })} />));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Die Produkte konnten nicht geladen werden');
  });

  it('drops a late answer for a question the view has already left', async () => {
    const slow = deferred<ShopFetchResult<string>>();
    act(() => root.render(<View queryKey="old" load={() => slow.promise} />));
    act(() => root.render(<View queryKey="new" load={async () => ({ ok: true, value: 'neu' })} />));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(async () => slow.resolve({ ok: true, value: 'alt' }));
    expect(container.querySelector('.value')?.textContent).toBe('neu');
  });
});
