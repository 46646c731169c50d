import { isDeepStrictEqual } from 'node:util';
import type { UnknownRecord } from '../widgets/core/shapes.ts';
import type { Rest } from './rest.ts';

export interface PolicyPermission {
  collection: string;
  action: 'create' | 'read' | 'update' | 'delete';
  /** Which items (a Directus filter); {} for all. */
  permissions: UnknownRecord;
  /** Which fields; all when left out. */
  fields?: string[];
  /** What a created or changed item must satisfy (a Directus filter on the payload). */
  validation?: UnknownRecord;
  /** Values a new item gets unless the payload names its own. */
  presets?: UnknownRecord;
}

export interface PolicySpec {
  name: string;
  icon: string;
  /** Whether its users may sign in to the admin app. */
  appAccess: boolean;
  permissions: PolicyPermission[];
}

/**
 * A policy (Directus 11's unit of access) allowing exactly the given permissions, made or brought
 * back to that on every start: a permission clicked in by hand is taken back. Returns its id and
 * how many changes it made. A schema snapshot carries no permissions, so they live here as code.
 */
export async function ensurePolicy(rest: Rest, spec: PolicySpec): Promise<{ policy: string; changed: number }> {
  const [found] = await rest.get<UnknownRecord[]>('policies', { 'filter[name][_eq]': spec.name, fields: 'id,app_access', limit: 1 });
  let changed = 0;
  let policy: string;
  if (found) {
    policy = String(found.id);
    if (found.app_access !== spec.appAccess) {
      await rest.send('PATCH', `policies/${policy}`, { app_access: spec.appAccess });
      changed++;
    }
  } else {
    policy = String((await rest.send<UnknownRecord>('POST', 'policies', { name: spec.name, icon: spec.icon, admin_access: false, app_access: spec.appAccess })).id);
    changed++;
  }

  const existing = await rest.get<UnknownRecord[]>('permissions', { 'filter[policy][_eq]': policy, limit: -1 });
  for (const wanted of spec.permissions) {
    const fields = wanted.fields ?? ['*'];
    const body = { policy, ...wanted, fields, validation: wanted.validation ?? null, presets: wanted.presets ?? null };
    const current = existing.find((entry) => entry.collection === wanted.collection && entry.action === wanted.action);
    if (!current) {
      await rest.send('POST', 'permissions', body);
      changed++;
    } else if (
      !isDeepStrictEqual(current.fields, fields) ||
      !isDeepStrictEqual(current.permissions ?? {}, wanted.permissions) ||
      !isDeepStrictEqual(current.validation ?? null, body.validation) ||
      !isDeepStrictEqual(current.presets ?? null, body.presets)
    ) {
      await rest.send('PATCH', `permissions/${String(current.id)}`, body);
      changed++;
    }
  }
  const extra = existing.filter((entry) => !spec.permissions.some((wanted) => wanted.collection === entry.collection && wanted.action === entry.action));
  if (extra.length) {
    await rest.send('DELETE', 'permissions', extra.map((entry) => entry.id));
    changed += extra.length;
  }
  return { policy, changed };
}
