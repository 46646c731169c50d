import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Nothing visible moves while a page loads and its widgets mount (CLS ≤ 0.01, DESIGN.md
 * "Islands"), on every page type, on a phone and a wide screen, for a first-time visitor (the
 * cookie banner is an overlay and must push nothing) and for one who has decided on consents.
 * One test per viewport and visit kind loops over the page types and reports every page that
 * shifts with its figure and the elements that moved, so one run shows all of them.
 */

const pageTypes: Array<{ type: string; path: string }> = [
  { type: 'home', path: '/' },
  { type: 'content page', path: '/uhren' },
  { type: 'contact', path: '/kontakt' },
  { type: 'thanks', path: '/danke' },
  { type: 'imprint', path: '/impressum' },
  { type: 'not found', path: '/gibts-diese-seite-nicht' },
  { type: 'shop list', path: '/shop' },
  { type: 'shop list filtered', path: '/shop?category=uhren' },
  { type: 'brands', path: '/shop/marken' },
  { type: 'product with variants', path: '/shop/polarkreis-fliegeruhr-42-mm' },
  { type: 'product without variants', path: '/shop/taucheruhr-automatik-42-mm' },
  { type: 'shop not found', path: '/shop/gibts-diesen-ring-nicht' },
  { type: 'cart', path: '/shop/warenkorb' },
];

/** The budget of the design (Lighthouse's "good" is 0.1; we promise ten times better). */
const maxLayoutShift = 0.01;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    layoutShifts: Shift[];
  }
}

/** Records every layout shift from the first frame on, with the elements that moved (for the report). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '?';
      const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`).join('');
      const widget = node.closest('[data-widget]')?.getAttribute('data-widget');
      return `${node.tagName.toLowerCase()}${classes}${widget ? ` in ${widget}` : ''}`;
    };
    type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        window.layoutShifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The page has loaded, every widget that mounts without a visitor's doing (eager, idle, and the
 * visible ones in view, unless they wait for a consent) has mounted, and two frames have been drawn since.
 */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const pending = [...document.querySelectorAll<HTMLElement>('[data-widget]')].filter((element) => {
      const trigger = element.dataset.hydrate;
      if (trigger === 'interaction') return false;
      // Waiting for a consent to its third party that this visitor has not given (data-consent).
      if (element.dataset.consent && element.dataset.widgetState === 'pending') return false;
      if (trigger === 'visible') {
        const box = element.getBoundingClientRect();
        if (box.bottom < 0 || box.top > window.innerHeight) return false;
      }
      return element.dataset.widgetState !== 'mounted' && element.dataset.widgetState !== 'error';
    });
    return pending.length === 0;
  });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

async function layoutShiftOf(page: Page, path: string): Promise<Shift> {
  await page.goto(path);
  await settled(page);
  const shifts = await page.evaluate(() => window.layoutShifts);
  return { value: shifts.reduce((sum, shift) => sum + shift.value, 0), sources: [...new Set(shifts.flatMap((shift) => shift.sources))] };
}

for (const width of [375, 1440]) {
  for (const consentsDecided of [false, true]) {
    test.describe(`at ${width} px, ${consentsDecided ? 'consents decided' : 'first visit'}`, () => {
      test.use({ viewport: { width, height: 900 }, consentsDecided });

      test('no page type moves while it loads and its widgets mount', async ({ page }) => {
        test.setTimeout(90_000);
        await recordShifts(page);
        const moved: string[] = [];
        for (const { type, path } of pageTypes) {
          const shift = await layoutShiftOf(page, path);
          if (shift.value > maxLayoutShift) moved.push(`${type} (${path}): ${shift.value.toFixed(4)} — ${shift.sources.join(', ')}`);
          if (process.env.REPORT_LAYOUT_SHIFT) console.log(`CLS ${width}px ${consentsDecided ? 'decided' : 'first'} ${type}: ${shift.value.toFixed(4)}`);
        }
        expect(moved, 'pages whose content moved').toEqual([]);
      });
    });
  }

  test.describe(`at ${width} px, with a filled cart`, () => {
    test.use({ viewport: { width, height: 900 }, consentsDecided: true });

    // The cart and checkout pages draw only their heading on the server; the stored cart brings
    // lines and a form: the page must hold their place from the first paint.
    test('the pages a filled cart changes do not move while they load', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/shop/taucheruhr-automatik-42-mm');
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect(page.getByText('liegt jetzt im Warenkorb')).toBeVisible();
      await recordShifts(page);
      const moved: string[] = [];
      for (const path of ['/shop/warenkorb', '/shop/kasse', '/en/shop/warenkorb', '/en/shop/checkout', '/shop']) {
        const shift = await layoutShiftOf(page, path);
        if (shift.value > maxLayoutShift) moved.push(`${path}: ${shift.value.toFixed(4)} — ${shift.sources.join(', ')}`);
      }
      expect(moved, 'pages whose content moved').toEqual([]);
    });
  });
}
