import { useEffect, useState } from 'react';
import type { ShopFetchResult } from '../core/shop/types.ts';

/** Spec §2, §9: a notice once loading has taken 1000 ms. */
export const slowLoadingDelayMs = 1000;

export type ShopData<T> =
  | { status: 'loading'; slow: boolean }
  | { status: 'ready'; value: T }
  | { status: 'not-found' }
  | { status: 'error'; error: string };

/**
 * Runs one shop fetch per `key` (a route or a filter state) and says where it stands. An answer
 * for a key the view has already left is dropped, so a slow reply never overwrites a newer one.
 */
export function useShopData<T>(key: string, load: () => Promise<ShopFetchResult<T>>, retryCount = 0): ShopData<T> {
  const [state, setState] = useState<{ key: string; data: ShopData<T> }>({ key, data: { status: 'loading', slow: false } });
  useEffect(() => {
    let current = true;
    setState({ key, data: { status: 'loading', slow: false } });
    const slow = setTimeout(() => {
      if (current) setState((previous) => (previous.data.status === 'loading' ? { key, data: { status: 'loading', slow: true } } : previous));
    }, slowLoadingDelayMs);
    load()
      .then((result) => {
        if (!current) return;
        const data: ShopData<T> = result.ok
          ? { status: 'ready', value: result.value }
          : result.kind === 'not-found'
            ? { status: 'not-found' }
            : { status: 'error', error: result.error };
        setState({ key, data });
      })
      .catch((error: unknown) => {
        if (current) setState({ key, data: { status: 'error', error: error instanceof Error ? error.message : String(error) } });
      })
      .finally(() => clearTimeout(slow));
    return () => {
      current = false;
      clearTimeout(slow);
    };
    // `load` is a fresh closure each render; the key says when the question changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, retryCount]);
  // Until the effect has run for a new key, the previous key's answer is not this key's.
  return state.key === key ? state.data : { status: 'loading', slow: false };
}
