import { signal } from '@preact/signals-core';
import type { PublicShopSettings } from '../core/public-shop-settings.ts';
import { fetchShopSettings } from '../content/site-data.ts';

export type SettingsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: PublicShopSettings }
  | { status: 'error'; error: string };

export const settings = signal<SettingsState>({ status: 'idle' });

let pending: Promise<void> | null = null;

/** Loads the shop settings once per page, however many widgets ask. */
export function loadSettings(fetchImpl?: typeof fetch): Promise<void> {
  if (settings.value.status === 'ready') return Promise.resolve();
  pending ??= (async () => {
    settings.value = { status: 'loading' };
    const result = await fetchShopSettings(fetchImpl);
    settings.value = result.ok ? { status: 'ready', data: result.value } : { status: 'error', error: result.error };
    if (!result.ok) pending = null; // a later widget may try again
  })();
  return pending;
}
