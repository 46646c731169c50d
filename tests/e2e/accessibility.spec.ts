import { axeViolations } from './axe.ts';
import { expect, expectMounted, test } from './fixtures.ts';
import { problemsAcross } from './route-visits.ts';
import { allPages, checksRouteOn } from './routes.ts';

// Every route of the table (the one visit per route and language that needs a browser; what the
// page states about itself is checked in Node, tests/site-facts/). A product page (variants,
// reviews), the brands and the shop's not-found view stand for the shop's prerendered pages; they
// and the site's 404 are checked on both runtimes, the other routes on a page of each kind there.
const shopAndErrorPages = ['/shop/polarkreis-fliegeruhr-42-mm', '/shop/marken', '/shop/gibt-es-nicht', '/gibt-es-nicht'];
const routes = [...allPages.map((page) => page.path), ...shopAndErrorPages];
const routesOn = (runtime: string) => routes.filter((path) => shopAndErrorPages.includes(path) || checksRouteOn(runtime, path));

/** A few routes per test, visited one after the other in the same tab (route-visits.ts). */
const routesPerTest = 6;
const groups = (paths: string[]) => Array.from({ length: Math.ceil(paths.length / routesPerTest) }, (_, index) => paths.slice(index * routesPerTest, (index + 1) * routesPerTest));

for (const runtime of ['react', 'preact']) {
  for (const paths of groups(routesOn(runtime))) {
    test(`${paths.join(' ')}: each answers, mounts its widgets without an error, and axe finds no violations`, async ({ page, consoleErrors }, testInfo) => {
      test.skip(testInfo.project.name !== runtime, `grouped for the ${runtime} runtime`);
      test.setTimeout(paths.length * 15_000);
      const problems = await problemsAcross(
        page,
        consoleErrors,
        paths,
        async (path) => {
          const response = await page.goto(path);
          expect(response?.status(), 'HTTP status').toBe(path.includes('gibt-es-nicht') ? 404 : 200);
          await expectMounted(page, 'cart-icon', 'header-menu', 'shop');
          expect(await axeViolations(page), 'axe').toEqual([]);
        },
        // The shop knows from the build that a product it did not render does not exist: nothing is asked, nothing fails.
      );
      expect(problems).toEqual({});
    });
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('axe finds no violations with the slide-in menu open', async ({ page }) => {
    await page.goto('/');
    await expectMounted(page, 'header-menu');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('dialog', { name: 'Hauptnavigation' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the axe check itself reports a real violation (an image without text)', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/assets/images/favicon.svg';
    document.querySelector('main')!.append(image);
  });
  expect((await axeViolations(page)).join('\n')).toMatch(/^image-alt:/m);
});
