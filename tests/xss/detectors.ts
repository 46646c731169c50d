import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Notices a payload of the corpus (tests/xss/payloads.ts) that runs, by every way it can report:
 * the page function xssProbe() (also as XSSPROBE, for a field the site writes in capitals), a
 * dialog, a request to /xss-probe/…, and an uncaught error that names a marker (a payload that
 * ran but called something missing). Each report keeps the text it came with; the marker in it
 * says which payload in which field.
 */
export interface Run {
  /** How the code made itself known. */
  how: string;
  /** What it said: the marker, or the text holding it. */
  said: string;
  /** The address of the page or frame it ran in. */
  where: string;
}

const sentinels = ['sentinel.handler', 'sentinel.srcdoc', 'sentinel.dialog', 'sentinel.request'] as const;
const missingImage = '/xss-sentinel-missing.png';

export async function watchForRuns(context: BrowserContext, page: Page): Promise<Run[]> {
  const runs: Run[] = [];
  for (const name of ['xssProbe', 'XSSPROBE']) {
    await context.exposeBinding(name, ({ frame }, said: unknown) => runs.push({ how: `${name}()`, said: String(said), where: frame.url() }));
  }
  page.on('dialog', (dialog) => {
    runs.push({ how: `${dialog.type()}()`, said: dialog.message(), where: page.url() });
    dialog.dismiss().catch(() => undefined);
  });
  await context.route(/\/xss-probe\//i, (route) => {
    runs.push({ how: 'request', said: decodeURIComponent(route.request().url()), where: route.request().frame().url() });
    return route.fulfill({ status: 204 });
  });
  await context.route(`**${missingImage}`, (route) => route.fulfill({ status: 404 }));
  page.on('pageerror', (error) => {
    if (/xssprobe|\bp\d\d\.f\d+\b/i.test(error.message)) runs.push({ how: 'uncaught error', said: error.message, where: page.url() });
  });
  return runs;
}

/**
 * Puts code of our own into the page the way a payload would (an inline handler after a failed
 * image load, a script in a srcdoc frame, a dialog, a request) and waits until every detector has
 * seen it. It proves, on each page, that the detectors work and that the page's CSP is bypassed,
 * so a page where nothing reported really ran none of the corpus; and since the image goes the
 * same way as a payload's (a request that fails), handlers of the page's own images have fired
 * by then too. The sentinels are then taken out of the list.
 */
export async function expectDetectorsAlive(page: Page, runs: Run[]): Promise<void> {
  await page.evaluate((missing) => {
    const sentinel = document.createElement('div');
    sentinel.className = 'xss-sentinel';
    sentinel.innerHTML =
      `<img src="${missing}" onerror="xssProbe('sentinel.handler'); fetch('/xss-probe/sentinel.request'); alert('sentinel.dialog')">` +
      `<iframe srcdoc="<script>xssProbe('sentinel.srcdoc')</script>"></iframe>`;
    document.body.append(sentinel);
  }, missingImage);
  const seen = () => sentinels.filter((name) => runs.some((run) => run.said.includes(name)));
  await expect.poll(seen, { message: `every detector reports on ${page.url()}` }).toEqual([...sentinels]);
  await page.evaluate(() => document.querySelector('.xss-sentinel')?.remove());
  for (let index = runs.length - 1; index >= 0; index--) if (runs[index]!.said.includes('sentinel.')) runs.splice(index, 1);
}
