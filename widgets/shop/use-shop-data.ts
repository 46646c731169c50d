import { useEffect, useState } from 'react';
import type { ShopFetchResult } from '../core/shop/types.ts';
import { useBuildAnswer, type BuildAnswer } from './shop-answers.ts';

/** Spec §2, §9: a notice once loading has taken 1000 ms. */
export const slowLoadingDelayMs = 1000;

export type ShopData<T> =
  | { status: 'loading'; slow: boolean }
  | { status: 'ready'; value: T }
  | { status: 'not-found' }
  | { status: 'error'; error: string };

function fromBuild<T>(answer: BuildAnswer): ShopData<T> | null {
  if (!answer.known) return null;
  return answer.value === null ? { status: 'not-found' } : { status: 'ready', value: answer.value as T };
}

/**
 * Runs one shop fetch per `key` (a route or a filter state) and says where it stands. An answer
 * for a key the view has already left is dropped, so a slow reply never overwrites a newer one.
 * A key the build answered (shop-answers.ts) starts ready with that answer, as the build's HTML
 * showed it; it is asked again only from a live source, and stays on show meanwhile.
 */
export function useShopData<T>(key: string, load: () => Promise<ShopFetchResult<T>>, retryCount = 0): ShopData<T> {
  const buildAnswer = useBuildAnswer(key);
  const [state, setState] = useState<{ key: string; data: ShopData<T>; fromBuild: boolean }>(() => {
    const known = fromBuild<T>(buildAnswer);
    return { key, data: known ?? { status: 'loading', slow: false }, fromBuild: known !== null };
  });
  useEffect(() => {
    let current = true;
    // The build's answer for this key (retried: asked again): shown at once; asked again only from a live source.
    const known = retryCount === 0 ? fromBuild<T>(buildAnswer) : null;
    if (state.key !== key || !state.fromBuild || known === null) {
      setState({ key, data: known ?? { status: 'loading', slow: false }, fromBuild: known !== null });
    }
    if (known && buildAnswer.known && buildAnswer.current) return;
    const keepShown = known !== null;
    const slow = setTimeout(() => {
      if (current) setState((previous) => (previous.data.status === 'loading' ? { key, data: { status: 'loading', slow: true }, fromBuild: false } : previous));
    }, slowLoadingDelayMs);
    load()
      .then((result) => {
        if (!current) return;
        const data: ShopData<T> = result.ok
          ? { status: 'ready', value: result.value }
          : result.kind === 'not-found'
            ? { status: 'not-found' }
            : { status: 'error', error: result.error };
        // A live source that fails after the build's answer was shown leaves that answer on show.
        if (keepShown && data.status === 'error') return;
        setState({ key, data, fromBuild: false });
      })
      .catch((error: unknown) => {
        if (current && !keepShown) setState({ key, data: { status: 'error', error: error instanceof Error ? error.message : String(error) }, fromBuild: false });
      })
      .finally(() => clearTimeout(slow));
    return () => {
      current = false;
      clearTimeout(slow);
    };
    // `load` is a fresh closure each render; the key says when the question changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, retryCount]);
  if (state.key === key) return state.data;
  // Until the effect has run for a new key, the previous key's answer is not this key's; the build's may be.
  return fromBuild<T>(buildAnswer) ?? { status: 'loading', slow: false };
}
