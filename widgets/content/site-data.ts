import { failure, success, type Result } from '../core/result.ts';
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
