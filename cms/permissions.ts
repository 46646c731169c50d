import { isDeepStrictEqual } from 'node:util';
import type { UnknownRecord } from '../widgets/core/shapes.ts';
import type { Rest } from './rest.ts';
import { languagesCollection, translationsJunction, translationsOfItems } from './schema/translations.ts';

/** Directus' built-in public policy (the role of every request without a token) is named so. */
const publicPolicyName = '$t:public_label';

/**
 * What the live shop reads from the browser without a token (SHOP_SOURCE=live), and nothing
 * else: the published products of one project, their parts, the project's taxonomy and the
 * product images. Drafts, other projects' items, pages, settings and the company's data stay
 * private; the build reads those with its token. A schema snapshot carries no permissions, so
 * they are set here on every start.
 */
function publicReadPermissions(domain: string, productImagesFolder: string): Array<{ collection: string; fields: string[]; permissions: UnknownRecord }> {
  const ofProject = { project: { domain: { _eq: domain } } };
  const published = { _and: [{ status: { _eq: 'published' } }, ofProject] };
  const ofPublishedProduct = (field: string) => ({ [field]: published });
  const taxonomy = ['ecommerce_manufacturer', 'ecommerce_category', 'ecommerce_subcategory', 'ecommerce_tag', 'ecommerce_attribute_group'];
  /** The texts in other languages of what the public role reads, under the same rule as their items. */
  const translationsOf = (collection: string, itemRule: UnknownRecord) => ({
    collection: translationsJunction(collection),
    fields: ['*'],
    permissions: translationsOfItems(itemRule),
  });
  return [
    // Only the domain, which every filter names.
    { collection: 'projects', fields: ['id', 'domain'], permissions: { domain: { _eq: domain } } },
    // The languages translations name (their codes and names).
    { collection: languagesCollection, fields: ['*'], permissions: {} },
    { collection: 'ecommerce_product', fields: ['*'], permissions: published },
    { collection: 'ecommerce_product_variant', fields: ['*'], permissions: ofPublishedProduct('product') },
    { collection: 'ecommerce_attribute', fields: ['*'], permissions: ofPublishedProduct('product') },
    // A rating the shop sent waits as a draft until an editor publishes it.
    {
      collection: 'ecommerce_product_rating',
      fields: ['id', 'product', 'status', 'rating', 'display_name', 'comment', 'date_created', 'language'],
      permissions: { _and: [ofPublishedProduct('product'), { status: { _eq: 'published' } }] },
    },
    { collection: 'ecommerce_product_subcategory', fields: ['*'], permissions: ofPublishedProduct('ecommerce_product_id') },
    { collection: 'ecommerce_product_files', fields: ['*'], permissions: ofPublishedProduct('ecommerce_product_id') },
    { collection: 'ecommerce_personalization', fields: ['*'], permissions: {} },
    { collection: 'ecommerce_size_guide', fields: ['*'], permissions: {} },
    ...taxonomy.map((collection) => ({ collection, fields: ['*'], permissions: ofProject })),
    translationsOf('ecommerce_product', published),
    translationsOf('ecommerce_product_variant', ofPublishedProduct('product')),
    translationsOf('ecommerce_personalization', {}),
    translationsOf('ecommerce_size_guide', {}),
    ...taxonomy.map((collection) => translationsOf(collection, ofProject)),
    {
      collection: 'directus_files',
      fields: ['id', 'title', 'description', 'type', 'width', 'height', 'filesize', 'filename_download', 'folder'],
      permissions: { folder: { _eq: productImagesFolder } },
    },
  ];
}

/** Sets the public policy's read permissions to exactly the list above (idempotent); returns how many changed. */
export async function applyPublicPermissions(rest: Rest, domain: string, productImagesFolder: string, log: (line: string) => void): Promise<void> {
  const [policy] = await rest.get<UnknownRecord[]>('policies', { 'filter[name][_eq]': publicPolicyName, fields: 'id', limit: 1 });
  if (!policy) throw new Error(`Directus has no policy named "${publicPolicyName}"; is this Directus 11?`);
  const existing = await rest.get<UnknownRecord[]>('permissions', { 'filter[policy][_eq]': String(policy.id), limit: -1 });
  const wanted = publicReadPermissions(domain, productImagesFolder);
  let changed = 0;
  for (const permission of wanted) {
    const body = { policy: policy.id, action: 'read', ...permission, validation: null, presets: null };
    const current = existing.find((entry) => entry.collection === permission.collection && entry.action === 'read');
    if (!current) {
      await rest.send('POST', 'permissions', body);
      changed++;
    } else if (!isDeepStrictEqual(current.fields, permission.fields) || !isDeepStrictEqual(current.permissions, permission.permissions)) {
      await rest.send('PATCH', `permissions/${String(current.id)}`, body);
      changed++;
    }
  }
  // Anything else the public policy could do (left over from an earlier model or clicked in the admin app) is taken back.
  const extra = existing.filter((entry) => !wanted.some((permission) => permission.collection === entry.collection && entry.action === 'read'));
  if (extra.length) await rest.send('DELETE', 'permissions', extra.map((entry) => entry.id));
  log(`Public read permissions for ${domain}: ${wanted.length} collections, ${changed + extra.length} change(s).`);
}
