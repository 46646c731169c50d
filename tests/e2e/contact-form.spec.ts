import type { Page, TestInfo } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, expectMounted, test, widget } from './fixtures.ts';

/** A visitor of this test only: the form service keeps what it receives for the whole run. */
function visitor(testInfo: TestInfo) {
  const id = `${testInfo.project.name}${testInfo.workerIndex}${Date.now().toString(36)}`;
  return { name: `Anna Berg ${id}`, email: `anna.${id}@example.org` };
}

const consentMessage = 'Bitte stimmen Sie der Datenschutzerklärung zu, damit wir Ihre Nachricht beantworten können.';

async function fillContactForm(page: Page, who: { name: string; email: string }) {
  const form = page.locator('#contact-form');
  await form.getByLabel('Name', { exact: true }).fill(who.name);
  await form.getByLabel('E-Mail-Adresse').fill(who.email);
  await form.getByLabel('Ihre Nachricht').fill('Ist der Trauring aus dem Schaufenster noch zu haben?');
  return form;
}

/** The posts the page sends to the form endpoint. */
function contactPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/forms/contact') posts.push(request.postData() ?? '');
  });
  return posts;
}

test.describe('with JavaScript', () => {
  test('refuses without the consent box (message, nothing sent), then reaches the thanks page greeting the visitor', async ({ page, baseURL }, testInfo) => {
    const who = visitor(testInfo);
    const posts = contactPosts(page);
    // The thanks page as a static host serves it: the greeting by name must come from the widget.
    await page.route(
      (url) => url.pathname === '/danke',
      async (route) => route.fulfill({ response: await route.fetch({ url: `${baseURL}/danke` }) }),
    );
    await page.goto('/kontakt');
    await expectMounted(page, 'contact-form');
    const form = await fillContactForm(page, who);
    const consent = form.getByRole('checkbox', { name: /Datenschutzerklärung/ });
    await form.getByRole('button', { name: 'Nachricht senden' }).click();

    await expect(form.getByText(consentMessage)).toBeVisible();
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(consentMessage);
    expect(posts).toEqual([]);

    await consent.check();
    await expect(form.getByText(consentMessage)).toHaveCount(0);
    await form.getByRole('button', { name: 'Nachricht senden' }).dblclick();
    await expect(page).toHaveURL(/\/danke$/);
    await expectMounted(page, 'thanks-greeting');
    await expect(page.locator('.thanks-greeting')).toHaveText(`Vielen Dank, ${who.name}! Wir antworten Ihnen an ${who.email}.`);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!)).toMatchObject({ ...who, privacy: true, lang: 'de' });
  });

  test('on a failing endpoint says so and keeps every input', async ({ page }, testInfo) => {
    const who = visitor(testInfo);
    await page.route('**/forms/contact', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/kontakt');
    await expectMounted(page, 'contact-form');
    const form = await fillContactForm(page, who);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(form.getByRole('alert')).toHaveText(/Ihre Nachricht konnte nicht gesendet werden/);
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(who.name);
    await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(who.email);
    await expect(form.getByRole('checkbox')).toBeChecked();
    await expect(form.getByRole('button', { name: 'Nachricht senden' })).toBeEnabled();
  });

  test('in English it links the English privacy page and thanks on /en/thanks', async ({ page }, testInfo) => {
    const who = visitor(testInfo);
    await page.goto('/en/contact');
    await expectMounted(page, 'contact-form');
    const form = page.locator('#contact-form');
    await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/privacy');
    await form.getByLabel('Name', { exact: true }).fill(who.name);
    await form.getByLabel('Email address').fill(who.email);
    await form.getByLabel('Your message').fill('Do you repair watches?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please agree to the privacy policy so that we can answer your message.')).toBeVisible();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/en\/thanks$/);
    await expect(page.locator('.thanks-greeting')).toHaveText(`Thank you, ${who.name}! We will reply to ${who.email}.`);
  });

  test('axe finds no violations on /kontakt with the errors shown', async ({ page }) => {
    await page.goto('/kontakt');
    await expectMounted(page, 'contact-form');
    await page.locator('#contact-form').getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.locator('#contact-form .form-error')).toHaveCount(4);
    await expect(page.locator('#contact-form').getByLabel('Name', { exact: true })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the consent text links the privacy statement of each language (spec §2 notes)', async ({ page }) => {
  for (const [path, href] of [['/kontakt', '/datenschutz'], ['/en/contact', '/en/privacy'], ['/fr/contact', '/fr/mentions-legales']]) {
    await page.goto(path!);
    await expect(page.locator('#contact-form label[for="contact-privacy"] a')).toHaveAttribute('href', href!);
  }
});

test('a direct visit to /danke shows the plain greeting', async ({ page }) => {
  await page.goto('/danke');
  await expectMounted(page, 'thanks-greeting');
  await expect(widget(page, 'thanks-greeting')).toHaveText('Vielen Dank für Ihre Nachricht!');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the browser refuses without the consent box; ticked, the plain post reaches the thanks page greeting the visitor', async ({ page, request }, testInfo) => {
    const who = visitor(testInfo);
    const posts = contactPosts(page);
    await page.goto('/kontakt');
    const form = await fillContactForm(page, who);
    const consent = form.getByRole('checkbox', { name: /Datenschutzerklärung/ });
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(consent).toHaveJSProperty('validity.valueMissing', true);
    await expect(page).toHaveURL(/\/kontakt$/);
    expect(posts).toEqual([]);

    await consent.check();
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL(/\/danke$/);
    await expect(page.locator('.thanks-greeting')).toHaveText(`Vielen Dank, ${who.name}! Wir antworten Ihnen an ${who.email}.`);
    expect(posts).toHaveLength(1);
    const received = (await (await request.get('/forms/_received')).json()) as { contact: Array<{ name: string; email: string }> };
    expect(received.contact).toContainEqual(expect.objectContaining(who));
  });

  test('a direct visit to /fr/merci shows the plain greeting', async ({ page }) => {
    await page.goto('/fr/merci');
    await expect(page.locator('.thanks-greeting')).toHaveText('Merci pour votre message !');
  });
});
