import type { Page, TestInfo } from '@playwright/test';
import { expect, expectMounted, test, widget } from './fixtures.ts';
import { theMailTo } from './mail-outbox.ts';

/** An address of this test only: the form service remembers every sign-up for the whole run. */
function address(testInfo: TestInfo, label: string) {
  return `${label}.${testInfo.project.name}${testInfo.workerIndex}${Date.now().toString(36)}@example.org`;
}

async function openNewsletter(page: Page, path = '/') {
  await page.goto(path);
  await expectMounted(page, 'newsletter');
  const form = widget(page, 'newsletter');
  const field = form.getByRole('textbox');
  return {
    form,
    field,
    async subscribe(email: string, button = 'Abonnieren') {
      await field.fill(email);
      await form.getByRole('button', { name: button }).click();
    },
  };
}

function newsletterPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/forms/newsletter') posts.push(request.postData() ?? '');
  });
  return posts;
}

test('an empty address: "Email Adresse fehlt", and nothing is sent', async ({ page }) => {
  const posts = newsletterPosts(page);
  const newsletter = await openNewsletter(page);
  await newsletter.subscribe('');
  await expect(newsletter.form.getByRole('alert')).toHaveText('Email Adresse fehlt');
  await expect(newsletter.field).toHaveAttribute('aria-invalid', 'true');
  await expect(newsletter.field).toBeFocused();
  expect(posts).toEqual([]);
});

test('a new address: "Sendet..." while sending, then "Vielen dank fürs Abonnieren!" and that a confirmation mail is on its way', async ({ page }, testInfo) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/forms/newsletter', async (route) => {
    await held;
    await route.continue();
  });
  const newsletter = await openNewsletter(page, '/kontakt');
  await newsletter.subscribe(address(testInfo, 'new'));
  await expect(newsletter.form.getByRole('status')).toHaveText('Sendet...');
  await expect(newsletter.form.getByRole('button', { name: 'Abonnieren' })).toBeDisabled();
  release();
  await expect(newsletter.form.getByRole('status')).toHaveText('Vielen dank fürs Abonnieren! Wir haben Ihnen eine E-Mail geschickt: Bitte bestätigen Sie Ihre Anmeldung über den Link darin.');
  await expect(newsletter.field).toHaveValue('');
});

/** Opens the link of the confirmation mail sent to `email` (double opt-in), on this test's server. */
async function confirmFromMail(page: Page, testInfo: TestInfo, email: string) {
  const mail = await theMailTo(testInfo.project.name, email);
  const link = new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
  await page.goto(link.pathname + link.search);
  return mail;
}

test('double opt-in: the address counts once the link in the mail is opened; signing up again then says "Zu viele Anmeldeversuche mit dieser Email Adresse"', async ({ page }, testInfo) => {
  const email = address(testInfo, 'twice');
  const newsletter = await openNewsletter(page);
  await newsletter.subscribe(email);
  await expect(newsletter.form.getByRole('status')).toHaveText('Vielen dank fürs Abonnieren! Wir haben Ihnen eine E-Mail geschickt: Bitte bestätigen Sie Ihre Anmeldung über den Link darin.');
  const mail = await confirmFromMail(page, testInfo, email);
  expect(mail.headers.subject).toBe('Bitte bestätigen Sie Ihre Anmeldung zum Newsletter');
  // The link leads to the home page, where the footer says the subscription is confirmed.
  await expect(page).toHaveURL(/\/#newsletter-confirmed$/);
  await expect(page.getByText('Ihre Anmeldung zum Newsletter ist bestätigt. Willkommen!')).toBeVisible();
  // Opened a second time, the link is used up.
  await confirmFromMail(page, testInfo, email);
  await expect(page.getByText('Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.')).toBeVisible();
  const again = await openNewsletter(page);
  await again.subscribe(email);
  await expect(again.form.getByRole('alert')).toHaveText('Zu viele Anmeldeversuche mit dieser Email Adresse');
  await expect(again.form.getByText('Vielen dank fürs Abonnieren!')).toHaveCount(0);
});

test('a failing server: "Ein unerwarteter Serverfehler ist aufgetreten", the address kept', async ({ page }, testInfo) => {
  await page.route('**/forms/newsletter', (route) => route.fulfill({ status: 500, json: { status: 'error' } }));
  const email = address(testInfo, 'failing');
  const newsletter = await openNewsletter(page);
  await newsletter.subscribe(email);
  await expect(newsletter.form.getByRole('alert')).toHaveText('Ein unerwarteter Serverfehler ist aufgetreten');
  await expect(newsletter.field).toHaveValue(email);
});

test('in English: the mail and the confirmation in English, then the duplicate message says the address is already registered', async ({ page }, testInfo) => {
  const email = address(testInfo, 'english');
  const newsletter = await openNewsletter(page, '/en');
  await newsletter.subscribe(email, 'Subscribe');
  await expect(newsletter.form.getByRole('status')).toHaveText('Thank you for subscribing! We have sent you an e-mail: please confirm your subscription with the link in it.');
  expect((await confirmFromMail(page, testInfo, email)).headers.subject).toBe('Please confirm your newsletter subscription');
  await expect(page).toHaveURL(/\/en#newsletter-confirmed$/);
  await expect(page.getByText('Your newsletter subscription is confirmed. Welcome!')).toBeVisible();
  await openNewsletter(page, '/en');
  await newsletter.subscribe(email, 'Subscribe');
  await expect(newsletter.form.getByRole('alert')).toHaveText('This email address is already registered');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form posts and comes back to the same page with the outcome shown', async ({ page }, testInfo) => {
    await page.goto('/en/imprint');
    const form = page.locator('form.newsletter-form');
    await form.getByLabel('Email address').fill(address(testInfo, 'plain'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/en\/imprint#newsletter-ok$/);
    await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(page.getByText('This email address is already registered')).toBeHidden();
  });
});
