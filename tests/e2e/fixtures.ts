import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/**
 * consentsDecided: most tests are about other things than the cookie banner, so by default the
 * visitor has already decided (everything refused), as on a second visit. Banner tests set it false.
 * consoleErrors: every console error and uncaught exception, for tests that expect none (or exactly some).
 * Every test fails on a Content-Security-Policy violation of its page (watchCspViolations).
 */
export const test = base.extend<{ consoleErrors: string[]; consentsDecided: boolean }>({
  consentsDecided: [true, { option: true }],
  page: async ({ page, consentsDecided }, use) => {
    const violations = await watchCspViolations(page);
    if (consentsDecided) await withConsentsDecided(page);
    await use(page);
    expect(violations, 'Content-Security-Policy violations on the page').toEqual([]);
    // A route handler still busy when a test ends must not fail the run after it.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // Chromium's own line for an HTTP error names no URL; the response listener below does.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== 'document') {
        errors.push(`HTTP ${response.status()} for ${new URL(response.url()).pathname}`);
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** The visitor has decided on cookies before (everything optional refused), as on a second visit. */
export async function withConsentsDecided(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    if (localStorage.getItem('int-consents') !== null) return;
    const functional = { display_name: 'Funktional', description: '', link: '', default_on: true, consentGiven: true, locked: true, function_id: 'functional' };
    localStorage.setItem('int-consents', JSON.stringify({ v: 1, data: [functional] }));
  });
}

/**
 * Collects what the page's Content-Security-Policy blocked, in every document and frame the page
 * shows: the `securitypolicyviolation` event as the page's own code would see it, and Chromium's
 * console line for it, which still arrives when the page navigates away before the event's report
 * does. A blocked script, style, image or connection is a page that does not work as built.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, violation: string) => void violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __reportCspViolation?: (violation: string) => void }).__reportCspViolation;
        report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} on ${location.pathname}`);
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

export function widget(page: Page, name: string): Locator {
  return page.locator(`[data-widget="${name}"]`);
}

/**
 * Brings a placeholder to where its widget mounts, as a visitor would: scrolled to (the "visible"
 * trigger), pointed at (the "interaction" trigger). Returns the state to expect: "mounted", except
 * for a widget that talks to a third party (data-consent) without the visitor's consent to it,
 * which the runtime keeps waiting ("pending").
 */
export async function wake(page: Page, placeholder: Locator): Promise<string | RegExp> {
  // Scrolled by the page itself: Playwright's own scrolling first waits for the element to stay
  // put, which an empty placeholder on a busy machine may not do in time, and then nothing wakes
  // it. A placeholder with nothing to show (the banner once decided) is simply not scrolled to.
  // One already in view stays where it is, as the page around it would for a visitor.
  await placeholder.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.bottom < 0 || box.top > window.innerHeight) element.scrollIntoView({ block: 'center' });
  });
  if ((await placeholder.getAttribute('data-hydrate')) === 'interaction') {
    // The runtime listens from the moment it started the widget (its chunk loads after the page); a
    // visitor's pointer keeps moving, a single event before then would be lost.
    await expectState(placeholder, /^(pending|mounted|error)$/);
    await placeholder.dispatchEvent('pointerover');
  }
  const consent = await placeholder.getAttribute('data-consent');
  const consented =
    consent === null ||
    (await page.evaluate(
      (id) => (JSON.parse(localStorage.getItem('int-consents') ?? 'null')?.data ?? []).some((entry: { function_id: string; consentGiven: boolean }) => entry.function_id === id && entry.consentGiven),
      consent,
    ));
  return consented ? 'mounted' : /^(pending|mounted)$/;
}

/** Waits until every placeholder of these widgets has mounted (or waits for consent, see wake). */
export async function expectMounted(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) {
    for (const placeholder of await widget(page, name).all()) {
      await expectState(placeholder, await wake(page, placeholder));
    }
  }
}

/**
 * Expects a placeholder's widget state, answered by the page the moment the runtime sets it: a
 * MutationObserver in the page, instead of Playwright's polling, which checks after 100, 250 and
 * 500 ms and so waits up to half a second past a mount that took a few milliseconds (most tests
 * wait for a few widgets; it cost the suite about a tenth of its time). The expect after it
 * passes at once, or fails with its usual message when the state never came.
 */
async function expectState(placeholder: Locator, expected: string | RegExp): Promise<void> {
  const pattern = typeof expected === 'string' ? `^${expected}$` : expected.source;
  await placeholder
    .evaluate(
      (element, { pattern, timeout }) =>
        new Promise<void>((resolve) => {
          const reached = () => new RegExp(pattern).test(element.getAttribute('data-widget-state') ?? '');
          if (reached()) return resolve();
          const stop = () => {
            observer.disconnect();
            clearTimeout(timer);
            resolve();
          };
          const observer = new MutationObserver(() => reached() && stop());
          const timer = setTimeout(stop, timeout);
          observer.observe(element, { attributes: true, attributeFilter: ['data-widget-state'] });
        }),
      { pattern, timeout: 5_000 },
    )
    // A navigation while waiting ends the evaluation; the expect below judges the new page.
    .catch(() => undefined);
  await expect(placeholder).toHaveAttribute('data-widget-state', expected);
}
