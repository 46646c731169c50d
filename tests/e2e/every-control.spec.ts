import type { Locator, Page } from '@playwright/test';
import { expect, expectMounted, test, wake } from './fixtures.ts';

/**
 * A visitor who tries everything: on each page type, every form control they can reach is
 * focused and operated (typing, clearing and re-typing numbers including 0 and a too-large one,
 * arrow keys in numbers and selects, toggling checkboxes and radios, every option of every
 * select). Nothing is submitted that would leave the page. No page error, console error or
 * crashed widget may follow.
 */
const pageTypes = [
  { name: 'home', path: '/' },
  { name: 'content page', path: '/uhren' },
  { name: 'contact', path: '/kontakt' },
  { name: 'shop list', path: '/shop' },
  { name: 'product without variants', path: '/shop/taucheruhr-automatik-42-mm' },
  { name: 'product with variants', path: '/shop/anhaenger-herz-sterlingsilber' },
  { name: 'cart with a product', path: '/shop/warenkorb', fill: '/shop/taucheruhr-automatik-42-mm' },
];

const controls = 'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="image"]):not([type="file"]):not([type="reset"]), select, textarea';

/** Every placeholder mounted, or failed for all to see (each woken as a visitor would, see wake). */
async function mountAll(page: Page) {
  for (const placeholder of await page.locator('[data-widget]').all()) {
    const expected = await wake(page, placeholder);
    await expect(placeholder).toHaveAttribute('data-widget-state', expected === 'mounted' ? /mounted|error/ : expected);
  }
}

/** The fieldset a checkbox or radio belongs to, named by its legend; null for other controls and lone boxes. */
function boxGroup(element: Element): string | null {
  if (!(element instanceof HTMLInputElement) || (element.type !== 'checkbox' && element.type !== 'radio')) return null;
  const fieldset = element.closest('fieldset');
  return fieldset ? `fieldset:${fieldset.querySelector('legend')?.textContent ?? ''}` : null;
}

/** The options a select is operated with: the first two and the last, each once. */
function pickedOptions(values: string[]): string[] {
  return [...new Set([...values.slice(0, 2), ...values.slice(-1)])];
}

async function operate(control: Locator, page: Page): Promise<void> {
  const kind = await control.evaluate((element) =>
    element instanceof HTMLSelectElement ? 'select' : element instanceof HTMLTextAreaElement ? 'text' : (element as HTMLInputElement).type,
  );
  const quick = { timeout: 2_000 };
  await control.focus(quick);
  switch (kind) {
    case 'checkbox':
      await control.click(quick);
      await control.click(quick);
      return;
    case 'radio':
      await control.click(quick);
      return;
    case 'select': {
      const values = await control.locator('option:not([disabled])').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      // One change handler with other values: the first, the second and the last option show it
      // works (the shop list's filters have up to forty options, each one redraws the list).
      for (const value of pickedOptions(values)) await control.selectOption(value, quick);
      await control.press('ArrowUp', quick);
      await control.press('ArrowDown', quick);
      return;
    }
    case 'number':
      await control.fill('', quick);
      await control.pressSequentially('3', quick);
      await control.press('ArrowUp', quick);
      await control.press('ArrowDown', quick);
      await control.fill('', quick);
      await control.pressSequentially('0', quick);
      await control.fill('', quick);
      await control.pressSequentially('99999', quick);
      await control.fill('', quick);
      await control.pressSequentially('1', quick);
      await page.keyboard.press('Tab');
      return;
    default:
      // text, e-mail, search, tel, textarea and the like; never Enter, which would submit.
      await control.fill('', quick);
      await control.pressSequentially('Probe 1 a@b.de', quick);
      await control.fill('', quick);
  }
}

for (const { name, path, fill } of pageTypes) {
  test(`${name} (${path}): every control can be operated without an error or a crashed widget`, async ({ page, consoleErrors }) => {
    test.setTimeout(120_000);
    const crashes: string[] = [];
    page.on('console', (message) => message.text().includes('crashed') && crashes.push(message.text()));
    const unreachable: string[] = [];
    const boxesPerGroup = new Map<string, number>();

    if (fill) {
      await page.goto(fill);
      await expectMounted(page, 'shop');
      await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
    }
    await page.goto(path);
    await mountAll(page);

    const total = await page.locator(controls).count();
    for (let index = 0; index < total; index++) {
      // Found again each time: operating one control may re-render the others.
      const control = page.locator(controls).nth(index);
      if (!(await control.isVisible().catch(() => false)) || !(await control.isEnabled().catch(() => false))) continue;
      const label = await control.evaluate((element) => `${element.tagName.toLowerCase()}#${element.id || (element as HTMLInputElement).name}`).catch(() => `#${index}`);
      // A group of boxes (the shop list has some forty filter boxes) runs one handler with other
      // values: two of each group show that it works, both on and off, and keep the test short.
      const group = await control.evaluate(boxGroup).catch(() => null);
      if (group !== null) {
        const operated = boxesPerGroup.get(group) ?? 0;
        if (operated >= 2) continue;
        boxesPerGroup.set(group, operated + 1);
      }
      try {
        await operate(control, page);
      } catch (error) {
        unreachable.push(`${label}: ${(error as Error).message.split('\n')[0]}`);
      }
      // A control that leads elsewhere (the language switcher) is followed back, then the next one is tried.
      if (new URL(page.url()).pathname !== path) await page.goto(path).then(() => mountAll(page));
    }
    if (unreachable.length) test.info().annotations.push({ type: 'not operable', description: unreachable.join('; ') });

    await page.waitForTimeout(300);
    expect(crashes).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await expect(page.locator('[data-widget-state="error"]')).toHaveCount(0);
  });
}
