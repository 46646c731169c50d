import { isDeepStrictEqual } from 'node:util';
import type { UnknownRecord } from '../widgets/core/shapes.ts';
import type { Rest } from './rest.ts';

interface PolicyPermission {
  collection: string;
  action: 'create' | 'read' | 'update';
  /** Which items (a Directus filter); {} for all. */
  permissions: UnknownRecord;
  /** Which fields; all when left out. */
  fields?: string[];
}

export interface TokenUserSpec {
  policyName: string;
  icon: string;
  email: string;
  firstName: string;
  token: string;
  permissions: PolicyPermission[];
}

/** Whether the token signs in as the user (/users/me answers every user with at least its id). */
async function signsInAs(url: string, token: string, userId: unknown): Promise<boolean> {
  const response = await fetch(new URL('users/me', url), { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) return false;
  const body = (await response.json()) as { data?: { id?: unknown } };
  return body.data?.id === userId;
}

/**
 * A user with a static token whose one policy allows exactly the given permissions (no admin
 * app, nothing else), made or brought back to that on every start. Returns how many changes it made.
 */
export async function ensureTokenUser(rest: Rest, spec: TokenUserSpec): Promise<number> {
  const [found] = await rest.get<UnknownRecord[]>('policies', { 'filter[name][_eq]': spec.policyName, fields: 'id', limit: 1 });
  const policy = found
    ? String(found.id)
    : String((await rest.send<UnknownRecord>('POST', 'policies', { name: spec.policyName, icon: spec.icon, admin_access: false, app_access: false })).id);

  const existing = await rest.get<UnknownRecord[]>('permissions', { 'filter[policy][_eq]': policy, limit: -1 });
  let changed = 0;
  for (const wanted of spec.permissions) {
    const fields = wanted.fields ?? ['*'];
    const body = { policy, ...wanted, fields, validation: null, presets: null };
    const current = existing.find((entry) => entry.collection === wanted.collection && entry.action === wanted.action);
    if (!current) {
      await rest.send('POST', 'permissions', body);
      changed++;
    } else if (!isDeepStrictEqual(current.fields, fields) || !isDeepStrictEqual(current.permissions ?? {}, wanted.permissions)) {
      await rest.send('PATCH', `permissions/${String(current.id)}`, body);
      changed++;
    }
  }
  const extra = existing.filter((entry) => !spec.permissions.some((wanted) => wanted.collection === entry.collection && wanted.action === entry.action));
  if (extra.length) {
    await rest.send('DELETE', 'permissions', extra.map((entry) => entry.id));
    changed += extra.length;
  }

  const [user] = await rest.get<UnknownRecord[]>('users', { 'filter[email][_eq]': spec.email, fields: 'id', limit: 1 });
  if (!user) {
    await rest.send('POST', 'users', { email: spec.email, first_name: spec.firstName, status: 'active', token: spec.token, policies: [{ policy }] });
    changed++;
  } else if (!(await signsInAs(rest.url, spec.token, user.id))) {
    // Directus never hands a stored token out (reads show it masked), so it is tried instead.
    await rest.send('PATCH', `users/${String(user.id)}`, { token: spec.token, status: 'active' });
    changed++;
  }
  return changed;
}
