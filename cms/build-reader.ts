import type { Rest } from './rest.ts';
import { collections, isContent } from './schema/model.ts';
import { ensureTokenUser } from './token-user.ts';

const readerEmail = 'site-build@example.com';

/**
 * The build reads with a token that can read the site's content and files and nothing else (no
 * admin app, no writes, no users, not what customers sent), so the command `npm run cms` prints
 * never hands out the admin's token. Of the ratings it reads the published ones: one the shop
 * sent waits as a draft until an editor publishes it.
 */
export async function ensureBuildReader(rest: Rest, buildToken: string, log: (line: string) => void): Promise<void> {
  const wanted = [...collections.filter(isContent).map((spec) => spec.collection), 'directus_files'];
  const changed = await ensureTokenUser(rest, {
    policyName: 'Site build (read only)',
    icon: 'menu_book',
    email: readerEmail,
    firstName: 'Site build',
    token: buildToken,
    permissions: wanted.map((collection) => ({
      collection,
      action: 'read',
      permissions: collection === 'ecommerce_product_rating' ? { status: { _eq: 'published' } } : {},
    })),
  });
  log(`Build reader ${readerEmail}: reads ${wanted.length} collections, ${changed} change(s).`);
}
