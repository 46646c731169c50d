import { failure, success, type Result } from '../core/result.ts';
import { parseSeller, sellerPath, type Seller } from '../core/legal/seller.ts';
import { parsePublicShopSettings, settingsPath, type PublicShopSettings } from '../core/public-shop-settings.ts';

/** Loads a JSON file the build published next to the pages, read through its parser; any fault is the one failure. */
async function fetchPublished<T>(path: string, parse: (value: unknown) => T | null, failed: string, fetchImpl: typeof fetch): Promise<Result<T>> {
  try {
    const response = await fetchImpl(path, { headers: { accept: 'application/json' } });
    if (!response.ok) return failure(failed);
    const value = parse(await response.json());
    return value ? success(value) : failure(failed);
  } catch {
    return failure(failed);
  }
}

/** Loads the settings the build published next to the pages. */
export const fetchShopSettings = (fetchImpl: typeof fetch = fetch): Promise<Result<PublicShopSettings>> =>
  fetchPublished(settingsPath, parsePublicShopSettings, 'Could not load settings', fetchImpl);

/** Loads who sells (name, address, business details), as the build published it from the company record. */
export const fetchSeller = (fetchImpl: typeof fetch = fetch): Promise<Result<Seller>> => fetchPublished(sellerPath, parseSeller, 'Could not load the seller', fetchImpl);
