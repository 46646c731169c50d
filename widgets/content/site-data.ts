import { failure, success, type Result } from '../core/result.ts';
import { parseSeller, sellerPath, type Seller } from '../core/legal/seller.ts';
import { parsePublicShopSettings, settingsPath, type PublicShopSettings } from '../core/public-shop-settings.ts';

/** Loads the settings the build published next to the pages. */
export async function fetchShopSettings(fetchImpl: typeof fetch = fetch): Promise<Result<PublicShopSettings>> {
  try {
    const response = await fetchImpl(settingsPath, { headers: { accept: 'application/json' } });
    if (!response.ok) return failure('Could not load settings');
    const settings = parsePublicShopSettings(await response.json());
    return settings ? success(settings) : failure('Could not load settings');
  } catch {
    return failure('Could not load settings');
  }
}

/** Loads who sells (name, address, business details), as the build published it from the company record. */
export async function fetchSeller(fetchImpl: typeof fetch = fetch): Promise<Result<Seller>> {
  try {
    const response = await fetchImpl(sellerPath, { headers: { accept: 'application/json' } });
    if (!response.ok) return failure('Could not load the seller');
    const seller = parseSeller(await response.json());
    return seller ? success(seller) : failure('Could not load the seller');
  } catch {
    return failure('Could not load the seller');
  }
}
