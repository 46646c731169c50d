import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import type { EditorialUser } from '../editorial-roles.ts';

/** Directus' REST API as one user sees it: signed in with a password as the admin app does, or with a token. */

export interface Answer {
  status: number;
  body: UnknownRecord;
}

export type Caller = (method: string, path: string, body?: unknown) => Promise<Answer>;

export async function signIn(url: string, user: EditorialUser): Promise<Caller> {
  const login = await fetch(new URL('auth/login', url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(user) });
  if (!login.ok) throw new Error(`${user.email} cannot sign in: HTTP ${login.status}`);
  return callerWith(url, ((await login.json()) as { data: { access_token: string } }).data.access_token);
}

export function callerWith(url: string, token: string): Caller {
  return async (method, path, body) => {
    const response = await fetch(new URL(path, url), {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: ((await response.json().catch(() => ({}))) ?? {}) as UnknownRecord };
  };
}

/** The messages of Directus' error answer, as the admin app shows them. */
export const messageOf = (answer: Answer) => (Array.isArray(answer.body.errors) ? (answer.body.errors as UnknownRecord[]).map((error) => String(error.message)).join(' ') : '');
