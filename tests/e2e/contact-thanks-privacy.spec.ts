import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { doublesPort } from './build-env.mjs';
import { expect, expectMounted, test } from './fixtures.ts';

/**
 * The thanks page greets the visitor by name and e-mail, yet neither ever appears in an address:
 * not in the address bar or history, and not in anything analytics (the local Matomo double,
 * tests/support/matomo-double.ts) receives, even with the visitor's consent to Matomo.
 */
test.use({ consentsDecided: false });

const matomo = `http://127.0.0.1:${doublesPort}/matomo`;
type Hit = Record<string, string>;
const allHits = async (request: APIRequestContext): Promise<Hit[]> => (await (await request.get(`${matomo}/_hits`)).json()) as Hit[];

function visitor(testInfo: TestInfo) {
  const id = `${testInfo.project.name}${testInfo.workerIndex}${Date.now().toString(36)}`;
  return { name: `Greta Privat ${id}`, email: `greta.${id}@example.org`, marker: `privacy-${id}` };
}

/** Every request the page makes to Matomo, as sent. */
function matomoRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => request.url().startsWith(matomo) && urls.push(decodeURIComponent(request.url())));
  return urls;
}

async function sendContactForm(page: Page, who: { name: string; email: string }) {
  const form = page.locator('#contact-form');
  await form.getByLabel('Name', { exact: true }).fill(who.name);
  await form.getByLabel('E-Mail-Adresse').fill(who.email);
  await form.getByLabel('Ihre Nachricht').fill('Haben Sie den Ring auch in Größe 54?');
  await form.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
}

test('with Matomo consented, the thanks page greets by name while no address and no Matomo hit holds name or e-mail; a reload greets plainly', async ({ page, request, consoleErrors }, testInfo) => {
  const who = visitor(testInfo);
  const sent = matomoRequests(page);
  // The marker (a parameter name, which analytics keeps) finds this test's hits among parallel ones.
  await page.goto(`/kontakt?${who.marker}`);
  await expectMounted(page, 'contact-form', 'analytics');
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(async () => (await allHits(request)).filter((hit) => hit.url?.includes(who.marker)).length).toBe(1);

  await sendContactForm(page, who);
  await expect(page).toHaveURL(/\/danke$/);
  await expectMounted(page, 'thanks-greeting');
  await expect(page.locator('.thanks-greeting')).toHaveText(`Vielen Dank, ${who.name}! Wir antworten Ihnen an ${who.email}.`);

  // The thanks page's own view reaches Matomo, with the contact page as where it came from.
  const thanksHit = async () => (await allHits(request)).filter((hit) => hit.urlref?.includes(who.marker) && new URL(hit.url!).pathname === '/danke');
  await expect.poll(async () => (await thanksHit()).length).toBe(1);
  const everything = JSON.stringify(await allHits(request));
  for (const personal of [who.name, who.email, encodeURIComponent(who.email), who.name.replace(/ /g, '+')]) {
    expect(everything).not.toContain(personal);
    expect(sent.join('\n')).not.toContain(personal);
  }
  expect(await page.evaluate(() => history.length)).toBeGreaterThan(1);
  expect(page.url()).not.toContain(who.email);

  // The handover is used: a reload shows the plain greeting, not a stale personal one.
  await page.reload();
  await expectMounted(page, 'thanks-greeting');
  await expect(page.locator('.thanks-greeting')).toHaveText('Vielen Dank für Ihre Nachricht!');
  // Back on the form and forward again: still nobody's name.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/kontakt\\?${who.marker}$`));
  await page.goForward();
  await expectMounted(page, 'thanks-greeting');
  await expect(page.locator('.thanks-greeting')).toHaveText('Vielen Dank für Ihre Nachricht!');
  expect(consoleErrors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, consentsDecided: true });

  test('the plain post greets by name on the thanks page, with neither in the address, and plainly after a reload', async ({ page }, testInfo) => {
    const who = visitor(testInfo);
    await page.goto('/kontakt');
    await sendContactForm(page, who);
    await expect(page).toHaveURL(/\/danke$/);
    await expect(page.locator('.thanks-greeting')).toHaveText(`Vielen Dank, ${who.name}! Wir antworten Ihnen an ${who.email}.`);
    await page.reload();
    await expect(page.locator('.thanks-greeting')).toHaveText('Vielen Dank für Ihre Nachricht!');
  });
});
