import { createHash } from 'node:crypto';
import type { PublicShopSettings } from '../../widgets/core/public-shop-settings.ts';

/**
 * The shop settings a build rendered its shop pages with, in a file named by their content: a
 * page hydrates with exactly those (widgets/shop/prepare-hydration.ts), whatever
 * /data/settings.json says by the time it is read (a page from a cache older than the deploy, a
 * shop switched to maintenance); the router takes the published ones after that.
 */
export const buildSettingsPath = (settings: PublicShopSettings): string =>
  `/data/settings-${createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 12)}.json`;
