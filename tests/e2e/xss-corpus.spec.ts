import { existsSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { xssDir, xssSitePorts } from './build-env.mjs';
import { expect, test } from './fixtures.ts';
import { auditPage } from '../xss/dom-audit.ts';
import { expectDetectorsAlive, watchForRuns, type Run } from '../xss/detectors.ts';
import { notShownOnVisitedPages, type FieldSlot } from '../xss/hostile-content.ts';
import { xssPayloads } from '../xss/payloads.ts';

/**
 * The XSS corpus (tests/xss/payloads.ts) in every text field of the content service
 * (tests/xss/hostile-content.ts), built like a real site from Directus by a step of npm test
 * (tests/xss/build-hostile-sites.ts), opened in Chromium on every page type as a visitor and a
 * shopper go through them, the shop rendered in the browser included. The CSP is bypassed, so
 * what is proven is the escaping and sanitizing, not the policy. A test fails when any payload
 * runs, and when a page holds markup that would run one on a click (a javascript: link, an
 * inline handler, a srcdoc frame); the message names the payload and the field.
 */
const slotsFile = `${xssDir}/slots.json`;
const slots = new Map<string, FieldSlot>(existsSync(slotsFile) ? (JSON.parse(readFileSync(slotsFile, 'utf8')) as FieldSlot[]).map((slot) => [slot.id, slot]) : []);

test.use({
  bypassCSP: true,
  // The cookie banner shows its entries (CMS text) until the visitor decides.
  consentsDecided: false,
  baseURL: async ({}, use, testInfo) => use(`http://127.0.0.1:${xssSitePorts[testInfo.project.name as keyof typeof xssSitePorts]}`),
});
// The last test adds up what the others saw: one worker runs them in order.
test.describe.configure({ mode: 'serial' });

/** The corpus markers ("p04.f12") the tests found on their pages, for the last test. */
const markersSeen = new Set<string>();

interface Walk {
  page: Page;
  /** What ran or failed since the last page was checked. */
  runs: Run[];
  pageErrors: string[];
}

async function startWalk(page: Page, context: BrowserContext): Promise<Walk> {
  expect(slots.size, `${slotsFile} is missing: build the hostile sites first (node --import tsx tests/xss/build-hostile-sites.ts)`).toBeGreaterThan(0);
  const walk: Walk = { page, runs: await watchForRuns(context, page), pageErrors: [] };
  page.on('pageerror', (error) => walk.pageErrors.push(`${page.url()}: ${error.message}`));
  return walk;
}

/**
 * Mounts every widget of the page as a visitor's scrolling and pointing would (the triggers of
 * wake() in fixtures.ts, done inside the page: the pages are long with the corpus in them), and
 * waits until each has mounted or waits for a consent the visitor has not given. A placeholder
 * still waiting is woken again on the next try: the runtime may not have been listening yet.
 */
async function wakeEveryWidget(page: Page) {
  const wakeTheWaiting = () =>
    page.evaluate(async () => {
      const consented = (id: string) => (JSON.parse(localStorage.getItem('int-consents') ?? 'null')?.data ?? []).some((entry: { function_id: string; consentGiven: boolean }) => entry.function_id === id && entry.consentGiven);
      // A widget that failed (state "error") is done too: the walk goes on and reports it.
      const waiting = Array.from(document.querySelectorAll<HTMLElement>('[data-widget]')).filter((element) => {
        const { widgetState, consent } = element.dataset;
        return !(widgetState === 'mounted' || widgetState === 'error' || (widgetState === 'pending' && consent !== undefined && !consented(consent)));
      });
      for (const placeholder of waiting) {
        placeholder.scrollIntoView({ block: 'center' });
        if (placeholder.dataset.hydrate === 'interaction') placeholder.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      window.scrollTo(0, 0);
      return waiting.map((element) => `${element.dataset.widget}: ${element.dataset.widgetState}`);
    });
  await expect.poll(wakeTheWaiting, { message: `every widget of ${page.url()} mounts`, timeout: 20_000 }).toEqual([]);
  const failed = await page.locator('[data-widget][data-widget-state="error"]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-widget')));
  expect.soft(failed, `widgets that failed on ${page.url()}`).toEqual([]);
}

/** Opens every closed disclosure (header menu groups, filters, size guide), as a visitor's clicks would. */
async function openEverything(page: Page) {
  await page.evaluate(() => {
    for (const details of Array.from(document.querySelectorAll('details:not([open])'))) (details as HTMLDetailsElement).open = true;
  });
}

/**
 * Checks the page as it is now: the detectors first (they prove the page had time to run what it
 * would), then the markup. Softly, so the walk goes on and one run names every page that fails.
 */
async function inspect(walk: Walk, label: string) {
  await expectDetectorsAlive(walk.page, walk.runs);
  const audit = await auditPage(walk.page);
  for (const marker of audit.markers) markersSeen.add(marker);
  const runs = walk.runs.splice(0);
  expect.soft(runs.map((run) => `${describeMarker(run.said)}: ran (${run.how}) in ${run.where}`), `payloads that ran on ${label}`).toEqual([]);
  expect.soft(audit.findings.map((finding) => `${describeMarker(finding.element)}: ${finding.what}: ${finding.element}`), `markup on ${label} that runs code on a click`).toEqual([]);
  expect.soft(walk.pageErrors.splice(0), `uncaught errors on ${label}`).toEqual([]);
}

async function visit(walk: Walk, path: string, act?: (page: Page) => Promise<void>) {
  await walk.page.goto(path);
  await wakeEveryWidget(walk.page);
  await openEverything(walk.page);
  await act?.(walk.page);
  await inspect(walk, path);
}

/** "p04.f12" → "p04 (an image whose failing load runs onerror) in pages[id=1].translations[0].title". */
function describeMarker(text: string): string {
  const match = /\b(p\d\d)\.(f\d+)\b/i.exec(text);
  if (!match) return `(no marker) ${text.slice(0, 200)}`;
  const payload = xssPayloads.find((candidate) => candidate.id === match[1]!.toLowerCase());
  const slot = slots.get(match[2]!.toLowerCase());
  return `${payload?.id} (${payload?.tries}) in ${slot?.where ?? match[2]}`;
}

test('the site pages of every kind run none of the corpus', async ({ page, context }) => {
  test.setTimeout(300_000);
  const walk = await startWalk(page, context);
  // Home, with the cookie banner's settings open (consent names and descriptions); then consent
  // to everything, so the widgets that wait for it (rating box, map, analytics) show up too.
  await visit(walk, '/', () => page.getByRole('button', { name: 'Einstellungen', exact: true }).click());
  await page.getByRole('button', { name: 'Alle akzeptieren' }).click();

  await visit(walk, '/uhren'); // content page, HTML body
  await visit(walk, '/schmuck'); // content page, Markdown body
  await visit(walk, '/kontakt', async () => {
    const load = page.getByRole('button', { name: 'Inhalt laden' });
    if (await load.count()) await load.click();
  });
  await visit(walk, '/danke');
  // The legal pages: imprint and privacy (company and legal records, the consent manager), a
  // shop legal text in German and translated (the other two are the same fields), the withdrawal form.
  for (const legal of ['/impressum', '/datenschutz', '/agb', '/en/terms', '/vertrag-widerrufen']) await visit(walk, legal);
  await visit(walk, '/display');
  await visit(walk, '/digitales-schaufenster');
  await visit(walk, '/gibt-es-nicht');
  await visit(walk, '/en');
});

test('the shop runs none of the corpus: list, brands, products, cart, checkout and the thanks view', async ({ page, context }, testInfo) => {
  test.setTimeout(300_000);
  const walk = await startWalk(page, context);
  // The list is drawn in the browser from the catalog; its filters are open.
  await visit(walk, '/shop', () => expect(page.locator('.product-card').first()).toBeVisible());
  await visit(walk, '/shop/marken');
  await visit(walk, '/shop/gibt-es-nicht');
  await visit(walk, '/shop/titisee-gmt-41-mm-limitierte-edition', () => page.getByRole('button', { name: 'Verfügbarkeit anfragen' }).click());
  await visit(walk, '/shop/medaillon-oval-sterlingsilber', () => addToCart(page));
  await visit(walk, '/shop/trauringe-bicolor-gelb-und-weissgold', async () => {
    await page.locator('.purchase-box select').first().selectOption({ index: 1 });
    await addToCart(page);
  });
  await visit(walk, '/shop/warenkorb', () => expect(page.locator('.cart-line')).toHaveCount(2));
  await visit(walk, '/shop/kasse', () => fillCheckout(page, testInfo.project.name));
  // The order's thanks view, with the bank details for the transfer.
  await page.getByRole('button', { name: 'zahlungspflichtig bestellen' }).click();
  // The service writes the order, its mails and the contract PDF (every text holding the corpus) before it answers.
  await expect(page.locator('.checkout--thanks')).toBeVisible({ timeout: 20_000 });
  await inspect(walk, '/shop/kasse (thanks view)');

  // The English shop shows the items' translations (names, descriptions, variants, engraving, size guide, filter values).
  await visit(walk, '/en/shop', () => expect(page.locator('.product-card').first()).toBeVisible());
  await visit(walk, '/en/shop/brands');
  for (const slug of ['titisee-gmt-41-mm-limitierte-edition', 'medaillon-oval-sterlingsilber', 'trauringe-bicolor-gelb-und-weissgold']) await visit(walk, `/en/shop/${slug}`);
});

test('the corpus reached the pages: every payload, and every kind of field the site shows', async ({}, testInfo) => {
  const seenPayloads = new Set([...markersSeen].map((marker) => marker.split('.')[0]));
  const seenSlots = new Set([...markersSeen].map((marker) => marker.split('.')[1]!));
  const seenKinds = new Set([...seenSlots].map((slot) => slots.get(slot)?.kind));
  const allKinds = new Set([...slots.values()].map((slot) => slot.kind));
  console.log(`[${testInfo.project.name}] XSS corpus: ${xssPayloads.length} payloads, found in ${seenSlots.size} of ${slots.size} field slots and ${seenKinds.size} of ${allKinds.size} field kinds on the visited pages.`);
  expect(xssPayloads.filter((payload) => !seenPayloads.has(payload.id)).map((payload) => payload.id), 'payloads found on no page').toEqual([]);
  expect([...allKinds].filter((kind) => !seenKinds.has(kind) && !(kind in notShownOnVisitedPages)), 'field kinds found on no visited page').toEqual([]);
  expect([...allKinds].filter((kind) => seenKinds.has(kind) && kind in notShownOnVisitedPages), 'field kinds listed as not shown, yet found').toEqual([]);
});

/** Fills the product's personalization (any text, the first option) and puts it into the cart. */
async function addToCart(page: Page) {
  const box = page.locator('.purchase-box');
  for (const input of await box.locator('input[type="text"]').all()) await input.fill('A');
  for (const select of await box.locator('select').all()) {
    if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
  }
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText('liegt jetzt im Warenkorb')).toBeVisible();
}

/** An address, the first shipping method (its name is the corpus) and payment by bank transfer. */
async function fillCheckout(page: Page, runtime: string) {
  const form = page.locator('form.checkout__form');
  const field = (label: string) => form.getByLabel(label).first();
  await field('E-Mail-Adresse').fill(`xss-${runtime}-${Date.now()}@example.org`);
  await field('Vorname').fill('Anna');
  await field('Nachname').fill('Muster');
  await field('Straße').fill('Hauptstraße');
  await field('Hausnummer').fill('5');
  await field('PLZ').fill('79098');
  await field('Ort').fill('Freiburg');
  await form.locator('fieldset.checkout__choice').first().getByRole('radio').first().check();
  await form.getByRole('radio', { name: 'Vorkasse per Überweisung' }).check();
}
