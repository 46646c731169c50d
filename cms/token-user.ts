import type { UnknownRecord } from '../widgets/core/shapes.ts';
import type { Rest } from './rest.ts';
import { ensurePolicy, type PolicyPermission } from './policy.ts';

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
  const { policy, changed: policyChanges } = await ensurePolicy(rest, { name: spec.policyName, icon: spec.icon, appAccess: false, permissions: spec.permissions });
  let changed = policyChanges;

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
