import type { UnknownRecord } from '../widgets/core/shapes.ts';
import { invoicesFolderName } from '../server/orders/directus-documents.ts';
import { ensurePolicy, type PolicyPermission } from './policy.ts';
import type { Rest } from './rest.ts';
import { collections, isContent, settingsChoiceJunction, settingsChoices } from './schema/model.ts';
import { languagesCollection, translatedCollections, translationsJunction, translationsOfItems } from './schema/translations.ts';

/**
 * The people who work in the admin app, each with a role of their own instead of the
 * Administrator's:
 * - **Editor**: writes the content of one project (pages, menus, legal texts, the shop's products,
 *   categories, settings …) and its images; reads no order, no customer's data, no invoice, no
 *   other project's items, and cannot touch the schema or Directus' settings.
 * - **Shop** (the owner at the till): works through the orders, changing only their status,
 *   carrier and tracking number (the order service decides the rest: number, lines, sums), marks
 *   product requests answered, reads withdrawals, invoices and the project's content.
 * Both are set here on every start, as the public and the token users' permissions are.
 */

export interface EditorialUser {
  email: string;
  password: string;
}

/** Which items of a collection belong to the project: its own `project`, or its product's. */
function projectFilterOf(collection: string, domain: string): UnknownRecord | null {
  if (collection === 'projects') return { domain: { _eq: domain } };
  if (collection === languagesCollection || collection === 'ecommerce_payment_method') return {};
  // An item's translations are the project's when the item is.
  const translated = translatedCollections.find((parent) => translationsJunction(parent) === collection);
  if (translated) {
    const ofParent = projectFilterOf(translated, domain);
    return ofParent && translationsOfItems(ofParent);
  }
  const ofProject = { project: { domain: { _eq: domain } } };
  const spec = collections.find((entry) => entry.collection === collection);
  if (spec?.fields.some((field) => field.field === 'project')) return ofProject;
  const viaProduct: Record<string, string> = {
    ecommerce_product_variant: 'product',
    ecommerce_attribute: 'product',
    ecommerce_product_rating: 'product',
    ecommerce_product_subcategory: 'ecommerce_product_id',
    ecommerce_product_files: 'ecommerce_product_id',
    ...Object.fromEntries(settingsChoices.map(({ field }) => [settingsChoiceJunction(field), 'ecommerce_settings_id'])),
  };
  const parent = viaProduct[collection];
  if (parent) return { [parent]: ofProject };
  // Shared by the projects (engraving options, size guides): whoever edits one project's products may use them.
  if (collection === 'ecommerce_personalization' || collection === 'ecommerce_size_guide') return {};
  return null;
}

const translationJunctions = translatedCollections.map(translationsJunction);

/** What an editor reads but does not change: the project itself (its domain, its texts for search engines), the site's languages and the payment methods there are. */
const readOnlyContent = ['projects', translationsJunction('projects'), languagesCollection, 'ecommerce_payment_method'];
/** The collections an editor writes: everything the site reads but the above and what the shop receives. */
const contentCollections = collections.filter((spec) => isContent(spec) && !readOnlyContent.includes(spec.collection)).map((spec) => spec.collection);

/** Files outside the invoices' folder (images, documents of pages): what an editor may see and change. */
const notInvoices = { _or: [{ folder: { _null: true } }, { folder: { name: { _neq: invoicesFolderName } } }] };

function editorPermissions(domain: string, projectId: number): PolicyPermission[] {
  const content = contentCollections.flatMap((collection): PolicyPermission[] => {
    const filter = projectFilterOf(collection, domain)!;
    const hasProject = 'project' in filter;
    // Translation rows: changed without an item filter (the translations interface breaks with one), guarded by own-translations-flow.ts.
    const changeable = translationJunctions.includes(collection) ? {} : filter;
    return [
      { collection, action: 'read', permissions: filter },
      // A new item is the editor's project's; none is moved to another project.
      { collection, action: 'create', permissions: {}, ...(hasProject ? { presets: { project: projectId }, validation: { project: { _eq: projectId } } } : {}) },
      { collection, action: 'update', permissions: changeable, ...(hasProject ? { validation: { project: { _eq: projectId } } } : {}) },
      { collection, action: 'delete', permissions: changeable },
    ];
  });
  return [
    ...content,
    ...readOnlyContent.map((collection): PolicyPermission => ({ collection, action: 'read', permissions: projectFilterOf(collection, domain)! })),
    { collection: 'directus_files', action: 'read', permissions: notInvoices },
    { collection: 'directus_files', action: 'create', permissions: {} },
    { collection: 'directus_files', action: 'update', permissions: notInvoices },
    { collection: 'directus_folders', action: 'read', permissions: { name: { _neq: invoicesFolderName } } },
    // How the last publish went: "Live seit 14:02", or why the site stayed as it was.
    { collection: 'site_publish', action: 'read', permissions: {} },
  ];
}

function shopPermissions(domain: string): PolicyPermission[] {
  const readContent = [...contentCollections, ...readOnlyContent].map((collection): PolicyPermission => ({ collection, action: 'read', permissions: projectFilterOf(collection, domain)! }));
  const readSubmissions = collections.filter((spec) => spec.submissions).map((spec): PolicyPermission => ({ collection: spec.collection, action: 'read', permissions: {} }));
  return [
    ...readContent,
    ...readSubmissions,
    // The order service refuses a status it does not allow (the order status flow) and decides the rest.
    { collection: 'shop_order', action: 'update', permissions: {}, fields: ['status', 'carrier', 'tracking_number'] },
    { collection: 'shop_product_request', action: 'update', permissions: {}, fields: ['status'] },
    { collection: 'directus_files', action: 'read', permissions: {} },
    { collection: 'directus_folders', action: 'read', permissions: {} },
    { collection: 'site_publish', action: 'read', permissions: {} },
  ];
}

/** Whether the user signs in with the password (Directus answers 401 otherwise). */
async function signsIn(url: string, user: EditorialUser): Promise<boolean> {
  const response = await fetch(new URL('auth/login', url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(user) });
  return response.ok;
}

/** A role with one policy and one user signing in with a password (kept in the secrets), made or brought back on every start. */
async function ensureRoleUser(rest: Rest, role: { name: string; icon: string; description: string; policy: string; user: EditorialUser }): Promise<number> {
  let changed = 0;
  const [found] = await rest.get<UnknownRecord[]>('roles', { 'filter[name][_eq]': role.name, fields: 'id,policies.policy', limit: 1 });
  let roleId: string;
  if (!found) {
    roleId = String((await rest.send<UnknownRecord>('POST', 'roles', { name: role.name, icon: role.icon, description: role.description, policies: [{ policy: role.policy }] })).id);
    changed++;
  } else {
    roleId = String(found.id);
    const policies = Array.isArray(found.policies) ? (found.policies as UnknownRecord[]).map((access) => String(access.policy)) : [];
    if (!policies.includes(role.policy)) {
      await rest.send('PATCH', `roles/${roleId}`, { policies: { create: [{ policy: role.policy }] } });
      changed++;
    }
  }
  const [user] = await rest.get<UnknownRecord[]>('users', { 'filter[email][_eq]': role.user.email, fields: 'id,role', limit: 1 });
  if (!user) {
    await rest.send('POST', 'users', { email: role.user.email, password: role.user.password, role: roleId, status: 'active', language: 'de-DE' });
    changed++;
  } else if (String(user.role) !== roleId || !(await signsIn(rest.url, role.user))) {
    // A password is never read back: one that no longer signs in (secrets made anew) is set again.
    await rest.send('PATCH', `users/${String(user.id)}`, { role: roleId, status: 'active', password: role.user.password });
    changed++;
  }
  return changed;
}

export async function ensureEditorialRoles(rest: Rest, domain: string, users: { editor: EditorialUser; shop: EditorialUser }, log: (line: string) => void): Promise<void> {
  const [project] = await rest.get<UnknownRecord[]>('items/projects', { 'filter[domain][_eq]': domain, fields: 'id', limit: 1 });
  if (!project) throw new Error(`Directus has no project ${domain} to give its editors`);
  const editor = await ensurePolicy(rest, { name: `Editor (${domain})`, icon: 'edit_note', appAccess: true, permissions: editorPermissions(domain, Number(project.id)) });
  const shop = await ensurePolicy(rest, { name: `Shop (${domain})`, icon: 'storefront', appAccess: true, permissions: shopPermissions(domain) });
  const changed =
    editor.changed +
    shop.changed +
    (await ensureRoleUser(rest, { name: 'Editor', icon: 'edit_note', description: 'Schreibt die Inhalte des eigenen Projekts: Seiten, Menüs, Rechtstexte, Produkte, Kategorien, Versand.', policy: editor.policy, user: users.editor })) +
    (await ensureRoleUser(rest, { name: 'Shop', icon: 'storefront', description: 'Bearbeitet Bestellungen (Status, Versanddienstleister, Sendungsnummer), Anfragen und Widerrufe.', policy: shop.policy, user: users.shop }));
  log(`Roles Editor (${users.editor.email}) and Shop (${users.shop.email}) for ${domain}: ${changed} change(s).`);
}
