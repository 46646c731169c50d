import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { cmsPaths } from './paths.ts';

export interface CmsSecrets {
  key: string;
  secret: string;
  adminEmail: string;
  adminPassword: string;
  /** The admin's static token: the seed, schema and permissions are applied with it. */
  adminToken: string;
  /** The static token of a user who may only read the site's content: the one the build uses. */
  buildToken: string;
  /** The order service's (ORDER_STORE=directus): creates orders, requests, withdrawals and draft ratings. */
  orderServiceToken: string;
  /** The order service's ORDER_ADMIN_TOKEN: the status flow (order-status-flow.ts) presents it. */
  orderAdminToken: string;
  /** The order service's PUBLISH_HOOK_SECRET: the publish flow (publish-flow.ts) presents it. */
  publishHookSecret: string;
  /** The order service's PREVIEW_TOKEN: Directus' preview links (preview-links.ts) carry it. */
  previewToken: string;
  /** The passwords of the Editor's and the Shop's users in the admin app (editorial-roles.ts). */
  editorPassword: string;
  shopPassword: string;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

/** A new set, for an instance that lives for one run (npm run test:directus keeps none). */
export const newSecrets = (): CmsSecrets => ({
  key: token(24),
  secret: token(32),
  adminEmail: 'admin@example.com',
  adminPassword: token(12),
  adminToken: token(24),
  buildToken: token(24),
  orderServiceToken: token(24),
  orderAdminToken: token(32),
  publishHookSecret: token(32),
  previewToken: token(32),
  editorPassword: token(12),
  shopPassword: token(12),
});

/** Who signs in to the admin app as the Editor and as the Shop (editorial-roles.ts). */
export const editorialUsers = (secrets: CmsSecrets) => ({
  editor: { email: 'editor@example.com', password: secrets.editorPassword },
  shop: { email: 'shop@example.com', password: secrets.shopPassword },
});

/**
 * Made once and kept in the data folder, so a restart signs in with the same password and the
 * sessions and tokens of the last run stay valid (KEY and SECRET sign them).
 */
export async function loadOrCreateSecrets(): Promise<CmsSecrets> {
  const kept = existsSync(cmsPaths.secrets) ? (JSON.parse(await readFile(cmsPaths.secrets, 'utf8')) as Partial<CmsSecrets>) : {};
  const secrets: CmsSecrets = { ...newSecrets(), ...kept };
  // A data folder from before a secret existed gets it added; nothing kept is ever replaced.
  if (Object.keys(secrets).length !== Object.keys(kept).length) {
    await writeFile(cmsPaths.secrets, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}
