import { expect, test } from './fixtures.ts';

/** The home page's selected pieces show each product's picture and lead to its page, in every language. */
const homes = [
  { path: '/', heading: 'Ausgewählte Stücke', shop: '/shop/' },
  { path: '/en', heading: 'Selected pieces', shop: '/en/shop/' },
  { path: '/fr', heading: 'Pièces choisies', shop: '/fr/shop/' },
];

for (const { path, heading, shop } of homes) {
  test(`${path}: every selected piece has a sized picture and a link to its product page`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    const section = page.getByRole('region', { name: heading });
    const cards = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
      await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute('href', new RegExp(`^${shop}[a-z0-9-]+$`));
      const image = card.locator('img');
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      // Below the hero and the text: it waits until the visitor scrolls near it.
      await expect(image).toHaveAttribute('loading', 'lazy');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
      expect((await image.getAttribute('alt'))?.trim()).toBeTruthy();
    }
    expect(consoleErrors).toEqual([]);

    const first = cards.first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
    await first.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${shop}[a-z0-9-]+$`));
    // The product's own prerendered page (its title names it); what the shop router then draws is the shop's tests' concern.
    await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
  });
}
