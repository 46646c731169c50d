import { isDeepStrictEqual } from 'node:util';
import type { UnknownRecord } from '../widgets/core/shapes.ts';
import type { Rest } from './rest.ts';
import { collections } from './schema/model.ts';

const policyName = 'Site build (read only)';
const readerEmail = 'site-build@example.com';

/** Whether the token signs in as the user (/users/me answers every user with at least its id). */
async function signsInAs(url: string, token: string, userId: unknown): Promise<boolean> {
  const response = await fetch(new URL('users/me', url), { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) return false;
  const body = (await response.json()) as { data?: { id?: unknown } };
  return body.data?.id === userId;
}

/**
 * The build reads with a token that can read the site's content and files and nothing else (no
 * admin app, no writes, no users), so the command `npm run cms` prints never hands out the
 * admin's token. A policy with read permissions, and a user with that policy and a static token.
 */
export async function ensureBuildReader(rest: Rest, buildToken: string, log: (line: string) => void): Promise<void> {
  const [found] = await rest.get<UnknownRecord[]>('policies', { 'filter[name][_eq]': policyName, fields: 'id', limit: 1 });
  const policy = found
    ? String(found.id)
    : String((await rest.send<UnknownRecord>('POST', 'policies', { name: policyName, icon: 'menu_book', admin_access: false, app_access: false })).id);

  const wanted = [...collections.map((spec) => spec.collection), 'directus_files'];
  const existing = await rest.get<UnknownRecord[]>('permissions', { 'filter[policy][_eq]': policy, limit: -1 });
  let changed = 0;
  for (const collection of wanted) {
    const body = { policy, collection, action: 'read', fields: ['*'], permissions: {}, validation: null, presets: null };
    const current = existing.find((entry) => entry.collection === collection && entry.action === 'read');
    if (!current) {
      await rest.send('POST', 'permissions', body);
      changed++;
    } else if (!isDeepStrictEqual(current.fields, ['*']) || !isDeepStrictEqual(current.permissions, {})) {
      await rest.send('PATCH', `permissions/${String(current.id)}`, body);
      changed++;
    }
  }

  const [user] = await rest.get<UnknownRecord[]>('users', { 'filter[email][_eq]': readerEmail, fields: 'id', limit: 1 });
  if (!user) {
    await rest.send('POST', 'users', {
      email: readerEmail,
      first_name: 'Site build',
      status: 'active',
      token: buildToken,
      policies: [{ policy }],
    });
    changed++;
  } else if (!(await signsInAs(rest.url, buildToken, user.id))) {
    // Directus never hands a stored token out (reads show it masked), so it is tried instead.
    await rest.send('PATCH', `users/${String(user.id)}`, { token: buildToken, status: 'active' });
    changed++;
  }
  log(`Build reader ${readerEmail}: reads ${wanted.length} collections, ${changed} change(s).`);
}
