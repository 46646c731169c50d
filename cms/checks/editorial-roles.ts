import type { UnknownRecord } from '../../widgets/core/shapes.ts';
import { invoicesFolderName } from '../../server/orders/directus-documents.ts';
import type { EditorialUser } from '../editorial-roles.ts';
import type { Rest } from '../rest.ts';
import { callerWith, messageOf, signIn, type Answer } from './signed-in.ts';
import { checklist } from './checklist.ts';

/**
 * What the Editor and the Shop may do (editorial-roles.ts), tried over Directus' REST API as each
 * of them, signed in with their passwords as in the admin app: the editor writes their project's
 * content and nothing else (another project's items, orders, invoices, the schema and Directus'
 * settings are out of reach); the shop works through orders' status, carrier and tracking number
 * and cannot change what the order service decided (number, sums) nor the content.
 */

const idsOf = (answer: Answer) => (Array.isArray(answer.body.data) ? (answer.body.data as UnknownRecord[]).map((item) => Number(item.id)) : []);
const refused = (answer: Answer) => answer.status === 403 || answer.status === 400;

export async function checkEditorialRoles(rest: Rest, adminToken: string, domain: string, users: { editor: EditorialUser; shop: EditorialUser }): Promise<{ checked: number; problems: string[] }> {
  const tally = checklist();
  const { problems, expect } = tally;
  const projects = await rest.get<UnknownRecord[]>('items/projects', { fields: 'id,domain' });
  const own = Number(projects.find((project) => project.domain === domain)?.id);
  const other = Number(projects.find((project) => project.domain !== domain)?.id);
  const pagesOf = async (project: number) => (await rest.get<UnknownRecord[]>('items/pages', { 'filter[project][_eq]': String(project), fields: 'id,key' })).map((page) => ({ id: Number(page.id), key: String(page.key) }));
  const [ownPage] = await pagesOf(own);
  const [otherPage] = await pagesOf(other);
  if (!ownPage || !otherPage) return { checked: 1, problems: [`the demo content needs a page in ${domain} and one in another project (found ${JSON.stringify({ ownPage, otherPage })})`] };
  const invoices = await rest.get<UnknownRecord[]>('files', { 'filter[folder][name][_eq]': invoicesFolderName, fields: 'id' });
  const [order] = await rest.get<UnknownRecord[]>('items/shop_order', { fields: 'id,total,tracking_number', limit: 1 });

  const editor = await signIn(rest.url, users.editor);
  const pagesSeen = idsOf(await editor('GET', `items/pages?fields=id&limit=-1`));
  expect(pagesSeen.includes(ownPage.id) && !pagesSeen.includes(otherPage.id), `editor: pages read ${JSON.stringify(pagesSeen)}, own ${ownPage.id} expected, not ${otherPage.id}`);
  const saved = await editor('PATCH', `items/pages/${ownPage.id}`, { key: ownPage.key });
  expect(saved.status === 200, `editor: saving their project's page answered ${saved.status} ${JSON.stringify(saved.body)}`);
  expect(refused(await editor('PATCH', `items/pages/${otherPage.id}`, { key: otherPage.key })), 'editor: saved a page of another project');
  expect(refused(await editor('PATCH', `items/pages/${ownPage.id}`, { project: other })), 'editor: moved a page to another project');
  // Translations: the own page's English title changes in the page's form (as the translations interface saves it); another project's stays out of reach.
  const rowsOf = async (page: number) => rest.get<UnknownRecord[]>('items/pages_translations', { 'filter[translated_item][_eq]': String(page), fields: 'id,languages_code,title' });
  const ownEnglish = (await rowsOf(ownPage.id)).find((row) => row.languages_code === 'en');
  const [otherRow] = await rowsOf(otherPage.id);
  const retitled = await editor('PATCH', `items/pages/${ownPage.id}`, { translations: { update: [{ id: ownEnglish?.id, title: `${String(ownEnglish?.title)} ·` }] } });
  const afterRetitle = (await rowsOf(ownPage.id)).find((row) => row.id === ownEnglish?.id);
  expect(retitled.status === 200 && afterRetitle?.title === `${String(ownEnglish?.title)} ·`, `editor: changing their page's English title answered ${retitled.status}, the title is now ${JSON.stringify(afterRetitle?.title)}`);
  if (ownEnglish) await rest.send('PATCH', `items/pages_translations/${String(ownEnglish.id)}`, { title: ownEnglish.title });
  const translationsSeen = idsOf(await editor('GET', 'items/pages_translations?fields=id&limit=-1'));
  expect(Boolean(otherRow) && !translationsSeen.includes(Number(otherRow?.id)), `editor: reads translation ${String(otherRow?.id)} of another project's page`);
  const hijack = await editor('PATCH', `items/pages_translations/${String(otherRow?.id)}`, { title: 'Probe' });
  expect(hijack.status === 403 && messageOf(hijack).includes('anderen Projekts'), `editor: changing another project's translation answered ${hijack.status} ${messageOf(hijack)}`);
  expect(refused(await editor('DELETE', `items/pages_translations/${String(otherRow?.id)}`)), 'editor: deleted another project\'s translation');
  expect(refused(await editor('POST', 'items/pages_translations', { translated_item: otherPage.id, languages_code: 'de', title: 'Probe' })), 'editor: gave another project\'s page a translation');
  expect(refused(await editor('PATCH', `items/pages_translations/${String(ownEnglish?.id)}`, { translated_item: otherPage.id })), 'editor: moved their translation to another project\'s page');
  // A new item with its translations in one save (as the admin app sends it) is the editor's own.
  const translatedTag = await editor('POST', 'items/ecommerce_tag', { slug: 'probe-uebersetzt', display_name: 'Probe', translations: [{ languages_code: 'en', display_name: 'Probe' }] });
  expect(translatedTag.status === 200, `editor: a new tag with its English name answered ${translatedTag.status} ${messageOf(translatedTag)}`);
  if (translatedTag.status === 200) await editor('DELETE', `items/ecommerce_tag/${String((translatedTag.body.data as UnknownRecord).id)}`);
  const created = await editor('POST', 'items/ecommerce_tag', { slug: 'probe-tag', display_name: 'Probe' });
  const createdItem = (created.body.data ?? {}) as UnknownRecord;
  const createdProject = created.status === 200 ? (await rest.get<UnknownRecord>(`items/ecommerce_tag/${String(createdItem.id)}`, { fields: 'project' })).project : null;
  expect(created.status === 200 && Number(createdProject) === own, `editor: a new tag answered ${created.status}, its project ${String(createdProject)} (${own} expected)`);
  if (created.status === 200) expect((await editor('DELETE', `items/ecommerce_tag/${String(createdItem.id)}`)).status === 204, 'editor: could not delete the tag they made');
  expect(refused(await editor('POST', 'items/ecommerce_tag', { slug: 'probe-other', display_name: 'Probe', project: other })), 'editor: made a tag in another project');
  // Mistakes Directus refuses with a message, before the build would have lost an item.
  const [product] = await rest.get<UnknownRecord[]>('items/ecommerce_product', { 'filter[project][_eq]': String(own), fields: 'slug', limit: 1 });
  const twin = await editor('POST', 'items/ecommerce_product', { slug: product?.slug, display_name: 'Zwilling', status: 'draft' });
  expect(twin.status === 400 && messageOf(twin).includes('schon vergeben'), `editor: a second product with the slug "${String(product?.slug)}" answered ${twin.status} ${messageOf(twin)}`);
  // Another project may use the slug: the flow compares within the project the save names.
  const admin = callerWith(rest.url, adminToken);
  const borrowed = await admin('POST', 'items/ecommerce_tag', { slug: 'nur-hier', display_name: 'Nur hier', project: other });
  const sameInOwn = await admin('POST', 'items/ecommerce_tag', { slug: 'nur-hier', display_name: 'Nur hier', project: own });
  expect(borrowed.status === 200 && sameInOwn.status === 200, `the same tag slug in two projects answered ${borrowed.status}, ${sameInOwn.status}`);
  for (const made of [borrowed, sameInOwn]) if (made.status === 200) await admin('DELETE', `items/ecommerce_tag/${String((made.body.data as UnknownRecord).id)}`);
  const nameless = await editor('POST', 'items/ecommerce_category', { slug: 'ohne-namen' });
  expect(nameless.status === 400 && /display_name/.test(JSON.stringify(nameless.body)), `editor: a category without its required name answered ${nameless.status} ${JSON.stringify(nameless.body).slice(0, 200)}`);
  expect(refused(await editor('GET', 'items/shop_order?limit=1')), 'editor: read the orders');
  expect(refused(await editor('POST', 'collections', { collection: 'probe', schema: {}, meta: {} })), 'editor: made a collection');
  expect(refused(await editor('PATCH', 'settings', { project_name: 'Probe' })), 'editor: changed Directus\' settings');
  const invoicesSeen = idsOf(await editor('GET', `files?filter[folder][name][_eq]=${encodeURIComponent(invoicesFolderName)}&fields=id`));
  expect(invoices.length > 0 && invoicesSeen.length === 0, `editor: sees ${invoicesSeen.length} of the ${invoices.length} invoices (none expected; the check needs one)`);

  const shop = await signIn(rest.url, users.shop);
  expect(idsOf(await shop('GET', 'items/shop_order?fields=id')).length > 0, 'shop: reads no orders');
  if (order) {
    const tracked = await shop('PATCH', `items/shop_order/${String(order.id)}`, { tracking_number: order.tracking_number ?? '' });
    expect(tracked.status === 200, `shop: saving an order's tracking number answered ${tracked.status} ${JSON.stringify(tracked.body)}`);
    expect(refused(await shop('PATCH', `items/shop_order/${String(order.id)}`, { total: '0.01' })), 'shop: changed an order\'s total');
    expect(refused(await shop('PATCH', `items/shop_order/${String(order.id)}`, { order_number: '1' })), 'shop: changed an order\'s number');
  } else expect(false, 'shop: no order to try (the order checks make one)');
  expect(refused(await shop('PATCH', `items/pages/${ownPage.id}`, { key: ownPage.key })), 'shop: saved a page');
  const productsSeen = idsOf(await shop('GET', 'items/ecommerce_product?fields=id,project&limit=-1'));
  const otherProducts = (await rest.get<UnknownRecord[]>('items/ecommerce_product', { 'filter[project][_eq]': String(other), fields: 'id' })).map((product) => Number(product.id));
  expect(productsSeen.length > 0 && !productsSeen.some((id) => otherProducts.includes(id)), `shop: reads ${productsSeen.length} products, ${productsSeen.filter((id) => otherProducts.includes(id)).length} of another project`);
  expect(refused(await shop('POST', 'collections', { collection: 'probe', schema: {}, meta: {} })), 'shop: made a collection');
  return { checked: tally.checked, problems };
}
