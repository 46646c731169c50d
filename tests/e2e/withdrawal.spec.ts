import type { Locator, Page, TestInfo } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, expectMounted, test } from './fixtures.ts';
import { theMailTo } from './mail-outbox.ts';

/**
 * "Vertrag widerrufen" (§ 356a BGB): the footer link on every page, the two steps, the receipt.
 * The servers of the browser suite run the local order service with ORDER_SERVICE_INSPECT=1, so
 * GET /ecom/_received shows what arrived.
 */
type Lang = 'de' | 'en' | 'fr';

const pages: Record<Lang, { path: string; footerLink: string }> = {
  de: { path: '/vertrag-widerrufen', footerLink: 'Vertrag widerrufen' },
  en: { path: '/en/withdraw-contract', footerLink: 'Withdraw from contract' },
  fr: { path: '/fr/retractation', footerLink: 'Se rétracter du contrat' },
};

const words = {
  de: {
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    address: 'Ihre Anschrift (optional)',
    reason: 'Grund des Widerrufs (optional)',
    continue: 'Weiter zur Bestätigung',
    step1: 'Schritt 1 von 2: Ihre Angaben',
    step2: 'Schritt 2 von 2: Angaben prüfen und Widerruf bestätigen',
    confirm: 'Widerruf bestätigen',
    change: 'Angaben ändern',
    receipt: 'Eingangsbestätigung',
    receivedAt: /^Ihr Widerruf ist am \d{1,2}\. \p{L}+ \d{4} um (\d{2}:\d{2}:\d{2}) MES?Z bei uns eingegangen\.$/u,
    notAcceptance: /bestätigt nur den Eingang Ihrer Widerrufserklärung, nicht ihre Annahme/,
    emailSent: (email: string) => `Dieselbe Eingangsbestätigung haben wir Ihnen per E-Mail an ${email} geschickt.`,
    mailSubject: (orderNumber: string) => `Eingangsbestätigung Ihres Widerrufs (Bestellung ${orderNumber})`,
    mailSubjectByDate: (date: string) => `Eingangsbestätigung Ihres Widerrufs (Bestellung vom ${date})`,
    /** 2026-01-15 as the page and the mail write it. */
    orderDateWritten: '15. Januar 2026',
  },
  en: {
    name: 'Your name',
    email: 'Email address',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    address: 'Your address (optional)',
    reason: 'Reason for withdrawal (optional)',
    continue: 'Continue to confirmation',
    step1: 'Step 1 of 2: your details',
    step2: 'Step 2 of 2: check your details and confirm the withdrawal',
    confirm: 'Confirm withdrawal',
    change: 'Change details',
    receipt: 'Confirmation of receipt',
    receivedAt: /^We received your withdrawal on \d{1,2} \p{L}+ \d{4} at (\d{2}:\d{2}:\d{2}) CES?T\.$/u,
    notAcceptance: /confirms only that your declaration of withdrawal has been received, not that it has been accepted/,
    emailSent: (email: string) => `We have sent the same confirmation of receipt by email to ${email}.`,
    mailSubject: (orderNumber: string) => `Receipt of your withdrawal (order ${orderNumber})`,
    mailSubjectByDate: (date: string) => `Receipt of your withdrawal (order of ${date})`,
    /** 2026-01-15 as the page and the mail write it. */
    orderDateWritten: '15 January 2026',
  },
  fr: {
    name: 'Votre nom',
    email: 'Adresse e-mail',
    orderNumber: 'Numéro de commande',
    orderDate: 'Date de commande',
    address: 'Votre adresse (facultatif)',
    reason: 'Motif de la rétractation (facultatif)',
    continue: 'Continuer vers la confirmation',
    step1: 'Étape 1 sur 2 : vos informations',
    step2: 'Étape 2 sur 2 : vérifier et confirmer la rétractation',
    confirm: 'Confirmer la rétractation',
    change: 'Modifier les informations',
    receipt: 'Accusé de réception',
    receivedAt: /^Nous avons reçu votre rétractation le \d{1,2} \p{L}+ \d{4} à (\d{2}:\d{2}:\d{2}) UTC\+[12]\.$/u,
    notAcceptance: /confirme uniquement la réception de votre déclaration de rétractation, pas son acceptation/,
    emailSent: (email: string) => `Nous vous avons envoyé le même accusé de réception par e-mail à ${email}.`,
    mailSubject: (orderNumber: string) => `Accusé de réception de votre rétractation (commande ${orderNumber})`,
    mailSubjectByDate: (date: string) => `Accusé de réception de votre rétractation (commande du ${date})`,
    /** 2026-01-15 as the page and the mail write it. */
    orderDateWritten: '15 janvier 2026',
  },
} as const;

/** A shopper of this test only: the order service keeps what it receives for the whole run. */
function shopper(testInfo: TestInfo) {
  const id = `${testInfo.project.name}${testInfo.workerIndex}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Anna Berg ${id}`, email: `anna.${id}@example.org`, orderNumber: `A-${id}` };
}
type Shopper = ReturnType<typeof shopper>;

interface ReceivedWithdrawal {
  receivedAt: string;
  body: Record<string, unknown>;
}

/** The withdrawals of one shopper that reached the order service. */
async function receivedFrom(page: Page, who: Shopper): Promise<ReceivedWithdrawal[]> {
  const reply = await page.request.get('/ecom/_received');
  expect(reply.ok()).toBe(true);
  const list = (await reply.json()) as Array<ReceivedWithdrawal & { endpoint: string }>;
  return list.filter((submission) => submission.endpoint === 'withdrawal' && submission.body.email === who.email);
}

/** The posts of the page to the withdrawal endpoint. */
function withdrawalPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/ecom/withdrawal') posts.push(request.postData() ?? '');
  });
  return posts;
}

async function openWithdrawal(page: Page, lang: Lang = 'de'): Promise<Locator> {
  await page.goto(pages[lang].path);
  await expectMounted(page, 'withdrawal');
  return page.locator('[data-widget="withdrawal"]');
}

async function fillEntries(form: Locator, lang: Lang, who: Shopper, optional: { orderDate?: string; address?: string; reason?: string } = {}) {
  const w = words[lang];
  await form.getByLabel(w.name).fill(who.name);
  await form.getByLabel(w.email).fill(who.email);
  await form.getByLabel(w.orderNumber).fill(who.orderNumber);
  if (optional.orderDate) await form.getByLabel(w.orderDate).fill(optional.orderDate);
  if (optional.address) await form.getByLabel(w.address).fill(optional.address);
  if (optional.reason) await form.getByLabel(w.reason).fill(optional.reason);
}

/** hh:mm:ss of a moment on the shop's clock. */
function berlinClock(iso: string, laterBySeconds = 0): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(
    new Date(Date.parse(iso) + laterBySeconds * 1000),
  );
}

/**
 * The receipt names the service's time of receipt to the second. Until the service sends
 * received_at the widget takes the moment the reply arrived, which may be a second later.
 * The shopper's mailbox gets the same receipt: an .eml in the order service's outbox, in the
 * page's language, naming the same second and who sells.
 */
async function expectReceipt(form: Locator, lang: Lang, who: Shopper, received: ReceivedWithdrawal, runtime: string) {
  const w = words[lang];
  await expect(form.getByRole('heading', { name: w.receipt })).toBeFocused();
  const receivedAt = form.locator('.withdrawal__received-at');
  await expect(receivedAt).toHaveText(w.receivedAt);
  const clock = w.receivedAt.exec((await receivedAt.textContent()) ?? '')![1];
  expect([berlinClock(received.receivedAt), berlinClock(received.receivedAt, 1)]).toContain(clock);
  await expect(form.getByText(w.notAcceptance)).toBeVisible();
  await expect(form.getByText(w.emailSent(who.email))).toBeVisible();

  const mail = await theMailTo(runtime, who.email);
  expect(mail.headers.subject).toBe(who.orderNumber ? w.mailSubject(who.orderNumber) : w.mailSubjectByDate(w.orderDateWritten));
  expect(mail.body).toContain(who.name);
  expect(mail.body).toContain(berlinClock(received.receivedAt));
  expect(mail.body).toContain('Juwelier Albrecht GmbH');
}

test.describe('the footer link', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ['/', '/ueber-uns']) {
    test(`on a phone, ${path} shows "Vertrag widerrufen" in the footer without opening anything`, async ({ page }) => {
      await page.goto(path);
      const link = page.locator('footer').getByRole('link', { name: 'Vertrag widerrufen' });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', '/vertrag-widerrufen');
      await page.locator('footer').scrollIntoViewIfNeeded();
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      await expect(link).toBeInViewport({ ratio: 1 });
      // Not inside anything that folds: no closed <details>, no hidden ancestor.
      expect(await link.evaluate((element) => element.closest('details, [hidden], [aria-hidden="true"]') === null)).toBe(true);
      // Large enough to hit with a thumb (WCAG 2.5.8: 24 px at least).
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      await link.click();
      await expect(page).toHaveURL(/\/vertrag-widerrufen$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' })).toBeVisible();
    });
  }

  test('leads to the page in the visitor language, apart from the withdrawal policy', async ({ page }) => {
    for (const lang of ['en', 'fr'] as const) {
      await page.goto(`/${lang}`);
      await expect(page.locator('footer').getByRole('link', { name: pages[lang].footerLink })).toHaveAttribute('href', pages[lang].path);
    }
    await page.goto(pages.de.path);
    await expect(page.locator('main').getByRole('link', { name: 'Widerruf', exact: true })).toHaveAttribute('href', '/widerruf');
  });
});

test.describe('the two steps and the receipt', () => {
  test('in German, without order date and reason, ends with the receipt; the service received one withdrawal', async ({ page }, testInfo) => {
    const who = shopper(testInfo);
    const form = await openWithdrawal(page, 'de');
    await fillEntries(form, 'de', who);
    await form.getByRole('button', { name: words.de.continue }).click();
    await expect(form.getByRole('heading', { name: words.de.step2 })).toBeFocused();
    await expect(form.locator('dl')).toContainText(who.name);
    await expect(form.locator('dl')).toContainText('keine Angabe');
    await form.getByRole('button', { name: words.de.confirm }).click();

    await expect.poll(async () => (await receivedFrom(page, who)).length).toBe(1);
    const [received] = await receivedFrom(page, who);
    expect(received!.body).toMatchObject({ name: who.name, email: who.email, order_number: who.orderNumber, order_date: null, reason: '', language: 'de' });
    await expectReceipt(form, 'de', who, received!, testInfo.project.name);
  });

  for (const lang of ['en', 'fr'] as const) {
    // In French without the order number: the order date names the contract (no shopper must keep the
    // confirmation to withdraw), and the postal address helps the shop find it.
    const withNumber = lang === 'en';
    const address = withNumber ? undefined : '3 rue de la Paix\n75002 Paris';
    test(`in ${lang}, with order date and reason${withNumber ? '' : ' and no order number'}, ends with the receipt in ${lang}`, async ({ page }, testInfo) => {
      const who = withNumber ? shopper(testInfo) : { ...shopper(testInfo), orderNumber: '' };
      const form = await openWithdrawal(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[lang].footerLink);
      await fillEntries(form, lang, who, { orderDate: '2026-01-15', address, reason: 'Too small' });
      await form.getByRole('button', { name: words[lang].continue }).click();
      await expect(form.getByRole('heading', { name: words[lang].step2 })).toBeFocused();
      await expect(form.locator('dl')).toContainText(lang === 'en' ? '15 January 2026' : '15 janvier 2026');
      if (address) await expect(form.locator('dl')).toContainText('3 rue de la Paix');
      await form.getByRole('button', { name: words[lang].confirm }).click();

      await expect.poll(async () => (await receivedFrom(page, who)).length).toBe(1);
      const [received] = await receivedFrom(page, who);
      expect(received!.body).toMatchObject({ order_number: who.orderNumber, order_date: '2026-01-15', address: address ?? '', reason: 'Too small', language: lang });
      await expectReceipt(form, lang, who, received!, testInfo.project.name);
      if (address) expect((await theMailTo(testInfo.project.name, who.email)).body).toContain('Adresse: 3 rue de la Paix, 75002 Paris');
    });
  }

  test('a fourth withdrawal from one address within a day is received and confirmed on screen, which says that no further mail went out', async ({ page }, testInfo) => {
    const who = shopper(testInfo);
    const form = await openWithdrawal(page, 'de');
    // Three declarations sent straight to the service, as a script filling a stranger's mailbox would.
    for (let index = 0; index < 3; index++) {
      const body = { project: 'juwelier-albrecht.de', name: who.name, email: who.email, order_number: `${who.orderNumber}-${index}`, order_date: null, reason: '', language: 'de' };
      const status = await page.evaluate(async (sent) => (await fetch('/ecom/withdrawal', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sent) })).status, body);
      expect(status).toBe(200);
    }
    await fillEntries(form, 'de', who);
    await form.getByRole('button', { name: words.de.continue }).click();
    await form.getByRole('button', { name: words.de.confirm }).click();

    await expect.poll(async () => (await receivedFrom(page, who)).length).toBe(4);
    await expect(form.locator('.withdrawal__received-at')).toContainText('Ihr Widerruf ist am');
    await expect(form.getByText(`Eine Bestätigung per E-Mail an ${who.email} senden wir nicht erneut`, { exact: false })).toBeVisible();
    await expect(form.getByText(words.de.emailSent(who.email))).toHaveCount(0);
  });

  test('missing and wrong entries are named at their fields, and the first takes the focus', async ({ page }, testInfo) => {
    const who = shopper(testInfo);
    const posts = withdrawalPosts(page);
    const form = await openWithdrawal(page);
    await form.getByRole('button', { name: words.de.continue }).click();
    const name = form.getByLabel(words.de.name);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Bitte geben Sie Ihren Namen ein.');
    await expect(form.getByLabel(words.de.email)).toHaveAccessibleDescription(/Bitte geben Sie Ihre E-Mail-Adresse ein\./);
    // The contract is named by its number or its date: with neither, the number's field says so.
    await expect(form.getByLabel(words.de.orderNumber)).toHaveAccessibleDescription(/Bitte geben Sie die Bestellnummer oder das Bestelldatum an\./);
    // Optional fields never complain when empty.
    await expect(form.getByLabel(words.de.reason)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(words.de.orderDate)).not.toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);

    await name.fill(who.name);
    await expect(form.getByText('Bitte geben Sie Ihren Namen ein.')).toHaveCount(0);
    await form.getByLabel(words.de.email).fill('anna@example');
    await form.getByLabel(words.de.orderNumber).fill(who.orderNumber);
    await form.getByLabel(words.de.orderDate).fill('2099-01-01');
    await page.keyboard.press('Enter');
    await expect(form.getByLabel(words.de.email)).toBeFocused();
    await expect(form.getByLabel(words.de.email)).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
    await expect(form.getByLabel(words.de.orderDate)).toHaveAccessibleDescription(/Das Bestelldatum kann nicht in der Zukunft liegen\.$/);
    await expect(form.getByRole('heading', { name: words.de.step1 })).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('back from step 2 keeps every entry', async ({ page }, testInfo) => {
    const who = shopper(testInfo);
    const form = await openWithdrawal(page);
    await fillEntries(form, 'de', who, { orderDate: '2026-03-04', reason: 'Passt nicht' });
    await form.getByRole('button', { name: words.de.continue }).click();
    await form.getByRole('button', { name: words.de.change }).click();
    await expect(form.getByRole('heading', { name: words.de.step1 })).toBeFocused();
    await expect(form.getByLabel(words.de.name)).toHaveValue(who.name);
    await expect(form.getByLabel(words.de.email)).toHaveValue(who.email);
    await expect(form.getByLabel(words.de.orderNumber)).toHaveValue(who.orderNumber);
    await expect(form.getByLabel(words.de.orderDate)).toHaveValue('2026-03-04');
    await expect(form.getByLabel(words.de.reason)).toHaveValue('Passt nicht');
  });

  test('a reload halfway through step 1 keeps what was typed, up to the last keystroke', async ({ page }, testInfo) => {
    const who = shopper(testInfo);
    const form = await openWithdrawal(page);
    await form.getByLabel(words.de.name).fill(who.name);
    // A slow phone: the framework renders (and runs its effects) well after the keystroke, and
    // the reload comes right after it; what was typed is kept in the keystroke's own task.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await form.getByLabel(words.de.email).pressSequentially(who.email.slice(0, 8));
    await page.reload();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expectMounted(page, 'withdrawal');
    await expect(form.getByLabel(words.de.name)).toHaveValue(who.name);
    await expect(form.getByLabel(words.de.email)).toHaveValue(who.email.slice(0, 8));
    await expect(form.getByRole('heading', { name: words.de.step1 })).toBeVisible();
  });

  test('a failing service is named, the entries stay, and a retry sends the withdrawal', async ({ page }, testInfo) => {
    const who = shopper(testInfo);
    await page.route('**/ecom/withdrawal', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"error"}' }));
    const form = await openWithdrawal(page);
    await fillEntries(form, 'de', who, { reason: 'Zu groß' });
    await form.getByRole('button', { name: words.de.continue }).click();
    await form.getByRole('button', { name: words.de.confirm }).click();
    await expect(form.getByRole('alert')).toHaveText('Ihr Widerruf konnte nicht gesendet werden. Ihre Angaben bleiben erhalten – bitte versuchen Sie es noch einmal.');
    await expect(form.locator('dl')).toContainText(who.orderNumber);
    await expect(form.getByRole('button', { name: words.de.confirm })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    expect(await receivedFrom(page, who)).toEqual([]);

    await page.unroute('**/ecom/withdrawal');
    await form.getByRole('button', { name: words.de.confirm }).click();
    await expect(form.getByRole('heading', { name: words.de.receipt })).toBeFocused();
    expect(await receivedFrom(page, who)).toHaveLength(1);
  });

  test('an unreadable reply counts as a failure too', async ({ page }, testInfo) => {
    const who = shopper(testInfo);
    await page.route('**/ecom/withdrawal', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>' }));
    const form = await openWithdrawal(page);
    await fillEntries(form, 'de', who);
    await form.getByRole('button', { name: words.de.continue }).click();
    await form.getByRole('button', { name: words.de.confirm }).click();
    await expect(form.getByRole('alert')).toContainText('Ihr Widerruf konnte nicht gesendet werden.');
    await form.getByRole('button', { name: words.de.change }).click();
    await expect(form.getByLabel(words.de.name)).toHaveValue(who.name);
  });

  test('a double click on confirm sends once; axe finds nothing on either step or the receipt', async ({ page }, testInfo) => {
    const who = shopper(testInfo);
    const posts = withdrawalPosts(page);
    const form = await openWithdrawal(page);
    expect(await axeViolations(page)).toEqual([]);
    await fillEntries(form, 'de', who);
    await form.getByRole('button', { name: words.de.continue }).click();
    await expect(form.getByRole('heading', { name: words.de.step2 })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: words.de.confirm }).dblclick();
    await expect(form.getByRole('heading', { name: words.de.receipt })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    expect(posts).toHaveLength(1);
    expect(await receivedFrom(page, who)).toHaveLength(1);

    // The receipt survives a reload: the visitor can still read when it arrived.
    await page.reload();
    await expectMounted(page, 'withdrawal');
    await expect(form.getByRole('heading', { name: words.de.receipt })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test('works by keyboard alone', async ({ page }, testInfo) => {
    const who = shopper(testInfo);
    const form = await openWithdrawal(page);
    await form.getByLabel(words.de.name).focus();
    await page.keyboard.type(who.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(who.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(who.orderNumber);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('heading', { name: words.de.step2 })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: words.de.confirm })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('heading', { name: words.de.receipt })).toBeFocused();
    expect(await receivedFrom(page, who)).toHaveLength(1);
  });
});
