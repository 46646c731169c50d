import { expect, test, watchCspViolations } from './fixtures.ts';

/**
 * The watch every browser test runs under must see what the policy blocks, or a test suite full
 * of passes would prove nothing about the policy. This page is opened outside the shared `page`
 * fixture, so the violation it provokes is asserted here instead of failing the test.
 */
test('the CSP watch catches an image from another host, with the directive and the address', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const violations = await watchCspViolations(page);
  await page.goto('/');
  expect(violations).toEqual([]);
  // Nothing leaves the machine: the policy refuses the address before any request is made.
  await page.evaluate(() => document.body.append(Object.assign(new Image(), { src: 'https://images.example.invalid/tracker.gif' })));
  await expect.poll(() => violations.join('\n')).toContain('img-src blocked https://images.example.invalid/tracker.gif on /');
  await context.close();
});
